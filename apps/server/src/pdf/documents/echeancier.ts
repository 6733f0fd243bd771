import { formatEuros } from '@portail/shared/format';
import type { PdfDocument } from '../pdf-document-schema.ts';
import { formatIsoDay } from '../pdf-texts.ts';
import { clientFrame, type DocumentClient } from './document-client.ts';

/*
 * « Échéancier » of the year: one line per premium, with its date, amount and state, and the total.
 * Paid by direct debit, it names the mandate (RUM) and the creditor (ICS): with the debit dates and
 * amounts it is the SEPA pre-notification the creditor owes the debtor before each debit.
 */

export interface EcheancierData {
  client: DocumentClient;
  issuedAt: Date;
  contrat: string;
  offre: string;
  adherent: string;
  annee: number;
  modePaiement: string;
  /** The active mandate the premiums are debited under; null when not paid by direct debit. */
  prelevement?: { rum: string; ics: string; creancier: string; ibanMasque: string } | null;
  echeances: { date: string; libelle: string; montantCentimes: number; statut: 'payee' | 'a_venir' }[];
  totalCentimes: number;
}

const echeancierTexts = {
  title: (annee: number) => `Échéancier ${annee} de vos cotisations`,
  reference: (contrat: string) => `Contrat n° ${contrat}`,
  columns: ['Échéance', 'Date', 'Montant', 'État'],
  paid: 'Payée',
  due: 'À venir',
  total: 'Total de l’année',
  empty: 'Aucune cotisation n’est prévue cette année.',
  adherent: 'Adhérent',
  offre: 'Offre',
  mode: 'Mode de paiement',
  rum: 'Référence unique du mandat (RUM)',
  ics: 'Identifiant créancier SEPA (ICS)',
  creancier: 'Créancier',
  compte: 'Compte débité',
  preNotification: (creancier: string) =>
    `Pré-notification des prélèvements SEPA : les cotisations « À venir » ci-dessous seront prélevées par ${creancier} aux dates et pour les montants indiqués, au titre du mandat dont la référence (RUM) et l’identifiant créancier (ICS) figurent ci-dessus.`,
};

export function buildEcheancier(data: EcheancierData): PdfDocument {
  const t = echeancierTexts;
  const euros = (cents: number) => formatEuros(cents);
  const sepa = data.prelevement ?? null;
  return {
    ...clientFrame(data.client),
    title: t.title(data.annee),
    issuedAt: data.issuedAt,
    reference: t.reference(data.contrat),
    blocks: [
      {
        type: 'keyValues',
        items: [
          { label: t.adherent, value: data.adherent },
          { label: t.offre, value: data.offre },
          { label: t.mode, value: data.modePaiement },
          ...(sepa
            ? [
                { label: t.creancier, value: sepa.creancier },
                { label: t.ics, value: sepa.ics },
                { label: t.rum, value: sepa.rum },
                { label: t.compte, value: sepa.ibanMasque },
              ]
            : []),
        ],
      },
      ...(sepa ? [{ type: 'notice' as const, text: t.preNotification(sepa.creancier) }] : []),
      {
        type: 'table',
        columns: [
          { header: t.columns[0]!, width: 3 },
          { header: t.columns[1]!, width: 2 },
          { header: t.columns[2]!, width: 2, align: 'right' },
          { header: t.columns[3]!, width: 2 },
        ],
        rows: data.echeances.map((e) => [
          e.libelle,
          formatIsoDay(e.date),
          euros(e.montantCentimes),
          e.statut === 'payee' ? t.paid : t.due,
        ]),
        totals: [t.total, '', euros(data.totalCentimes), ''],
        emptyText: t.empty,
      },
    ],
  };
}
