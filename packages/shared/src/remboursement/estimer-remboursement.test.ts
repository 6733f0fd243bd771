import { describe, expect, it } from 'vitest';
import type { Acte, Prestation } from '../garanties/offre-schema.ts';
import { acteDuReferentiel } from '../garanties/referentiel-actes.ts';
import { estimerRemboursement, type EstimationEntree } from './estimer-remboursement.ts';

const acte = (code: string, prestations: Prestation[] = []): Acte => ({ ...acteDuReferentiel(code), prestations });
const br = (taux: number): Prestation => ({ type: 'pourcentageBR', taux });
const optam = (o: number, n: number): Prestation => ({ type: 'optam', optam: o, nonOptam: n });
const euros = (montant: number) => Math.round(montant * 100);

function estimer(code: string, prestations: Prestation[], entree: Omit<EstimationEntree, 'acte'>) {
  return estimerRemboursement({ acte: acte(code, prestations), dateSoins: '2025-06-10', ...entree });
}

describe('honoraires médicaux', () => {
  it('généraliste à 30 € : Sécurité sociale 21 € moins 2 € de participation forfaitaire = 19 €, mutuelle 9 €, rien d’autre', () => {
    const r = estimer('CONSULT_GENERALISTE', [optam(100, 100)], { fraisReels: euros(30) });
    expect(r).toMatchObject({
      baseRemboursement: 3000,
      tauxSecu: 70,
      montantSecu: 1900,
      participationForfaitaire: 200,
    });
    expect(r).toMatchObject({ franchise: 0, montantMutuelle: 900, resteACharge: 0 });
  });

  it('le contrat responsable ne rembourse pas la participation forfaitaire de 2 €, même à 300 % BR', () => {
    const r = estimer('CONSULT_GENERALISTE', [optam(300, 200)], { fraisReels: euros(30) });
    expect(r.participationForfaitaire).toBe(200);
    expect(r.montantMutuelle).toBe(900);
  });

  it('pas de participation forfaitaire pour un enfant de 12 ans', () => {
    const r = estimer('CONSULT_GENERALISTE', [optam(100, 100)], { fraisReels: euros(30), ageBeneficiaire: 12 });
    expect(r).toMatchObject({ montantSecu: 2100, participationForfaitaire: 0, montantMutuelle: 900 });
  });

  it('la consultation valait 26,50 € avant le 22 décembre 2024 et la participation 1 € avant le 15 mai 2024', () => {
    expect(
      estimer('CONSULT_GENERALISTE', [], { fraisReels: euros(30), dateSoins: '2024-12-21' }).baseRemboursement,
    ).toBe(2650);
    expect(
      estimer('CONSULT_GENERALISTE', [], { fraisReels: 2650, dateSoins: '2024-05-14' }).participationForfaitaire,
    ).toBe(100);
  });

  it('spécialiste OPTAM à 60 € avec 150 % BR : 31,50 € de base, mutuelle 25,20 €, 12,75 € au-delà de la garantie', () => {
    const r = estimer('CONSULT_SPECIALISTE', [optam(150, 130)], { fraisReels: euros(60) });
    expect(r).toMatchObject({ baseRemboursement: 3150, montantSecu: 2005, montantMutuelle: 2520, resteACharge: 1275 });
    expect(r.details).toMatchObject({ priseEnChargeMaximale: 4725, depassement: 1275, forfaitEpuise: 0 });
  });

  it('spécialiste non OPTAM à 60 € : base 23 €, Sécurité sociale 14,10 €, mutuelle à 130 % BR 13,80 €', () => {
    const r = estimer('CONSULT_SPECIALISTE', [optam(150, 130)], { fraisReels: euros(60), optam: false });
    expect(r).toMatchObject({ baseRemboursement: 2300, montantSecu: 1410, montantMutuelle: 1380, resteACharge: 3010 });
  });

  it('non OPTAM : jamais plus de 200 % BR ni moins de 20 points sous le niveau OPTAM', () => {
    const trop = estimer('CONSULT_SPECIALISTE', [optam(300, 300)], { fraisReels: euros(80), optam: false });
    expect(trop.details.priseEnChargeMaximale).toBe(4600);
    expect(trop.details.plafondsAppliques).toEqual(['nonOptam']);
    const ecart = estimer('CONSULT_SPECIALISTE', [br(150)], { fraisReels: euros(80), optam: false });
    expect(ecart.details.priseEnChargeMaximale).toBe(2990);
    const fraisReels = estimer('CONSULT_SPECIALISTE', [{ type: 'fraisReels' }], {
      fraisReels: euros(80),
      optam: false,
    });
    expect(fraisReels.details.priseEnChargeMaximale).toBe(4600);
  });

  it('acte lourd : la participation de 24 € remplace le ticket modérateur et la mutuelle peut la payer', () => {
    const entree = { fraisReels: euros(500), baseRemboursement: euros(313.5) };
    const r = estimer('HOSPI_HONORAIRES', [optam(100, 100)], entree);
    expect(r).toMatchObject({ tauxSecu: 100, montantSecu: 28950, montantMutuelle: 2400, resteACharge: 18650 });
    const apres = estimer('HOSPI_HONORAIRES', [optam(100, 100)], { ...entree, dateSoins: '2026-04-22' });
    expect(apres.details.participationActeLourd).toBe(3200);
  });
});

describe('pharmacie, auxiliaires et franchises', () => {
  it('3 boîtes à 65 % pour 24,60 € : franchise de 3 € retenue, mutuelle 8,61 €', () => {
    const r = estimer('PHARMACIE_65', [br(100)], { fraisReels: 2460, nombre: 3 });
    expect(r).toMatchObject({ baseRemboursement: 2460, montantSecu: 1299, franchise: 300, montantMutuelle: 861 });
    expect(r.resteACharge).toBe(0);
    expect(r.details.franchiseType).toBe('boite');
  });

  it('la franchise s’arrête au plafond annuel de 50 €', () => {
    const r = estimer('PHARMACIE_65', [br(100)], {
      fraisReels: 2460,
      nombre: 3,
      consommationAnnuelle: { franchises: 4900 },
    });
    expect(r.franchise).toBe(100);
    const plein = estimer('PHARMACIE_65', [br(100)], {
      fraisReels: 2460,
      nombre: 3,
      consommationAnnuelle: { franchises: 5000 },
    });
    expect(plein.franchise).toBe(0);
  });

  it('kinésithérapie : 4 séances le même jour, franchise plafonnée à 4 € par jour', () => {
    const r = estimer('KINESITHERAPIE', [br(100)], { fraisReels: 1613 * 5, nombre: 5 });
    expect(r).toMatchObject({ baseRemboursement: 8065, franchise: 400, montantMutuelle: 8065 - 4839 });
  });

  it('participation forfaitaire plafonnée à 50 € par an', () => {
    const r = estimer('BIOLOGIE', [br(100)], {
      fraisReels: 4000,
      consommationAnnuelle: { participationsForfaitaires: 4900 },
    });
    expect(r.participationForfaitaire).toBe(100);
  });
});
