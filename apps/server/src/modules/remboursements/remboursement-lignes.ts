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
import type { ExportColumn } from '../../lib/export-columns.ts';

/* A stored line as the member sees it: the API item, « Pourquoi ce reste à charge ? », an export row. */

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

/** « Reste à votre charge » and the other amounts in euros; the days as real dates in Excel. */
export const exportColumns: ExportColumn<LigneRemboursement>[] = [
  { header: 'Date des soins', type: 'date', value: (l) => l.dateSoins },
  { header: 'Bénéficiaire', type: 'text', value: (l) => `${l.beneficiaire.prenom} ${l.beneficiaire.nom}` },
  { header: 'Acte', type: 'text', value: (l) => l.acteLibelle },
  { header: 'Code acte', type: 'text', value: (l) => l.acteCode },
  { header: 'Domaine', type: 'text', value: (l) => domainesSoins[l.domaine] },
  { header: 'Professionnel de santé', type: 'text', value: (l) => l.professionnel },
  { header: 'Quantité', type: 'number', value: (l) => l.nombre },
  { header: 'Frais réels (€)', type: 'amount', value: (l) => l.fraisReels },
  { header: 'Base de remboursement (€)', type: 'amount', value: (l) => l.baseRemboursement },
  { header: 'Taux Sécurité sociale (%)', type: 'number', value: (l) => l.tauxSecu },
  { header: 'Remboursement Sécurité sociale (€)', type: 'amount', value: (l) => l.montantSecu },
  { header: 'Participation forfaitaire (€)', type: 'amount', value: (l) => l.participationForfaitaire },
  { header: 'Franchise médicale (€)', type: 'amount', value: (l) => l.franchise },
  { header: 'Remboursement mutuelle (€)', type: 'amount', value: (l) => l.montantMutuelle },
  { header: 'Reste à votre charge (€)', type: 'amount', value: (l) => l.resteAVotreCharge },
  { header: 'Statut', type: 'text', value: (l) => statutDecompteLibelles[l.statut] },
  { header: 'Motif du rejet', type: 'text', value: (l) => l.motifRejet ?? '' },
  { header: 'Origine', type: 'text', value: (l) => origineDecompteLibelles[l.origine] },
  { header: 'Payé à', type: 'text', value: (l) => (l.destinataire === 'adherent' ? 'Vous' : l.professionnel) },
  { header: 'Date du paiement', type: 'date', value: (l) => l.paiement?.date ?? null },
  { header: 'Référence du paiement', type: 'text', value: (l) => l.paiement?.reference ?? '' },
];
