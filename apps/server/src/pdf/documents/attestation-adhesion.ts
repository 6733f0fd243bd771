import type { PdfDocument } from '../pdf-document-schema.ts';
import { formatIsoDay, formatParisDate } from '../pdf-texts.ts';
import { clientFrame, personName, type DocumentClient } from './document-client.ts';

/*
 * « Attestation d'adhésion » (edition `Attestation`): the template the other documents follow —
 * plain data in, a PdfDocument out, every French word in `texts`.
 */

export interface AttestationAdhesionData {
  client: DocumentClient;
  issuedAt: Date;
  verification?: { code: string; url: string };
  adherent: {
    civilite: string;
    prenom: string;
    nom: string;
    dateNaissance: string;
    numeroAdherent: string;
    /** Already masked by the caller, e.g. « 2 80 05 75 *** *** 42 ». */
    nirMasque?: string;
  };
  contrat: {
    numero: string;
    offre: string;
    dateEffet: string;
    /** Last day the certificate vouches for (end of the current year of cover, usually). */
    valableJusquau: string;
    responsable: boolean;
  };
  beneficiaires: { prenom: string; nom: string; lien: string; dateNaissance: string; dateEffet: string }[];
}

const attestationTexts = {
  title: 'Attestation d’adhésion',
  subject: (offre: string) => `Complémentaire santé — ${offre}`,
  reference: (numero: string) => `Contrat n° ${numero}`,
  intro: (client: string) => `${client} atteste que `,
  introEnd: (offre: string) =>
    ` est adhérent(e) du contrat de complémentaire santé « ${offre} » et bénéficie, ainsi que les personnes désignées ci-dessous, des garanties de ce contrat.`,
  adherent: 'Adhérent',
  name: 'Nom et prénom',
  birthDate: 'Date de naissance',
  memberNumber: 'N° d’adhérent',
  nir: 'N° de sécurité sociale',
  contract: 'Contrat',
  contractNumber: 'N° de contrat',
  offer: 'Offre',
  effectiveDate: 'Date d’effet',
  responsible: 'Contrat responsable',
  yes: 'Oui',
  no: 'Non',
  beneficiaries: 'Bénéficiaires couverts',
  columns: ['Nom et prénom', 'Lien', 'Date de naissance', 'Date d’effet'],
  noBeneficiary: 'Aucun bénéficiaire enregistré sur ce contrat.',
  validity: (from: string, to: string) =>
    `Cette attestation est valable du ${from} au ${to}, sous réserve du paiement des cotisations. Elle ne vaut pas carte de tiers payant.`,
  closing: 'Attestation délivrée pour servir et valoir ce que de droit.',
};

const fr = formatIsoDay;
/** The same label width in both lists, so that their columns line up. */
const labelWidthMm = 36;

export function buildAttestationAdhesion(data: AttestationAdhesionData): PdfDocument {
  const t = attestationTexts;
  const { adherent, contrat } = data;
  return {
    ...clientFrame(data.client),
    title: t.title,
    subject: t.subject(contrat.offre),
    issuedAt: data.issuedAt,
    reference: t.reference(contrat.numero),
    ...(data.verification ? { verification: data.verification } : {}),
    blocks: [
      {
        type: 'paragraph',
        text: [
          { text: t.intro(data.client.libelle) },
          { text: personName(adherent), bold: true },
          { text: t.introEnd(contrat.offre) },
        ],
      },
      { type: 'heading', text: t.adherent },
      {
        type: 'keyValues',
        columns: 2,
        labelWidthMm,
        items: [
          { label: t.name, value: personName(adherent) },
          { label: t.memberNumber, value: adherent.numeroAdherent },
          { label: t.birthDate, value: fr(adherent.dateNaissance) },
          ...(adherent.nirMasque ? [{ label: t.nir, value: adherent.nirMasque }] : []),
        ],
      },
      { type: 'heading', text: t.contract },
      {
        type: 'keyValues',
        columns: 2,
        labelWidthMm,
        items: [
          { label: t.contractNumber, value: contrat.numero },
          { label: t.offer, value: contrat.offre },
          { label: t.effectiveDate, value: fr(contrat.dateEffet) },
          { label: t.responsible, value: contrat.responsable ? t.yes : t.no },
        ],
      },
      { type: 'heading', text: t.beneficiaries },
      {
        type: 'table',
        columns: [
          { header: t.columns[0]!, width: 3 },
          { header: t.columns[1]!, width: 2 },
          { header: t.columns[2]!, width: 2, align: 'right' },
          { header: t.columns[3]!, width: 2, align: 'right' },
        ],
        rows: data.beneficiaires.map((b) => [personName(b), b.lien, fr(b.dateNaissance), fr(b.dateEffet)]),
        emptyText: t.noBeneficiary,
      },
      { type: 'notice', text: t.validity(formatParisDate(data.issuedAt), fr(contrat.valableJusquau)) },
      { type: 'paragraph', text: t.closing, tone: 'muted' },
    ],
  };
}
