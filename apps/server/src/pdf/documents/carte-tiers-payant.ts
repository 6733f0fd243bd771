import type { PdfDocument } from '../pdf-document-schema.ts';
import { formatIsoDay } from '../pdf-texts.ts';
import { clientFrame, type DocumentClient } from './document-client.ts';

/*
 * « Carte de tiers payant » (edition `CarteTP`): front and back of the card at true ID-1 size on an
 * A4 page, laid out as the harmonised inter-AMC card places its items (decision 039): the validity
 * period at the top left, the « R » of a contrat responsable, the AMC (organisme, n° AMC, type de
 * convention, routing), the beneficiaries with their identification, the tiers-payant domains and
 * their codes (PHAR, LABO, RADL, HOSP…) on the back; a DataMatrix carries the card's data in the
 * format of docs/carte-tiers-payant-2d.md.
 */

export interface CarteTiersPayantData {
  client: DocumentClient;
  issuedAt: Date;
  verification?: { code: string; url: string };
  carte: {
    numeroAmc: string;
    typeConvention: string;
    /** Routing criterion (« aiguillage ») towards the tiers-payant operator. */
    critereRoutage: string;
    numeroAdherent: string;
    debut: string;
    fin: string;
    /** The contract meets the contrat-responsable rules: the card shows the « R ». */
    responsable: boolean;
  };
  beneficiaires: { prenom: string; nom: string; dateNaissance: string }[];
  domaines: { code: string; libelle: string; niveau: string }[];
  telephoneProfessionnels: string;
}

const carteTexts = {
  title: 'Carte de tiers payant',
  subject: (du: string, au: string) => `Valable du ${du} au ${au}`,
  reference: (numero: string) => `Adhérent n° ${numero}`,
  intro:
    'Présentez cette carte à votre pharmacien, à votre laboratoire ou à tout professionnel de santé qui pratique le tiers payant : il sera réglé directement par votre mutuelle, sans avance de frais de votre part.',
  front: 'Recto',
  back: 'Verso',
  cardTitle: 'Carte de tiers payant',
  validity: (du: string, au: string) => `Valable du ${du} au ${au}`,
  responsable: 'Contrat responsable',
  domainCodes: (codes: string[]) => `Tiers payant : ${codes.join(' · ')}`,
  amc: 'N° AMC',
  convention: 'Type conv.',
  routing: 'Aiguillage',
  member: 'Adhérent n°',
  beneficiary: 'Bénéficiaire',
  birthDate: 'Né(e) le',
  code: 'Code',
  domain: 'Domaine',
  level: 'Prise en charge',
  domainsTitle: 'Domaines en tiers payant',
  professionals: (phone: string) => `Professionnels de santé, renseignements : ${phone}`,
  codeAlt: 'Code DataMatrix reprenant les données de la carte',
  codeCaption: 'Données de la carte',
  scope: 'Valable pour les seuls bénéficiaires désignés, pendant la période de validité.',
  cutHint:
    'Découpez le recto et le verso le long de leur contour et collez-les dos à dos. Gardez cette carte avec votre carte Vitale : elle ne la remplace pas.',
};

/** Version of the 2D code's format: a reader refuses what it does not know. */
const carteCodeVersion = 'CTP1';

/**
 * A value as the 2D code carries it (docs/carte-tiers-payant-2d.md): unaccented upper-case ASCII,
 * letters, digits, space and « ' % . + - » only, so that « | », « : », « , » and « / » stay separators.
 */
function codeValue(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 '%.+-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The card's data in its DataMatrix: « KEY:value » fields joined by « | », in the documented order. */
export function carteTiersPayantPayload(data: CarteTiersPayantData): string {
  const day = (iso: string) => iso.replaceAll('-', '');
  const { carte } = data;
  return [
    carteCodeVersion,
    `AMC:${codeValue(carte.numeroAmc)}`,
    `CONV:${codeValue(carte.typeConvention)}`,
    `ROUT:${codeValue(carte.critereRoutage)}`,
    `ADH:${codeValue(carte.numeroAdherent)}`,
    `VAL:${day(carte.debut)}-${day(carte.fin)}`,
    `RESP:${carte.responsable ? 'O' : 'N'}`,
    `BEN:${data.beneficiaires.map((b) => [codeValue(b.nom), codeValue(b.prenom), day(b.dateNaissance)].join('/')).join(',')}`,
    `DOM:${data.domaines.map((d) => `${codeValue(d.code)}/${codeValue(d.niveau)}`).join(',')}`,
  ].join('|');
}

export function buildCarteTiersPayant(data: CarteTiersPayantData): PdfDocument {
  const t = carteTexts;
  const { carte } = data;
  const [du, au] = [formatIsoDay(carte.debut), formatIsoDay(carte.fin)];
  return {
    ...clientFrame(data.client),
    title: t.title,
    subject: t.subject(du, au),
    issuedAt: data.issuedAt,
    reference: t.reference(carte.numeroAdherent),
    ...(data.verification ? { verification: data.verification } : {}),
    blocks: [
      { type: 'paragraph', text: t.intro },
      { type: 'heading', text: t.front, level: 3 },
      {
        type: 'card',
        // The validity period first, top left, as on the harmonised card; the organisme at the right.
        title: t.validity(du, au),
        subtitle: data.client.libelle,
        blocks: [
          {
            type: 'keyValues',
            items: [
              { label: t.amc, value: carte.numeroAmc },
              { label: t.convention, value: carte.typeConvention },
              { label: t.routing, value: carte.critereRoutage },
              { label: t.member, value: carte.numeroAdherent },
            ],
          },
          {
            type: 'table',
            columns: [
              { header: t.beneficiary, width: 3 },
              { header: t.birthDate, width: 1.6, align: 'right' },
            ],
            rows: data.beneficiaires.map((b) => [
              `${b.nom.toLocaleUpperCase('fr-FR')} ${b.prenom}`,
              formatIsoDay(b.dateNaissance),
            ]),
          },
          ...(data.domaines.length
            ? [{ type: 'text' as const, text: t.domainCodes(data.domaines.map((d) => d.code)), bold: true }]
            : []),
          { type: 'text', text: t.scope },
        ],
        aside: [
          ...(carte.responsable ? [{ type: 'mark' as const, letter: 'R', caption: t.responsable }] : []),
          {
            type: 'code2d',
            symbology: 'datamatrix',
            data: carteTiersPayantPayload(data),
            alt: t.codeAlt,
            caption: t.codeCaption,
          },
        ],
      },
      { type: 'heading', text: t.back, level: 3 },
      {
        type: 'card',
        title: t.domainsTitle,
        subtitle: `${t.amc} ${carte.numeroAmc}`,
        blocks: [
          {
            type: 'table',
            columns: [
              { header: t.code, width: 1 },
              { header: t.domain, width: 3.2 },
              { header: t.level, width: 2.2, align: 'right' },
            ],
            rows: data.domaines.map((d) => [d.code, d.libelle, d.niveau]),
          },
          { type: 'text', text: t.professionals(data.telephoneProfessionnels), bold: true },
        ],
      },
      { type: 'paragraph', text: t.cutHint, tone: 'small' },
    ],
  };
}
