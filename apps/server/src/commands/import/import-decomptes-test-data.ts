/** Builders of reimbursement import lines for the tests: a valid record, changed by overrides. */

export function paiement(reference: string, montant: number, overrides: Record<string, unknown> = {}) {
  return {
    type: 'paiement',
    reference,
    numeroContratIndividuel: 'C1',
    datePaiement: '2026-03-06',
    destinataire: 'adherent',
    montant,
    ...overrides,
  };
}

/** A GP consultation at 30 €: SS 19 €, participation 2 €, mutuelle 9 € (decision 040). */
export function decompte(cle: string, overrides: Record<string, unknown> = {}) {
  return {
    type: 'decompte',
    cle,
    numeroContratIndividuel: 'C1',
    numPers: 'P1',
    dateSoins: '2026-03-02',
    acte: { code: 'CONSULT_GENERALISTE', libelle: 'Consultation de médecin généraliste' },
    domaine: 'soins-courants',
    professionnel: 'Dr Claire Morel',
    fraisReels: 3000,
    baseRemboursement: 3000,
    tauxSecu: 70,
    montantSecu: 1900,
    participationForfaitaire: 200,
    montantMutuelle: 900,
    resteACharge: 0,
    origine: 'noemie',
    destinataire: 'adherent',
    statut: 'paye',
    paiement: 'VIR-1',
    ...overrides,
  };
}
