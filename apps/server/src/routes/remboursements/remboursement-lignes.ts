import { expliquerResteACharge } from '@portail/shared/remboursement/expliquer-reste-a-charge';
import {
  type DomaineSoins,
  domainesSoins,
  type LigneRemboursement,
  origineDecompteLibelles,
  resteAVotreCharge,
  statutDecompteLibelles,
} from '@portail/shared/remboursements';
import type { LigneRow } from './remboursements-repository.ts';
import { toCsv, type CsvColumn } from '../../lib/csv.ts';

/* A stored line as the member sees it: the API item, « Pourquoi ce reste à charge ? », a CSV row. */

export function toLigne(row: LigneRow): LigneRemboursement {
  return {
    id: String(row.id),
    dateSoins: row.dateSoins,
    beneficiaire: { numPers: row.numPers, prenom: row.prenom, nom: row.nom },
    acteCode: row.acteCode,
    acteLibelle: row.acteLibelle,
    domaine: row.domaine as DomaineSoins,
    professionnel: row.professionnel,
    nombre: row.nombre,
    fraisReels: row.fraisReels,
    baseRemboursement: row.baseRemboursement,
    tauxSecu: row.tauxSecu,
    montantSecu: row.montantSecu,
    participationForfaitaire: row.participationForfaitaire,
    franchise: row.franchise,
    montantMutuelle: row.montantMutuelle,
    resteACharge: row.resteACharge,
    resteAVotreCharge: resteAVotreCharge(row),
    statut: row.statut,
    motifRejet: row.motifRejet,
    origine: row.origine,
    destinataire: row.destinataire,
    paiement:
      row.paiementReference && row.datePaiement ? { reference: row.paiementReference, date: row.datePaiement } : null,
    nouveau: row.vuAt === null,
  };
}

/** The franchise of a line, told from its acte (boxes of medicines, paramedical acts, transport). */
function franchiseType(acteCode: string) {
  if (acteCode.startsWith('PHARMACIE')) return 'boite' as const;
  if (acteCode.startsWith('TRANSPORT')) return 'transport' as const;
  if (acteCode.startsWith('KINE') || acteCode.startsWith('INFIRMIER')) return 'acteParamedical' as const;
  return undefined;
}

/** « Pourquoi ce reste à charge ? » from the stored line (decision 040: imported lines carry no ceilings). */
export function explications(row: LigneRow) {
  const type = franchiseType(row.acteCode);
  return expliquerResteACharge({
    fraisReels: row.fraisReels,
    montantSecu: row.montantSecu,
    participationForfaitaire: row.participationForfaitaire,
    franchise: row.franchise,
    montantMutuelle: row.montantMutuelle,
    resteACharge: row.resteACharge,
    statut: row.statut,
    motifRejet: row.motifRejet,
    details: {
      acteNonCouvert: row.acteNonCouvert,
      forfaitEpuise: row.forfaitEpuise,
      ...(type ? { franchiseType: type } : {}),
    },
  });
}

const frDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** « 1234,56 »: a number Excel reads in a French locale (no currency sign, no thousands separator). */
const decimal = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

export const csvColumns: CsvColumn<LigneRemboursement>[] = [
  { header: 'Date des soins', value: (l) => frDay(l.dateSoins) },
  { header: 'Bénéficiaire', value: (l) => `${l.beneficiaire.prenom} ${l.beneficiaire.nom}` },
  { header: 'Acte', value: (l) => l.acteLibelle },
  { header: 'Code acte', value: (l) => l.acteCode },
  { header: 'Domaine', value: (l) => domainesSoins[l.domaine] },
  { header: 'Professionnel de santé', value: (l) => l.professionnel },
  { header: 'Quantité', value: (l) => String(l.nombre) },
  { header: 'Frais réels (€)', value: (l) => decimal(l.fraisReels) },
  { header: 'Base de remboursement (€)', value: (l) => decimal(l.baseRemboursement) },
  { header: 'Taux Sécurité sociale (%)', value: (l) => String(l.tauxSecu) },
  { header: 'Remboursement Sécurité sociale (€)', value: (l) => decimal(l.montantSecu) },
  { header: 'Participation forfaitaire (€)', value: (l) => decimal(l.participationForfaitaire) },
  { header: 'Franchise médicale (€)', value: (l) => decimal(l.franchise) },
  { header: 'Remboursement mutuelle (€)', value: (l) => decimal(l.montantMutuelle) },
  { header: 'Reste à votre charge (€)', value: (l) => decimal(l.resteAVotreCharge) },
  { header: 'Statut', value: (l) => statutDecompteLibelles[l.statut] },
  { header: 'Motif du rejet', value: (l) => l.motifRejet ?? '' },
  { header: 'Origine', value: (l) => origineDecompteLibelles[l.origine] },
  { header: 'Payé à', value: (l) => (l.destinataire === 'adherent' ? 'Vous' : l.professionnel) },
  { header: 'Date du paiement', value: (l) => (l.paiement ? frDay(l.paiement.date) : '') },
  { header: 'Référence du paiement', value: (l) => l.paiement?.reference ?? '' },
];

/** The reimbursement lines as CSV (lib/csv.ts). */
export function lignesCsv(lignes: readonly LigneRemboursement[]): Buffer {
  return toCsv(csvColumns, lignes);
}
