import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expliquerResteACharge, totalACharge } from '@portail/shared/remboursement/expliquer-reste-a-charge';
import { demoOffreParNom } from './demo-offres.ts';
import { decomptesDemoDupont } from './demo-decomptes-dupont.ts';
import { genererDecomptesDemo, type LigneDecompteDemo } from './demo-decomptes.ts';

const membres = readFileSync(path.join(import.meta.dirname, 'demo-members.jsonl'), 'utf8');
const jusquAu = '2026-11-24';
const lignes = decomptesDemoDupont(membres, jusquAu);
const de = (code: string) => lignes.filter((l) => l.acteCode === code);

afterEach(() => vi.restoreAllMocks());

describe('remboursements de démonstration de la famille Dupont', () => {
  it('déterministes : mêmes données à chaque appel, sans Math.random', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random interdit');
    });
    expect(decomptesDemoDupont(membres, jusquAu)).toEqual(lignes);
    expect(decomptesDemoDupont(membres, '2026-11-25')).not.toEqual(lignes);
  });

  it('chaque ligne : frais = Sécurité sociale + participation + franchise + mutuelle + reste, en centimes ≥ 0', () => {
    expect(lignes.length).toBeGreaterThan(80);
    for (const l of lignes) {
      const parts = [l.montantSecu, l.participationForfaitaire, l.franchise, l.montantMutuelle, l.resteACharge];
      for (const part of parts) expect(Number.isInteger(part) && part >= 0, l.cle).toBe(true);
      expect(
        parts.reduce((a, b) => a + b, 0),
        l.cle,
      ).toBe(l.fraisReels);
      const explications = expliquerResteACharge(l);
      expect(
        explications.reduce((a, e) => a + e.montant, 0),
        l.cle,
      ).toBe(totalACharge(l));
    }
  });

  it('deux années couvertes, jusqu’au jour demandé', () => {
    const dates = lignes.map((l) => l.dateSoins).sort();
    expect(dates[0]! >= '2024-11-25' && dates[0]! < '2024-12-25').toBe(true);
    expect(dates.at(-1)! <= jusquAu && dates.at(-1)! > '2026-11-15').toBe(true);
    expect(new Set(dates.map((d) => d.slice(0, 7))).size).toBeGreaterThanOrEqual(20);
    expect(new Set(lignes.map((l) => l.cle)).size).toBe(lignes.length);
  });

  it('toute la famille du contrat 40012345, Thomas sans télétransmission en papier', () => {
    expect(new Set(lignes.map((l) => l.numPers))).toEqual(new Set(['P100001', 'P100002', 'P100003']));
    const thomas = lignes.filter((l) => l.numPers === 'P100002' && l.origine !== 'tiersPayant');
    expect(thomas.length).toBeGreaterThan(0);
    expect(new Set(thomas.map((l) => l.origine))).toEqual(new Set(['papier']));
  });

  it('consultations à 30 € : 19 € de Sécurité sociale, 2 € de participation, 9 € de mutuelle', () => {
    const consultations = de('CONSULT_GENERALISTE').filter((l) => l.dateSoins >= '2024-12-22');
    expect(consultations.length).toBeGreaterThan(10);
    for (const l of consultations) {
      expect(l).toMatchObject({
        fraisReels: 3000,
        montantSecu: 1900,
        participationForfaitaire: 200,
        montantMutuelle: 900,
      });
    }
  });

  it('toutes les catégories attendues sont là', () => {
    expect(de('CONSULT_SPECIALISTE').some((l) => l.resteACharge > 0)).toBe(true);
    expect(lignes.some((l) => l.acteCode.startsWith('PHARMACIE') && l.franchise > 0)).toBe(true);
    for (const code of ['BIOLOGIE', 'KINESITHERAPIE', 'DETARTRAGE', 'IMAGERIE', 'URGENCES_FORFAIT']) {
      expect(de(code).length, code).toBeGreaterThan(0);
    }
    expect(de('OPTIQUE_100_SANTE').every((l) => l.resteACharge === 0)).toBe(true);
    expect(de('OPTIQUE_100_SANTE')).toHaveLength(1);
    expect(de('OPTIQUE_VERRES_COMPLEXES')[0]?.resteACharge).toBeGreaterThan(0);
    expect(de('COURONNE_100_SANTE')[0]).toMatchObject({ resteACharge: 0, participationForfaitaire: 0 });
    expect(de('COURONNE_TARIF_LIBRE')[0]?.resteACharge).toBeGreaterThan(0);
    expect(de('HOSPI_SEJOUR')).toHaveLength(1);
    const forfait = de('HOSPI_FORFAIT_JOURNALIER')[0] as LigneDecompteDemo;
    expect(forfait.montantMutuelle).toBe(forfait.fraisReels);
    expect(forfait.fraisReels).toBe(forfait.nombre * (forfait.dateSoins < '2026-03-01' ? 2000 : 2300));
    expect(de('HOSPI_HONORAIRES')[0]).toMatchObject({ tauxSecu: 100 });
  });

  it('ostéopathie au forfait du renfort : 4 séances par an, la 5e n’est plus remboursée', () => {
    const osteo = de('OSTEOPATHIE').filter((l) => l.numPers === 'P100001');
    expect(osteo.map((l) => l.montantMutuelle)).toEqual([4000, 4000, 4000, 4000, 0]);
    expect(osteo[4]?.forfaitEpuise).toBe(4000);
  });

  it('une ligne rejetée avec son motif, des lignes en cours, tiers payant et paiements à l’adhérent', () => {
    const rejetees = lignes.filter((l) => l.statut === 'rejete');
    expect(rejetees).toHaveLength(1);
    expect(rejetees[0]).toMatchObject({
      montantMutuelle: 0,
      paiement: null,
      motifRejet: expect.stringMatching(/^Facture non acquittée/),
    });
    expect(expliquerResteACharge(rejetees[0]!)[0]?.texte).toContain('Facture non acquittée');
    const enCours = lignes.filter((l) => l.statut === 'enCours');
    expect(enCours.length).toBeGreaterThan(0);
    expect(enCours.every((l) => l.paiement === null)).toBe(true);
    expect(new Set(lignes.map((l) => l.beneficiairePaiement))).toEqual(new Set(['adherent', 'professionnel']));
    expect(new Set(lignes.map((l) => l.origine))).toEqual(new Set(['noemie', 'papier', 'tiersPayant']));
  });

  it('un virement regroupe plusieurs lignes d’un même jour et d’un même bénéficiaire du paiement', () => {
    const parReference = new Map<string, LigneDecompteDemo[]>();
    for (const l of lignes) {
      if (l.paiement) parReference.set(l.paiement.reference, [...(parReference.get(l.paiement.reference) ?? []), l]);
    }
    expect([...parReference.values()].some((groupe) => groupe.length > 1)).toBe(true);
    for (const [reference, groupe] of parReference) {
      expect(reference).toMatch(/^VIR-\d{8}-\d{3}$/);
      expect(new Set(groupe.map((l) => l.paiement!.date)).size).toBe(1);
      expect(
        new Set(groupe.map((l) => (l.beneficiairePaiement === 'adherent' ? 'adherent' : l.professionnel))).size,
      ).toBe(1);
      for (const l of groupe) expect(l.paiement!.date > l.dateSoins && l.paiement!.date <= jusquAu).toBe(true);
    }
  });

  it('un enfant mineur ne paie ni participation forfaitaire ni franchise', () => {
    const offre = demoOffreParNom('Santé Confort')!;
    const famille = [
      { numPers: 'A1', prenom: 'Anne', dateNaissance: '1985-01-01', role: 'souscripteur', teletransmission: true },
      { numPers: 'E1', prenom: 'Emma', dateNaissance: '2015-06-01', role: 'enfant', teletransmission: true },
      { numPers: 'E2', prenom: 'Noé', dateNaissance: '2018-03-01', role: 'enfant', teletransmission: true },
    ] as const;
    const autres = genererDecomptesDemo({ jusquAu: '2026-06-30', numeroContrat: 'T1', offre, famille: [...famille] });
    const enfants = autres.filter((l) => l.numPers !== 'A1');
    expect(new Set(enfants.map((l) => l.numPers))).toEqual(new Set(['E1', 'E2']));
    expect(enfants.every((l) => l.participationForfaitaire === 0 && l.franchise === 0)).toBe(true);
    expect(autres.some((l) => l.numPers === 'A1' && l.participationForfaitaire > 0)).toBe(true);
  });
});
