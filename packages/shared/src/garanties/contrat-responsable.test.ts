import { describe, expect, it } from 'vitest';
import { offreAvecRenforts, trouverActe } from './arbre-offre.ts';
import { verifierContratResponsable } from './contrat-responsable.ts';
import { offreSchema, type Offre, type Prestation } from './offre-schema.ts';
import { acteDuReferentiel } from './referentiel-actes.ts';

const lisible = (texte: string) => texte.replace(/[\u00a0\u202f]/g, ' ');
const lunettes: Prestation = {
  type: 'forfait',
  montant: 20000,
  unite: 'equipement',
  periodeAnnees: 2,
  dontMonture: 10000,
};

function offre(niveaux: Record<string, Prestation[]>, renforts: Offre['renforts'] = []): Offre {
  const actes = Object.entries(niveaux).map(([code, prestations]) => ({ ...acteDuReferentiel(code), prestations }));
  return offreSchema.parse({
    code: 'TEST',
    libelle: 'Test',
    domaines: [{ code: 'TOUT', libelle: 'Tout', actes }],
    renforts,
  });
}
const responsable = {
  CONSULT_SPECIALISTE: [{ type: 'optam', optam: 200, nonOptam: 180 }],
  PHARMACIE_30: [{ type: 'nonCouvert' }],
  OPTIQUE_VERRES_SIMPLES: [lunettes],
  OPTIQUE_100_SANTE: [{ type: 'centPourCentSante' }],
  HOSPI_FORFAIT_JOURNALIER: [{ type: 'fraisReels' }],
  OSTEOPATHIE: [{ type: 'nonCouvert' }],
} satisfies Record<string, Prestation[]>;

describe('règles du contrat responsable', () => {
  it('une offre qui les respecte ne donne aucun écart (les médicaments à 30 % peuvent ne pas être couverts)', () => {
    expect(verifierContratResponsable(offre(responsable))).toEqual([]);
  });
  it('non OPTAM au-delà de 200 % BR ou à moins de 20 points sous l’OPTAM', () => {
    const ecarts = verifierContratResponsable(
      offre({ ...responsable, CONSULT_SPECIALISTE: [{ type: 'optam', optam: 300, nonOptam: 250 }] }),
    );
    expect(ecarts).toEqual([
      'Test — Consultation de médecin spécialiste : non OPTAM à 250 % BR : au plus 200 % BR (200 % et 20 points sous l’OPTAM).',
    ]);
    expect(
      verifierContratResponsable(
        offre({ ...responsable, CONSULT_SPECIALISTE: [{ type: 'pourcentageBR', taux: 150 }] }),
      ),
    ).toHaveLength(1);
  });
  it('ticket modérateur non couvert, forfait journalier limité, 100 % Santé avec reste à charge', () => {
    const ecarts = verifierContratResponsable(
      offre({
        ...responsable,
        CONSULT_SPECIALISTE: [{ type: 'optam', optam: 90, nonOptam: 90 }],
        HOSPI_FORFAIT_JOURNALIER: [{ type: 'forfait', montant: 2000, unite: 'jour' }],
        OPTIQUE_100_SANTE: [{ type: 'pourcentageBR', taux: 100 }],
      }),
    );
    expect(ecarts.map((e) => e.split(' : ').slice(1).join(' : '))).toEqual([
      'le ticket modérateur doit être couvert (100 % BR au moins).',
      'le panier 100 % Santé doit être remboursé sans reste à charge.',
      'doit être pris en charge en frais réels.',
    ]);
  });
  it('lunettes : forfait entre 50 € et 420 € pour des verres simples, monture ≤ 100 €, tous les 2 ans', () => {
    const trop: Prestation = { ...lunettes, montant: 45000, dontMonture: 15000, periodeAnnees: 1 };
    const ecarts = verifierContratResponsable(offre({ ...responsable, OPTIQUE_VERRES_SIMPLES: [trop] }));
    expect(ecarts.map((e) => lisible(e.split(' : ')[1] ?? ''))).toEqual([
      'forfait lunettes entre 50 € et 420 €.',
      'monture au plus 100 €.',
      'un équipement tous les 2 ans au plus.',
    ]);
  });
  it('aides auditives classe II : 1 700 € au plus par oreille, Sécurité sociale incluse', () => {
    const audio: Prestation = {
      type: 'pourcentageBRPlusForfait',
      taux: 100,
      forfait: { montant: 140000, unite: 'aideAuditive', periodeAnnees: 4 },
    };
    expect(verifierContratResponsable(offre({ AIDE_AUDITIVE_CLASSE_2: [audio] }))).toHaveLength(1);
    expect(
      verifierContratResponsable(
        offre({ AIDE_AUDITIVE_CLASSE_2: [{ ...audio, forfait: { ...audio.forfait, montant: 130000 } }] }),
      ),
    ).toEqual([]);
  });
  it('un renfort est vérifié avec l’offre qu’il renforce', () => {
    const actes = [{ code: 'OPTIQUE_VERRES_SIMPLES', prestations: [{ ...lunettes, montant: 50000 }] }];
    const renfort = { code: 'RENFORT_OPTIQUE', libelle: 'Renfort Optique', actes };
    expect(verifierContratResponsable(offre(responsable, [renfort]))[0]).toMatch(
      /^Test \+ Renfort Optique — Équipement à verres simples/,
    );
  });
});

describe('renforts', () => {
  const seances: Prestation = { type: 'forfait', montant: 4000, unite: 'seance', maxParAn: 4 };
  const renfort = {
    code: 'DOUCES',
    libelle: 'Médecines douces +',
    actes: [{ code: 'OSTEOPATHIE', prestations: [seances] }],
  };
  it('le renfort remplace les niveaux des actes qu’il vise, et eux seuls', () => {
    const base = offre(responsable, [renfort]);
    const renforcee = offreAvecRenforts(base, ['DOUCES']);
    expect(trouverActe(renforcee, 'OSTEOPATHIE')?.prestations).toEqual([seances]);
    expect(trouverActe(renforcee, 'OPTIQUE_VERRES_SIMPLES')).toEqual(trouverActe(base, 'OPTIQUE_VERRES_SIMPLES'));
    expect(trouverActe(base, 'OSTEOPATHIE')?.prestations).toEqual([{ type: 'nonCouvert' }]);
  });
  it('un renfort inconnu de l’offre est une erreur', () => {
    expect(() => offreAvecRenforts(offre(responsable), ['DOUCES'])).toThrow('Renfort inconnu');
  });
});
