import type { PdfDocument } from '../pdf-document-schema.ts';
import { formatIsoDay, formatParisDate } from '../pdf-texts.ts';
import { clientFrame, personName, type DocumentClient } from './document-client.ts';

/*
 * « Situation contractuelle » (edition `SituationContractuelle`): the contract as it stands on the day
 * of issue — offer and reinforcements, state, dates, how benefits are paid, the people covered —
 * for a new employer, a social worker or another insurer. Same frame as the attestation.
 */

export interface SituationContractuelleData {
  client: DocumentClient;
  issuedAt: Date;
  verification?: { code: string; url: string };
  souscripteur: { civilite?: string; prenom: string; nom: string; numeroAdherent: string };
  contrat: {
    numero: string;
    offre: string;
    categorie: 'sante' | 'prevoyance';
    etat: string;
    dateEffet: string | null;
    dateResiliation: string | null;
    renforts: string[];
    paiement: string;
    precontentieux: boolean;
  };
  assures: { prenom: string; nom: string; lien: string; dateNaissance: string; teletransmission: boolean }[];
  /** A beneficiary's copy names only him: said under the table. */
  partielle: boolean;
}

const situationTexts = {
  title: 'Situation contractuelle',
  subject: (numero: string) => `Contrat n° ${numero}`,
  reference: (numero: string) => `Contrat n° ${numero}`,
  intro: (client: string, date: string) =>
    `${client} certifie que la situation du contrat ci-dessous est, au ${date}, celle qui figure dans ses fichiers.`,
  contract: 'Contrat',
  holder: 'Souscripteur',
  memberNumber: 'N° d’adhérent',
  contractNumber: 'N° de contrat',
  offer: 'Offre',
  category: 'Nature',
  categories: { sante: 'Complémentaire santé', prevoyance: 'Prévoyance' },
  state: 'État',
  effectiveDate: 'Date d’effet',
  endDate: 'Date de résiliation',
  reinforcements: 'Renforts souscrits',
  none: 'Aucun',
  payment: 'Paiement des prestations',
  covered: 'Personnes couvertes',
  columns: ['Nom et prénom', 'Qualité', 'Date de naissance', 'Télétransmission'],
  yes: 'Oui',
  no: 'Non',
  partial: 'Copie délivrée à un bénéficiaire : seule sa propre situation y figure.',
  precontentieux: 'Des cotisations restent dues sur ce contrat.',
  closing: 'Document délivré pour servir et valoir ce que de droit.',
};

export function buildSituationContractuelle(data: SituationContractuelleData): PdfDocument {
  const t = situationTexts;
  const { contrat } = data;
  const fr = (day: string | null) => (day ? formatIsoDay(day) : '—');
  return {
    ...clientFrame(data.client),
    title: t.title,
    subject: t.subject(contrat.numero),
    issuedAt: data.issuedAt,
    reference: t.reference(contrat.numero),
    ...(data.verification ? { verification: data.verification } : {}),
    blocks: [
      { type: 'paragraph', text: t.intro(data.client.libelle, formatParisDate(data.issuedAt)) },
      { type: 'heading', text: t.contract },
      {
        type: 'keyValues',
        columns: 2,
        labelWidthMm: 40,
        items: [
          { label: t.contractNumber, value: contrat.numero },
          { label: t.holder, value: personName(data.souscripteur) },
          { label: t.offer, value: contrat.offre },
          { label: t.memberNumber, value: data.souscripteur.numeroAdherent },
          { label: t.category, value: t.categories[contrat.categorie] },
          { label: t.state, value: contrat.etat },
          { label: t.effectiveDate, value: fr(contrat.dateEffet) },
          { label: t.endDate, value: fr(contrat.dateResiliation) },
          { label: t.reinforcements, value: contrat.renforts.length ? contrat.renforts.join(', ') : t.none },
          { label: t.payment, value: contrat.paiement },
        ],
      },
      ...(contrat.precontentieux ? [{ type: 'notice' as const, text: t.precontentieux }] : []),
      { type: 'heading', text: t.covered },
      {
        type: 'table',
        columns: [
          { header: t.columns[0]!, width: 3 },
          { header: t.columns[1]!, width: 2 },
          { header: t.columns[2]!, width: 2, align: 'right' },
          { header: t.columns[3]!, width: 2, align: 'center' },
        ],
        rows: data.assures.map((a) => [
          personName(a),
          a.lien,
          formatIsoDay(a.dateNaissance),
          a.teletransmission ? t.yes : t.no,
        ]),
      },
      ...(data.partielle ? [{ type: 'paragraph' as const, text: t.partial, tone: 'small' as const }] : []),
      { type: 'paragraph', text: t.closing, tone: 'muted' },
    ],
  };
}
