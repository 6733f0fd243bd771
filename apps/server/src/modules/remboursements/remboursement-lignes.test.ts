import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv.ts';
import { explications, exportColumns, toLigne } from './remboursement-lignes.ts';
import type { LigneRow } from './remboursements-repository.ts';

const row: LigneRow = {
  id: 12,
  dateTri: '2026-03-06',
  groupe: 3,
  dateSoins: '2026-03-02',
  numPers: 'P100001',
  prenom: 'Marie',
  nom: 'Dupont',
  acteCode: 'CONSULT_SPECIALISTE',
  acteLibelle: 'Consultation de médecin spécialiste',
  domaine: 'soins-courants',
  professionnel: 'Dr Sophie Garnier; "secteur 2"',
  nombre: 1,
  fraisReels: 6000,
  baseRemboursement: 3150,
  tauxSecu: 70,
  montantSecu: 2005,
  participationForfaitaire: 200,
  franchise: 0,
  montantMutuelle: 1100,
  resteACharge: 2695,
  acteNonCouvert: false,
  forfaitEpuise: 0,
  statut: 'paye',
  motifRejet: null,
  origine: 'noemie',
  destinataire: 'adherent',
  demandeNumero: null,
  paiementId: 3,
  paiementReference: 'VIR-20260306-001',
  datePaiement: '2026-03-06',
  vuAt: null,
};

describe('une ligne stockée vue par l’adhérent', () => {
  it('« Pourquoi ce reste à charge ? » : participation puis dépassement, qui font le reste à sa charge', () => {
    const why = explications(row);
    expect(why.map((e) => e.motif)).toEqual(['participationForfaitaire', 'depassement']);
    expect(why.reduce((s, e) => s + e.montant, 0)).toBe(toLigne(row).resteAVotreCharge);
    expect(why[1]!.texte).toMatch(/dépassement au-delà de ce que prévoit votre garantie/);
  });

  it('une ligne rejetée dit son motif ; la franchise des médicaments dit sur quoi elle porte', () => {
    const rejet = explications({
      ...row,
      statut: 'rejete',
      motifRejet: 'Facture non acquittée',
      montantMutuelle: 0,
      resteACharge: 3795,
    });
    expect(rejet.at(-1)!.texte).toContain('Facture non acquittée');
    const boites = explications({
      ...row,
      acteCode: 'PHARMACIE_65',
      participationForfaitaire: 0,
      franchise: 200,
      resteACharge: 0,
      montantMutuelle: 1795,
    });
    expect(boites[0]!.texte).toContain('sur les boîtes de médicaments');
  });

  it('le CSV : BOM, « ; », champs protégés (guillemets, formules), montants « 60,00 »', () => {
    const csv = toCsv(exportColumns, [toLigne({ ...row, acteLibelle: '=HYPERLINK("x")' })]).toString('utf8');
    expect(csv.startsWith('\uFEFFDate des soins;Bénéficiaire;Acte;')).toBe(true);
    const data = csv.split('\r\n')[1]!;
    expect(data).toContain(`"'=HYPERLINK(""x"")"`);
    expect(data).toContain('"Dr Sophie Garnier; ""secteur 2"""');
    expect(data).toContain(';60,00;31,50;70;20,05;2,00;0,00;11,00;28,95;Payé;');
  });
});
