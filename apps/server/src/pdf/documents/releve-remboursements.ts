import { formatEuros } from '@portail/shared/format';
import type { PdfDocument } from '../pdf-document-schema.ts';
import { formatIsoDay } from '../pdf-texts.ts';
import { clientFrame, personName, type DocumentClient } from './document-client.ts';

/*
 * « Relevé de remboursements » (edition `ReleveRemboursement`): a statement of every line paid over
 * a period, hundreds of lines over several pages, with its totals. Amounts are in cents.
 */

export interface LigneReleve {
  dateSoins: string;
  beneficiaire: string;
  nature: string;
  fraisReels: number;
  baseSS: number;
  rembourseSS: number;
  rembourseMutuelle: number;
  resteACharge: number;
}

export interface ReleveRemboursementsData {
  client: DocumentClient;
  issuedAt: Date;
  contratNumero: string;
  adherent: { civilite: string; prenom: string; nom: string; numeroAdherent: string };
  periode: { du: string; au: string };
  /** Masked by the caller: only the last 4 characters shown. */
  compteCredite: string;
  lignes: LigneReleve[];
  /** The §3 edition's own title and subject (RelevePrestationSante…); ReleveRemboursement's by default. */
  title?: string;
  subject?: string;
  /** « Compte crédité » by default; « Payé à » for the tiers-payant statement. */
  accountLabel?: string;
}

const releveTexts = {
  title: 'Relevé de remboursements',
  subject: (du: string, au: string) => `Prestations santé réglées du ${du} au ${au}`,
  reference: (numero: string) => `Contrat n° ${numero}`,
  member: 'Adhérent',
  memberNumber: 'N° d’adhérent',
  period: 'Période',
  periodValue: (du: string, au: string) => `du ${du} au ${au}`,
  account: 'Compte crédité',
  lineCount: 'Nombre d’actes',
  detail: 'Détail des remboursements',
  columns: {
    date: 'Date des soins',
    beneficiary: 'Bénéficiaire',
    nature: 'Nature des soins',
    charged: 'Frais réels',
    base: 'Base SS',
    ss: 'Remb. SS',
    mutuelle: 'Remb. mutuelle',
    remaining: 'Reste à charge',
  },
  total: 'Total',
  empty: 'Aucun remboursement sur la période.',
  explanation:
    'Les remboursements de la Sécurité sociale sont ceux que votre caisse d’assurance maladie nous a transmis. Le reste à charge tient compte de la participation forfaitaire et des franchises médicales.',
};

type AmountKey = 'fraisReels' | 'baseSS' | 'rembourseSS' | 'rembourseMutuelle' | 'resteACharge';
const amountKeys: AmountKey[] = ['fraisReels', 'baseSS', 'rembourseSS', 'rembourseMutuelle', 'resteACharge'];
const euros = (cents: number) => formatEuros(cents);

export function buildReleveRemboursements(data: ReleveRemboursementsData): PdfDocument {
  const t = releveTexts;
  const c = t.columns;
  const [du, au] = [formatIsoDay(data.periode.du), formatIsoDay(data.periode.au)];
  const sum = (key: AmountKey) => data.lignes.reduce((total, ligne) => total + ligne[key], 0);
  const amount = (header: string) => ({ header, width: 1, align: 'right' as const });
  return {
    ...clientFrame(data.client),
    title: data.title ?? t.title,
    subject: data.subject ?? t.subject(du, au),
    issuedAt: data.issuedAt,
    reference: t.reference(data.contratNumero),
    blocks: [
      {
        type: 'keyValues',
        columns: 2,
        items: [
          { label: t.member, value: personName(data.adherent) },
          { label: t.memberNumber, value: data.adherent.numeroAdherent },
          { label: t.period, value: t.periodValue(du, au) },
          { label: data.accountLabel ?? t.account, value: data.compteCredite },
          { label: t.lineCount, value: String(data.lignes.length) },
        ],
      },
      { type: 'heading', text: t.detail },
      {
        type: 'table',
        columns: [
          { header: c.date, width: 1.1 },
          { header: c.beneficiary, width: 1.3 },
          { header: c.nature, width: 2.9 },
          amount(c.charged),
          amount(c.base),
          amount(c.ss),
          amount(c.mutuelle),
          amount(c.remaining),
        ],
        rows: data.lignes.map((l) => [
          formatIsoDay(l.dateSoins),
          l.beneficiaire,
          l.nature,
          ...amountKeys.map((key) => euros(l[key])),
        ]),
        ...(data.lignes.length > 0 ? { totals: [t.total, '', '', ...amountKeys.map((key) => euros(sum(key)))] } : {}),
        emptyText: t.empty,
      },
      { type: 'paragraph', text: t.explanation, tone: 'small' },
    ],
  };
}
