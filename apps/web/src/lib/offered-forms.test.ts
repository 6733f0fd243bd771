import { describe, expect, it } from 'vitest';
import type { Contrat } from '@portail/shared/contrats';
import { isFormOffered } from './offered-forms';

const contrat = (overrides: Partial<Contrat>): Contrat => ({
  numeroContratIndividuel: '40012345',
  nomOffre: 'Santé Essentielle',
  categorie: 'sante',
  isSouscripteur: true,
  etat: 'valide',
  isActif: true,
  IsPrecontentieux: false,
  modalitePaiementPrestation: { rib: null, codeModePaiement: 'VIR', isMissing: true },
  ...overrides,
});

describe('formulaires proposés sur un contrat (mêmes règles que le serveur)', () => {
  it('santé : contact, remboursement, hospitalisation ; pas de sinistre', () => {
    const sante = contrat({});
    expect(isFormOffered('contact/v2', sante, {})).toBe(true);
    expect(isFormOffered('demande-remboursement', sante, {})).toBe(true);
    expect(isFormOffered('pec/hospi', sante, {})).toBe(true);
    expect(isFormOffered('declarationsinistre', sante, {})).toBe(false);
  });

  it('prévoyance : la déclaration de sinistre, au souscripteur seulement', () => {
    expect(isFormOffered('declarationsinistre', contrat({ categorie: 'prevoyance' }), {})).toBe(true);
    expect(isFormOffered('declarationsinistre', contrat({ categorie: 'prevoyance', isSouscripteur: false }), {})).toBe(
      false,
    );
    expect(isFormOffered('demande-remboursement', contrat({ categorie: 'prevoyance' }), {})).toBe(false);
  });

  it('un formulaire que le client ne propose pas n’est pas offert', () => {
    const notOffered = {
      'pec/hospi': {
        offert: false,
        modeGestion: 'manuel' as const,
        accuseReception: true,
        pieces: { authorizedTypes: ['pdf'], maxFileSize: 1, totalQueueSize: 1, queueLimit: 1 },
      },
    };
    expect(isFormOffered('pec/hospi', contrat({}), notOffered)).toBe(false);
  });
});
