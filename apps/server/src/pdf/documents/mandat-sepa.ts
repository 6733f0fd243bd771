import type { PdfDocument } from '../pdf-document-schema.ts';
import { formatParisDate } from '../pdf-texts.ts';
import { clientFrame, type DocumentClient } from './document-client.ts';

/*
 * « Mandat de prélèvement SEPA » (edition `MandatSepa`): the legal mandate the member signed, with
 * what the EPC rulebook requires of it: the creditor's name, address and country and its ICS, the
 * unique mandate reference (RUM), the debtor's name, address and country, his FULL IBAN and BIC, the
 * place and date of signature, the mandatory wording. The full IBAN is why the route delivers it
 * only to the holder, behind a fresh security code (profil-routes.ts).
 */

export interface MandatSepaData {
  client: DocumentClient;
  issuedAt: Date;
  /** The creditor as the client configured it (SEPA tab); the country follows the French ICS. */
  creancier: { nom: string; adresse: string | null; pays: string; ics: string };
  mandat: {
    rum: string;
    signeLe: Date;
    statut: string;
    titulaire: string;
    iban: string;
    bic: string;
    banque: string | null;
    jourPrelevement: number;
  };
  /** Place of signature: the debtor's town (the mandate is signed online, from the portal). */
  debiteur: { nom: string; adresse: string[]; pays: string; lieuSignature: string | null };
  contrat: string;
}

const mandatTexts = {
  title: 'Mandat de prélèvement SEPA',
  subject: (contrat: string) => `Cotisations du contrat n° ${contrat}`,
  reference: (rum: string) => `RUM ${rum}`,
  legal: (creancier: string) =>
    `En signant ce formulaire de mandat, vous autorisez ${creancier} à envoyer des instructions à votre banque pour débiter votre compte, et votre banque à débiter votre compte conformément aux instructions de ${creancier}. Vous bénéficiez du droit d’être remboursé par votre banque selon les conditions décrites dans la convention que vous avez passée avec elle. Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre compte pour un prélèvement autorisé.`,
  rights:
    'Vos droits concernant le présent mandat sont expliqués dans un document que vous pouvez obtenir auprès de votre banque.',
  creditor: 'Créancier',
  debtor: 'Débiteur',
  rum: 'Référence unique du mandat (RUM)',
  ics: 'Identifiant créancier SEPA (ICS)',
  name: 'Nom',
  address: 'Adresse',
  country: 'Pays',
  holder: 'Titulaire du compte',
  iban: 'IBAN',
  bic: 'BIC',
  bank: 'Banque',
  type: 'Type de paiement',
  recurrent: 'Récurrent',
  day: 'Jour de prélèvement',
  dayValue: (day: number) => `Le ${day} de chaque mois`,
  status: 'État du mandat',
  signature: 'Signature électronique',
  consent: (creancier: string) =>
    `J’autorise ${creancier} à prélever les cotisations de mon contrat sur ce compte et j’accepte les termes du mandat ci-dessus.`,
  signedAt: 'Lieu de signature',
  signedAtOnline: 'En ligne, sur l’espace adhérent',
  signedOn: 'Signé le',
  signedBy: 'Par',
  proof: 'Confirmé par',
  proofValue: 'code de sécurité à usage unique',
};

/** « FR76 3000 3021 5000 0506 1738 293 »: the IBAN in groups of four, as banks print it. */
const ibanPapier = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

export function buildMandatSepa(data: MandatSepaData): PdfDocument {
  const t = mandatTexts;
  const { mandat, creancier } = data;
  return {
    ...clientFrame(data.client),
    title: t.title,
    subject: t.subject(data.contrat),
    issuedAt: data.issuedAt,
    reference: t.reference(mandat.rum),
    blocks: [
      {
        type: 'keyValues',
        items: [
          { label: t.rum, value: mandat.rum },
          { label: t.ics, value: creancier.ics },
          { label: t.type, value: t.recurrent },
          { label: t.status, value: mandat.statut },
        ],
      },
      { type: 'paragraph', text: t.legal(creancier.nom) },
      { type: 'paragraph', text: t.rights, tone: 'small' },
      { type: 'heading', text: t.creditor },
      {
        type: 'keyValues',
        items: [
          { label: t.name, value: creancier.nom },
          ...(creancier.adresse ? [{ label: t.address, value: creancier.adresse }] : []),
          { label: t.country, value: creancier.pays },
        ],
      },
      { type: 'heading', text: t.debtor },
      {
        type: 'keyValues',
        items: [
          { label: t.name, value: data.debiteur.nom },
          ...(data.debiteur.adresse.length ? [{ label: t.address, value: data.debiteur.adresse.join(', ') }] : []),
          { label: t.country, value: data.debiteur.pays },
          { label: t.holder, value: mandat.titulaire },
          { label: t.iban, value: ibanPapier(mandat.iban) },
          { label: t.bic, value: mandat.bic },
          ...(mandat.banque ? [{ label: t.bank, value: mandat.banque }] : []),
          { label: t.day, value: t.dayValue(mandat.jourPrelevement) },
        ],
      },
      {
        type: 'signature',
        title: t.signature,
        consent: { text: t.consent(creancier.nom), checked: true },
        lines: [
          { label: t.signedAt, value: data.debiteur.lieuSignature ?? t.signedAtOnline },
          { label: t.signedOn, value: formatParisDate(mandat.signeLe) },
          { label: t.signedBy, value: mandat.titulaire },
          { label: t.proof, value: t.proofValue },
        ],
      },
    ],
  };
}
