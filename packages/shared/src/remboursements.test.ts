import { describe, expect, it } from 'vitest';
import { ecartArithmetique, remboursementFiltresSchema, resteAVotreCharge } from './remboursements.ts';

/* The arithmetic of a line (decision 040): fee = SS + participation + franchise + mutuelle + rest. */

const consultation = {
  fraisReels: 3000,
  montantSecu: 1900,
  participationForfaitaire: 200,
  franchise: 0,
  montantMutuelle: 900,
  resteACharge: 0,
};

describe('arithmétique d’une ligne de remboursement', () => {
  it('une consultation à 30 € s’additionne : écart nul', () => {
    expect(ecartArithmetique(consultation)).toBe(0);
  });

  it('mesure l’écart d’une ligne qui ne s’additionne pas', () => {
    expect(ecartArithmetique({ ...consultation, montantMutuelle: 1000 })).toBe(-100);
    expect(ecartArithmetique({ ...consultation, resteACharge: 0, fraisReels: 3500 })).toBe(500);
  });

  it('le reste à votre charge compte la participation forfaitaire et les franchises', () => {
    expect(resteAVotreCharge(consultation)).toBe(200);
    expect(resteAVotreCharge({ participationForfaitaire: 0, franchise: 300, resteACharge: 1250 })).toBe(1550);
  });

  it('refuse un filtre mal formé (date, domaine, statut inconnus)', () => {
    expect(remboursementFiltresSchema.safeParse({ du: '2026-13' }).success).toBe(false);
    expect(remboursementFiltresSchema.safeParse({ domaine: 'chirurgie-esthetique' }).success).toBe(false);
    expect(remboursementFiltresSchema.safeParse({ statut: 'rembourse' }).success).toBe(false);
    expect(remboursementFiltresSchema.safeParse({ beneficiaire: "P1' or 1=1" }).success).toBe(false);
    expect(remboursementFiltresSchema.parse({ domaine: 'optique', statut: 'paye' })).toEqual({
      domaine: 'optique',
      statut: 'paye',
    });
  });
});
