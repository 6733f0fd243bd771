import { describe, expect, it } from 'vitest';
import { visibleSections } from './sections';

const keys = (...args: Parameters<typeof visibleSections>) => visibleSections(...args).map((s) => s.key);

describe('rubriques de l’espace adhérent (§6)', () => {
  it('toutes, dans l’ordre de la navigation, quand rien n’est coupé', () => {
    expect(keys({}, '40012345')).toEqual(['accueil', 'contrats', 'remboursements', 'documents', 'demandes', 'profil']);
  });

  it('une rubrique coupée par le client disparaît pour tous ses contrats ; l’accueil reste', () => {
    const off = { espaceDocuments: { isActivated: false, isActivatedPerContract: {} } };
    expect(keys(off, '40012345')).not.toContain('documents');
    expect(keys(off, '40012345')).toContain('accueil');
  });

  it('une rubrique coupée pour un contrat reste visible sur les autres', () => {
    const perContract = { espaceDemandes: { isActivated: true, isActivatedPerContract: { '40009871': false } } };
    expect(keys(perContract, '40009871')).not.toContain('demandes');
    expect(keys(perContract, '40012345')).toContain('demandes');
  });
});
