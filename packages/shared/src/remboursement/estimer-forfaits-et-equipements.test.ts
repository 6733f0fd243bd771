import { describe, expect, it } from 'vitest';
import type { Acte, Prestation } from '../garanties/offre-schema.ts';
import { acteDuReferentiel } from '../garanties/referentiel-actes.ts';
import { estimerRemboursement, type EstimationEntree } from './estimer-remboursement.ts';

const acte = (code: string, prestations: Prestation[] = []): Acte => ({ ...acteDuReferentiel(code), prestations });
const br = (taux: number): Prestation => ({ type: 'pourcentageBR', taux });
const euros = (montant: number) => Math.round(montant * 100);

function estimer(code: string, prestations: Prestation[], entree: Omit<EstimationEntree, 'acte'>) {
  return estimerRemboursement({ acte: acte(code, prestations), dateSoins: '2025-06-10', ...entree });
}

describe('forfaits', () => {
  const osteo: Prestation = { type: 'forfait', montant: 4000, unite: 'seance', maxParAn: 4 };

  it('ostéopathie à 60 € : 40 € par séance, 20 € au-delà du forfait', () => {
    const r = estimer('OSTEOPATHIE', [osteo], { fraisReels: euros(60) });
    expect(r).toMatchObject({ baseRemboursement: 0, montantSecu: 0, montantMutuelle: 4000, resteACharge: 2000 });
  });

  it('la 5e séance de l’année n’est plus prise en charge : forfait épuisé', () => {
    const r = estimer('OSTEOPATHIE', [osteo], { fraisReels: euros(60), consommationAnnuelle: { seancesUtilisees: 4 } });
    expect(r).toMatchObject({ montantMutuelle: 0, resteACharge: 6000 });
    expect(r.details).toMatchObject({ forfaitEpuise: 4000, depassement: 2000, seancesPrisesEnCharge: 0 });
  });

  it('forfait annuel de 100 € dont 70 € déjà utilisés : il reste 30 €', () => {
    const vaccins: Prestation = { type: 'forfait', montant: 10000, unite: 'an' };
    const r = estimer('VACCINS_NON_REMBOURSES', [vaccins], {
      fraisReels: euros(60),
      consommationAnnuelle: { forfaitUtilise: 7000 },
    });
    expect(r).toMatchObject({ montantMutuelle: 3000, resteACharge: 3000 });
    expect(r.details.forfaitEpuise).toBe(3000);
  });

  it('aide auditive classe II à 1 800 € : 100 % BR + 1 300 € atteint le plafond de 1 700 €', () => {
    const niveau: Prestation = {
      type: 'pourcentageBRPlusForfait',
      taux: 100,
      forfait: { montant: 130000, unite: 'aideAuditive' },
    };
    const r = estimer('AIDE_AUDITIVE_CLASSE_2', [niveau], { fraisReels: euros(1800) });
    expect(r).toMatchObject({ montantSecu: 24000, montantMutuelle: 146000, resteACharge: 10000 });
    const genereux: Prestation = { ...niveau, forfait: { montant: 200000, unite: 'aideAuditive' } };
    expect(
      estimer('AIDE_AUDITIVE_CLASSE_2', [genereux], { fraisReels: euros(2500) }).details.plafondsAppliques,
    ).toEqual(['aideAuditive']);
  });
});

describe('optique, dentaire et 100 % Santé', () => {
  const forfait = (montant: number): Prestation => ({
    type: 'forfait',
    montant,
    unite: 'equipement',
    periodeAnnees: 2,
  });

  it('lunettes classe B à 380 € avec un forfait de 200 € : Sécurité sociale 0,09 €, reste 179,91 €', () => {
    const r = estimer('OPTIQUE_VERRES_SIMPLES', [forfait(20000)], { fraisReels: euros(380) });
    expect(r).toMatchObject({ baseRemboursement: 15, montantSecu: 9, montantMutuelle: 20000, resteACharge: 17991 });
  });

  it('verres simples : pas plus de 420 € de mutuelle, et 100 € pour une monture à 150 €', () => {
    const sansMonture = estimer('OPTIQUE_VERRES_SIMPLES', [forfait(60000)], { fraisReels: euros(700) });
    expect(sansMonture.montantMutuelle).toBe(42000);
    expect(sansMonture.details.plafondsAppliques).toEqual(['optiqueEquipement']);
    const monture = estimer('OPTIQUE_VERRES_SIMPLES', [forfait(60000)], {
      fraisReels: euros(380),
      fraisMonture: euros(150),
    });
    expect(monture).toMatchObject({ montantMutuelle: 33000, resteACharge: 4991 });
    expect(monture.details.plafondsAppliques).toEqual(['monture']);
  });

  it('« dont monture 60 € maximum » : la monture à 150 € n’est prise que pour 60 €', () => {
    const niveau: Prestation = { type: 'forfait', montant: 40000, unite: 'equipement', dontMonture: 6000 };
    const r = estimer('OPTIQUE_VERRES_SIMPLES', [niveau], { fraisReels: euros(380), fraisMonture: euros(150) });
    expect(r).toMatchObject({ montantMutuelle: 29000, resteACharge: 8991 });
  });

  it('un équipement tous les 2 ans : le forfait déjà pris, la mutuelle ne paie plus rien', () => {
    const r = estimer('OPTIQUE_VERRES_SIMPLES', [forfait(20000)], {
      fraisReels: euros(380),
      consommationAnnuelle: { forfaitUtilise: 20000 },
    });
    expect(r).toMatchObject({ montantMutuelle: 0, resteACharge: 37991 });
    expect(r.details.forfaitEpuise).toBe(20000);
  });

  it('lunettes 100 % Santé à 105 € : aucun reste à charge', () => {
    const r = estimer('OPTIQUE_100_SANTE', [{ type: 'centPourCentSante' }], {
      fraisReels: euros(105),
      baseRemboursement: 3150,
    });
    expect(r).toMatchObject({ montantSecu: 1890, montantMutuelle: 8610, resteACharge: 0 });
  });

  it('couronne 100 % Santé : sans reste à charge jusqu’à l’honoraire limite de 515 € (2025), au-delà le dépassement reste', () => {
    const r = estimer('COURONNE_100_SANTE', [{ type: 'centPourCentSante' }], { fraisReels: euros(515) });
    expect(r).toMatchObject({ baseRemboursement: 12000, montantSecu: 7200, montantMutuelle: 44300, resteACharge: 0 });
    const trop = estimer('COURONNE_100_SANTE', [{ type: 'centPourCentSante' }], { fraisReels: euros(530) });
    expect(trop.resteACharge).toBe(1500);
    expect(trop.details.plafondsAppliques).toEqual(['prixLimiteDeVente']);
  });

  it('détartrage à 28,92 € : 60 % depuis octobre 2023, mutuelle 11,57 €, pas de participation chez le dentiste', () => {
    const r = estimer('DETARTRAGE', [br(100)], { fraisReels: 2892 });
    expect(r).toMatchObject({ montantSecu: 1735, participationForfaitaire: 0, montantMutuelle: 1157, resteACharge: 0 });
  });
});

describe('hospitalisation et actes non couverts', () => {
  it('forfait journalier : 3 jours à 20 €, entièrement couverts en frais réels', () => {
    const r = estimer('HOSPI_FORFAIT_JOURNALIER', [{ type: 'fraisReels' }], { fraisReels: 6000, nombre: 3 });
    expect(r).toMatchObject({ montantSecu: 0, montantMutuelle: 6000, resteACharge: 0 });
  });

  it('un acte absent de la garantie : la mutuelle ne paie rien', () => {
    const r = estimer('IMPLANT_DENTAIRE', [], { fraisReels: euros(1200) });
    expect(r).toMatchObject({ montantMutuelle: 0, resteACharge: 120000 });
    expect(r.details.acteNonCouvert).toBe(true);
  });

  it('un acte remboursé par la Sécurité sociale mais absent de l’offre : seule la Sécurité sociale paie', () => {
    const offre = { code: 'VIDE', libelle: 'Vide', domaines: [], renforts: [] };
    const r = estimerRemboursement({
      acte: acte('DETARTRAGE', [br(300)]),
      offre,
      fraisReels: 2892,
      dateSoins: '2025-01-01',
    });
    expect(r).toMatchObject({ montantSecu: 1735, montantMutuelle: 0, resteACharge: 1157 });
    expect(() => estimerRemboursement({ acte: 'DETARTRAGE', offre, fraisReels: 2892 })).toThrow('Acte inconnu');
  });

  it('une base « devis » sans base saisie est refusée', () => {
    expect(() => estimer('IMAGERIE', [br(100)], { fraisReels: 5000 })).toThrow('Base de remboursement manquante');
  });

  it('choisit le niveau selon l’âge du bénéficiaire', () => {
    const niveaux: Prestation[] = [
      { ...forfaitEnfant(), ageMaximum: 15 },
      { type: 'forfait', montant: 10000, unite: 'equipement', ageMinimum: 16 },
    ];
    expect(
      estimer('OPTIQUE_VERRES_SIMPLES', niveaux, { fraisReels: euros(300), ageBeneficiaire: 10 }).montantMutuelle,
    ).toBe(15000);
    expect(
      estimer('OPTIQUE_VERRES_SIMPLES', niveaux, { fraisReels: euros(300), ageBeneficiaire: 40 }).montantMutuelle,
    ).toBe(10000);
  });
});

function forfaitEnfant(): Prestation {
  return { type: 'forfait', montant: 15000, unite: 'equipement' };
}
