import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { maskIban } from '@portail/shared/bank-masking';
import { formatEuros } from '@portail/shared/format';
import { buildAttestationAdhesion } from '../../pdf/documents/attestation-adhesion.ts';
import { buildCarteTiersPayant } from '../../pdf/documents/carte-tiers-payant.ts';
import { buildCourrier } from '../../pdf/documents/courrier.ts';
import { buildReleveRemboursements } from '../../pdf/documents/releve-remboursements.ts';
import { sampleAttestation, sampleCarte, sampleClient } from '../../pdf/documents/sample-data.ts';
import type { PdfDocument } from '../../pdf/pdf-document-schema.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';
import { decomptesDemoDupont } from './demo-decomptes-dupont.ts';

/*
 * Marie Dupont's documents, as real PDFs made by the portal's PDF module from the demo data:
 * attestation and tiers-payant card of the year, schedules, the statements of the last three
 * months (from the demo reimbursement lines), letters. Dates follow the day of the seed.
 */

export interface DemoDocument {
  source: 'courrier' | 'ged';
  categorie: string;
  titre: string;
  dateDocument: string;
  numeroContrat: string | null;
  nomFichier: string;
  lu: boolean;
  build: () => PdfDocument;
}

const destinataire = {
  civilite: 'Mme',
  prenom: 'Marie',
  nom: 'Dupont',
  adresse: ['12 rue des Lilas', '44000 NANTES'],
};
const signature = 'Le service adhérents de la Mutuelle Démo';
const day = (date: Date) => date.toISOString().slice(0, 10);
const atNoon = (iso: string) => new Date(`${iso}T11:00:00Z`);
const monthNames = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** Monthly premiums of contract 40012345 (Santé Essentielle, three people). */
const cotisations = [
  { personne: 'Marie Dupont', mensuel: 6240 },
  { personne: 'Thomas Dupont', mensuel: 6410 },
  { personne: 'Lucas Dupont', mensuel: 3120 },
];

function echeancier(year: number, revalorisation: number): PdfDocument {
  const mensuel = Math.round(cotisations.reduce((t, c) => t + c.mensuel, 0) * revalorisation);
  return buildCourrier({
    client: sampleClient,
    issuedAt: atNoon(`${year}-01-02`),
    title: `Échéancier de cotisations ${year}`,
    reference: 'Contrat n° 40012345',
    destinataire,
    paragraphs: [
      `Voici l’échéancier de vos cotisations ${year} pour le contrat Santé Essentielle. Elles sont prélevées le 5 de chaque mois sur le compte ${maskIban('FR7630004012340001234567862')}.`,
    ],
    table: {
      columns: [
        { header: 'Échéance', width: 2 },
        { header: 'Période', width: 3 },
        { header: 'Montant', width: 2, align: 'right' },
      ],
      rows: monthNames.map((name, month) => [
        `05/${String(month + 1).padStart(2, '0')}/${year}`,
        `${name} ${year}`,
        formatEuros(mensuel),
      ]),
      totals: ['Total', '', formatEuros(mensuel * 12)],
    },
    signature,
  });
}

function releve(membresJsonl: string, today: Date, monthsAgo: number): DemoDocument | null {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo, 1));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
  const [du, au] = [day(start), day(end)];
  const names: Record<string, string> = { P100001: 'Marie', P100002: 'Thomas', P100003: 'Lucas' };
  const lignes = decomptesDemoDupont(membresJsonl, day(today))
    .filter((l) => l.statut === 'paye' && l.paiement && l.paiement.date >= du && l.paiement.date <= au)
    .map((l) => ({
      dateSoins: l.dateSoins,
      beneficiaire: names[l.numPers] ?? l.numPers,
      nature: l.acteLibelle,
      fraisReels: l.fraisReels,
      baseSS: l.baseRemboursement,
      rembourseSS: l.montantSecu,
      rembourseMutuelle: l.montantMutuelle,
      resteACharge: l.resteACharge + l.participationForfaitaire + l.franchise,
    }));
  if (lignes.length === 0) return null;
  const month = `${monthNames[start.getUTCMonth()]} ${start.getUTCFullYear()}`;
  return {
    source: 'ged',
    categorie: 'releves',
    titre: `Relevé de remboursements — ${month}`,
    dateDocument: au,
    numeroContrat: '40012345',
    nomFichier: `releve-remboursements-${du.slice(0, 7)}.pdf`,
    lu: monthsAgo > 1,
    build: () =>
      buildReleveRemboursements({
        client: sampleClient,
        issuedAt: atNoon(au),
        contratNumero: '40012345',
        adherent: { civilite: 'Mme', prenom: 'Marie', nom: 'Dupont', numeroAdherent: 'P100001' },
        periode: { du, au },
        compteCredite: maskIban('FR7630004012340001234567862'),
        lignes,
      }),
  };
}

export async function demoDocumentsOfMarie(today = new Date()): Promise<DemoDocument[]> {
  const year = today.getUTCFullYear();
  const membres = await readFile(path.join(import.meta.dirname, 'demo-members.jsonl'), 'utf8');
  const letter = (title: string, issued: string, paragraphs: string[], reference = 'Contrat n° 40012345') =>
    buildCourrier({
      client: sampleClient,
      issuedAt: atNoon(issued),
      title,
      reference,
      destinataire,
      paragraphs,
      signature,
    });
  const lastMonth = day(new Date(Date.UTC(year, today.getUTCMonth() - 1, 18)));
  const documents: (DemoDocument | null)[] = [
    {
      source: 'ged',
      categorie: 'attestations',
      titre: `Attestation d’adhésion ${year}`,
      dateDocument: `${year}-01-05`,
      numeroContrat: '40012345',
      nomFichier: `attestation-40012345-${year}-01-05.pdf`,
      lu: true,
      build: () => {
        const { verification: _unused, ...data } = sampleAttestation;
        return buildAttestationAdhesion({
          ...data,
          issuedAt: atNoon(`${year}-01-05`),
          contrat: { ...data.contrat, valableJusquau: `${year}-12-31` },
        });
      },
    },
    {
      source: 'ged',
      categorie: 'attestations',
      titre: `Carte de tiers payant ${year}`,
      dateDocument: `${year}-01-02`,
      numeroContrat: '40012345',
      nomFichier: `carte-tiers-payant-${year}.pdf`,
      lu: true,
      build: () => {
        const { verification: _unused, ...data } = sampleCarte;
        return buildCarteTiersPayant({
          ...data,
          issuedAt: atNoon(`${year}-01-02`),
          carte: { ...data.carte, debut: `${year}-01-01`, fin: `${year}-12-31` },
        });
      },
    },
    {
      source: 'ged',
      categorie: 'echeanciers',
      titre: `Échéancier de cotisations ${year}`,
      dateDocument: `${year}-01-02`,
      numeroContrat: '40012345',
      nomFichier: `echeancier-${year}.pdf`,
      lu: true,
      build: () => echeancier(year, 1.032),
    },
    {
      source: 'ged',
      categorie: 'echeanciers',
      titre: `Échéancier de cotisations ${year - 1}`,
      dateDocument: `${year - 1}-01-02`,
      numeroContrat: '40012345',
      nomFichier: `echeancier-${year - 1}.pdf`,
      lu: true,
      build: () => echeancier(year - 1, 1),
    },
    {
      source: 'ged',
      categorie: 'echeanciers',
      titre: `Attestation de cotisations ${year - 1} (impôt sur le revenu)`,
      dateDocument: `${year}-02-10`,
      numeroContrat: '40012345',
      nomFichier: `attestation-cotisations-${year - 1}.pdf`,
      lu: false,
      build: () =>
        letter(`Attestation de cotisations ${year - 1}`, `${year}-02-10`, [
          `Nous attestons que vous avez réglé en ${year - 1} des cotisations de complémentaire santé d’un montant total de ${formatEuros(cotisations.reduce((t, c) => t + c.mensuel, 0) * 12)} pour le contrat Santé Essentielle (contrat individuel, hors dispositif Madelin).`,
          'Ce contrat individuel ne donne pas droit à déduction de vos revenus : cette attestation vous est adressée pour information.',
        ]),
    },
    releve(membres, today, 1),
    releve(membres, today, 2),
    releve(membres, today, 3),
    {
      source: 'courrier',
      categorie: 'contrat',
      titre: `Avenant : cotisations au 1er janvier ${year}`,
      dateDocument: `${year - 1}-11-15`,
      numeroContrat: '40012345',
      nomFichier: `avenant-cotisations-${year}.pdf`,
      lu: true,
      build: () =>
        letter(`Avenant à votre contrat Santé Essentielle`, `${year - 1}-11-15`, [
          `Au 1er janvier ${year}, vos cotisations évoluent de 3,2 % pour suivre la hausse des dépenses de santé constatée sur l’année écoulée. Vos garanties ne changent pas.`,
          'Vous pouvez résilier votre contrat à tout moment après un an d’adhésion, sans frais ni pénalités (loi du 14 juillet 2019).',
        ]),
    },
    {
      source: 'courrier',
      categorie: 'courriers',
      titre: 'Bienvenue à la Mutuelle Démo',
      dateDocument: '2019-01-02',
      numeroContrat: '40012345',
      nomFichier: 'courrier-bienvenue.pdf',
      lu: true,
      build: () =>
        letter('Bienvenue à la Mutuelle Démo', '2019-01-02', [
          'Nous sommes heureux de vous compter parmi nos adhérents. Votre contrat Santé Essentielle prend effet le 1er janvier 2019 pour vous, votre conjoint et votre enfant.',
          'Votre carte de tiers payant vous permet de ne pas avancer les frais chez le pharmacien, au laboratoire et chez les professionnels qui le pratiquent. Retrouvez-la à tout moment dans votre espace adhérent.',
        ]),
    },
    {
      source: 'courrier',
      categorie: 'courriers',
      titre: 'Votre télétransmission avec l’Assurance maladie est active',
      dateDocument: '2019-02-11',
      numeroContrat: '40012345',
      nomFichier: 'courrier-teletransmission.pdf',
      lu: true,
      build: () =>
        letter('Télétransmission NOEMIE active', '2019-02-11', [
          'Votre caisse d’assurance maladie nous transmet désormais directement vos remboursements : vous n’avez plus à nous envoyer vos décomptes, votre part complémentaire vous est versée automatiquement.',
        ]),
    },
    {
      source: 'courrier',
      categorie: 'courriers',
      titre: 'Suspension de votre contrat Santé Confort',
      dateDocument: lastMonth,
      numeroContrat: '40012346',
      nomFichier: 'courrier-suspension-sante-confort.pdf',
      lu: false,
      build: () =>
        letter(
          'Suspension de votre contrat Santé Confort',
          lastMonth,
          [
            'Malgré nos relances, les cotisations de votre contrat Santé Confort restent impayées. Ses garanties sont suspendues jusqu’à leur règlement.',
            'Pour régulariser votre situation ou convenir d’un échéancier, contactez notre service adhérents depuis la rubrique « Nous contacter ».',
          ],
          'Contrat n° 40012346',
        ),
    },
  ];
  return documents.filter((d): d is DemoDocument => d !== null);
}

export async function renderDemoDocument(document: DemoDocument): Promise<Buffer> {
  return renderPdf(document.build());
}
