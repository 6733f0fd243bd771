import { describe, expect, it } from 'vitest';
import type { Acte, Prestation } from '../garanties/offre-schema.ts';
import { acteDuReferentiel } from '../garanties/referentiel-actes.ts';
import { estimerRemboursement, type EstimationEntree } from './estimer-remboursement.ts';
import { expliquerResteACharge, totalACharge, type LigneAExpliquer } from './expliquer-reste-a-charge.ts';

const lisible = (texte: string) => texte.replace(/[\u00a0\u202f]/g, ' ');
const acte = (code: string, prestations: Prestation[]): Acte => ({ ...acteDuReferentiel(code), prestations });

function ligne(code: string, prestations: Prestation[], entree: Omit<EstimationEntree, 'acte'>): LigneAExpliquer {
  const r = estimerRemboursement({ acte: acte(code, prestations), dateSoins: '2025-06-10', ...entree });
  return { ...r, fraisReels: entree.fraisReels };
}
function expliquer(l: LigneAExpliquer) {
  const explications = expliquerResteACharge(l);
  expect(explications.reduce((somme, e) => somme + e.montant, 0)).toBe(totalACharge(l));
  return explications.map((e) => ({ motif: e.motif, texte: lisible(e.texte) }));
}

describe('Pourquoi ce reste à charge ?', () => {
  it('rien à expliquer quand tout est remboursé', () => {
    expect(expliquer(ligne('DETARTRAGE', [{ type: 'pourcentageBR', taux: 100 }], { fraisReels: 2892 }))).toEqual([]);
  });

  it('participation forfaitaire de 2 € sur une consultation', () => {
    const l = ligne('CONSULT_GENERALISTE', [{ type: 'optam', optam: 100, nonOptam: 100 }], { fraisReels: 3000 });
    expect(expliquer(l)).toEqual([
      {
        motif: 'participationForfaitaire',
        texte:
          'Participation forfaitaire de 2 € : retenue par l’Assurance maladie sur les consultations et analyses, elle n’est jamais remboursée par une complémentaire santé responsable.',
      },
    ]);
  });

  it('franchise médicale sur 3 boîtes de médicaments', () => {
    const l = ligne('PHARMACIE_65', [{ type: 'pourcentageBR', taux: 100 }], { fraisReels: 2460, nombre: 3 });
    expect(expliquer(l)).toEqual([
      {
        motif: 'franchise',
        texte:
          'Franchise médicale de 3 € sur les boîtes de médicaments : retenue par l’Assurance maladie, elle n’est jamais remboursée par une complémentaire santé responsable.',
      },
    ]);
  });

  it('dépassement d’honoraires au-delà de la garantie, médecin non OPTAM', () => {
    const l = ligne('CONSULT_SPECIALISTE', [{ type: 'optam', optam: 250, nonOptam: 250 }], {
      fraisReels: 8000,
      optam: false,
    });
    expect(expliquer(l)[1]).toEqual({
      motif: 'depassement',
      texte:
        'Les frais (80 €) dépassent ce que prévoit votre garantie (46 €, remboursement Sécurité sociale inclus) : 34 € restent à votre charge ; le médecin n’adhère pas à l’OPTAM, la prise en charge de ses dépassements est limitée.',
    });
  });

  it('acte non couvert : ni l’Assurance maladie ni la mutuelle', () => {
    expect(expliquer(ligne('IMPLANT_DENTAIRE', [], { fraisReels: 120000 }))).toEqual([
      {
        motif: 'acteNonCouvert',
        texte:
          'Cet acte n’est remboursé ni par l’Assurance maladie ni par votre garantie : 1 200 € restent à votre charge.',
      },
    ]);
  });

  it('acte non couvert par la garantie mais remboursé par l’Assurance maladie', () => {
    const l = ligne('DETARTRAGE', [{ type: 'nonCouvert' }], { fraisReels: 2892 });
    expect(expliquer(l)[0]?.texte).toBe(
      'Cet acte n’est pas couvert par votre garantie : la mutuelle ne rembourse rien au-delà de l’Assurance maladie (11,57 €).',
    );
  });

  it('forfait annuel épuisé, puis dépassement du forfait', () => {
    const osteo: Prestation = { type: 'forfait', montant: 4000, unite: 'seance', maxParAn: 4 };
    const l = ligne('OSTEOPATHIE', [osteo], { fraisReels: 6000, consommationAnnuelle: { seancesUtilisees: 4 } });
    expect(expliquer(l).map((e) => e.texte)).toEqual([
      'Votre forfait pour cet acte est épuisé sur la période : 40 € n’ont pas pu être remboursés.',
      'Les frais (60 €) dépassent ce que prévoit votre garantie (40 €, remboursement Sécurité sociale inclus) : 20 € restent à votre charge.',
    ]);
  });

  it('ligne rejetée par la mutuelle, avec son motif', () => {
    const l = ligne('CONSULT_GENERALISTE', [{ type: 'optam', optam: 100, nonOptam: 100 }], { fraisReels: 3000 });
    const rejetee = { ...l, montantMutuelle: 0, resteACharge: 900, statut: 'rejete' as const, motifRejet: 'doublon' };
    expect(expliquer(rejetee).map((e) => e.motif)).toEqual(['participationForfaitaire', 'rejet']);
    expect(expliquer(rejetee)[1]?.texte).toBe('Votre mutuelle n’a pas remboursé cette ligne : doublon.');
  });

  it('ligne importée sans détails : dépassement ou rien remboursé, d’après les montants seuls', () => {
    const base = { fraisReels: 6000, montantSecu: 2005, participationForfaitaire: 200, franchise: 0 };
    expect(expliquer({ ...base, montantMutuelle: 2520, resteACharge: 1275 })[1]?.texte).toBe(
      '12,75 € de dépassement au-delà de ce que prévoit votre garantie.',
    );
    expect(expliquer({ ...base, montantMutuelle: 0, resteACharge: 3795 })[1]?.texte).toBe(
      'Votre garantie n’a rien remboursé sur cet acte : 37,95 € restent à votre charge.',
    );
  });
});
