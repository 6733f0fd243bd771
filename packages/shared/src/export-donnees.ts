import { z } from 'zod';
import { cmsDateTime } from './admin/cms.ts';
import { accesCategories } from './consultations.ts';
import { limitedText, multilineText, text } from './text.ts';

/* « Télécharger mes données » (issue 28.1, RGPD art. 15 and 20, decision 052): the archive's state
   as the API answers it, the French texts, and the schema of its donnees.json (docs/export-donnees.schema.json). */

/** An archive stays downloadable this long after it is ready, then it is deleted. */
export const exportDonneesJoursValidite = 7;

export const exportDonneesMessages = {
  dejaEnPreparation:
    'Une archive de vos données est déjà en préparation. Vous recevrez un e-mail dès qu’elle sera prête.',
  dejaEnPreparationGestionnaire: 'Une archive des données de cet adhérent est déjà en préparation.',
  demandee: 'Votre demande est enregistrée : nous préparons l’archive de vos données et vous prévenons par e-mail.',
  demandeeGestionnaire: 'L’archive des données de l’adhérent est en préparation.',
  aucune: 'Aucune archive de vos données n’est disponible au téléchargement.',
  expiree: 'Cette archive a expiré : elle n’est plus disponible. Vous pouvez en demander une nouvelle.',
  inconnue: 'Cette archive est introuvable.',
} as const;

/** « 06/12/2026 à 09:15 », Paris time: until when the archive can be downloaded. */
export function dateHeureParis(at: Date | string): string {
  return cmsDateTime(at);
}

export const statutsExport = ['aucune', 'en_preparation', 'prete', 'expiree', 'echec'] as const;
export type StatutExport = (typeof statutsExport)[number];

/** The latest archive of the account (member) or of the member (staff sheet). */
export const exportDonneesEtatSchema = z.object({
  statut: z.enum(statutsExport),
  id: text().nullable(),
  demandeeLe: text().nullable(),
  preteLe: text().nullable(),
  /** Until when it can be downloaded (7 days after it was ready). */
  expireLe: text().nullable(),
  /** Its size in bytes, once ready. */
  taille: z.number().int().nullable(),
  /** Staff sheet only: who asked (the member, or the staff member for a request by post). */
  demandePar: z.enum(['adherent', 'gestionnaire']).nullable(),
});
export type ExportDonneesEtat = z.infer<typeof exportDonneesEtatSchema>;

/** Staff ask for a member's archive: the reason (the letter received) is written to the audit log. */
export const exportDonneesGestionnaireBodySchema = z.strictObject({
  motif: limitedText(500, 'Le motif').min(1, 'Indiquez le motif (par exemple : courrier reçu le …).'),
});
export type ExportDonneesGestionnaireBody = z.input<typeof exportDonneesGestionnaireBodySchema>;

/* ---- donnees.json ------------------------------------------------------------------------- */

const instant = z.iso.datetime({ offset: true }).describe('Instant ISO 8601 en UTC (2026-11-29T08:15:00.000Z)');
const jour = z.iso.date().describe('Date ISO 8601 (2026-11-29)');
/** Texts as stored: multi-line ones (messages, consents) keep their line breaks. */
const texte = multilineText();
/** A file of the archive, relative to its root (`fichiers/…`). */
const fichier = text()
  .regex(/^fichiers\/[A-Za-z0-9._/-]+$/)
  .describe('Chemin du fichier dans l’archive');

const adresseSchema = z.record(text(), z.unknown()).describe('Adresse telle que saisie (champs AFNOR du §3)');

const personneSchema = z.strictObject({
  numPers: texte,
  codeCivilite: texte.nullable(),
  nom: texte,
  prenom: texte,
  nomPatronymique: texte.nullable(),
  dateNaissance: jour,
  nir: texte.nullable().describe('NIR complet de la personne (13 caractères) : ses propres données'),
  nirCle: texte.nullable(),
  teletransmission: z.boolean(),
  motifRefusTeletransmission: texte.nullable(),
  adresse: adresseSchema.nullable(),
  adresseLignes: z.array(texte).describe('L’adresse en lignes AFNOR, telle qu’imprimée'),
  email: texte.nullable(),
  telephone: texte.nullable(),
});

const compteSchema = z.strictObject({
  userName: texte,
  email: texte.nullable(),
  creeLe: instant,
  activeLe: instant.nullable(),
  derniereConnexion: instant.nullable(),
  protectionSms: z.boolean(),
  telephoneProtection: texte.nullable(),
  biometrie: z.boolean(),
  preferences: z.strictObject({
    dematerialisation: z.boolean(),
    alertesEmail: z.record(text(), z.boolean()),
    alerteNouveauRemboursement: z.boolean(),
  }),
});

const assureSchema = z.strictObject({
  numPers: texte,
  codeCivilite: texte.nullable(),
  nom: texte,
  prenom: texte,
  lien: texte.describe('« souscripteur » ou le lien du bénéficiaire'),
  dateNaissance: jour,
  nirMasque: texte.nullable().describe('Masqué comme dans l’espace, sauf pour soi (voir personne.nir)'),
  teletransmission: z.boolean(),
  estMoi: z.boolean(),
});

const contratSchema = z.strictObject({
  numeroContratIndividuel: texte,
  nomOffre: texte,
  codeOffre: texte.nullable(),
  categorie: z.enum(['sante', 'prevoyance']),
  etat: texte,
  dateEffet: jour.nullable(),
  dateResiliation: jour.nullable(),
  isSouscripteur: z.boolean(),
  renforts: z.array(texte),
  modalitePaiementPrestation: z.strictObject({
    codeModePaiement: texte.nullable(),
    iban: texte.nullable().describe('IBAN complet du compte de prestations : au souscripteur seulement'),
    titulaire: texte.nullable(),
    bic: texte.nullable(),
  }),
  cotisations: z
    .strictObject({
      mode: z.enum(['prelevement', 'cheque', 'virement']),
      jourPrelevement: z.number().int().nullable(),
      mensualiteCentimes: z.number().int().nullable(),
      titulaire: texte.nullable(),
      iban: texte.nullable().describe('IBAN complet du compte de cotisations'),
      bic: texte.nullable(),
    })
    .nullable()
    .describe('Paiement des cotisations : au souscripteur seulement'),
  mandatsSepa: z
    .array(
      z.strictObject({
        rum: texte,
        ics: texte,
        creancier: texte,
        titulaire: texte,
        iban: texte.describe('IBAN complet du débiteur'),
        bic: texte,
        jourPrelevement: z.number().int(),
        statut: z.enum(['en_attente', 'actif', 'remplace']),
        signeLe: instant,
        remplaceLe: instant.nullable(),
      }),
    )
    .describe('Mandats de prélèvement SEPA signés : au souscripteur seulement'),
  assures: z.array(assureSchema).describe('Le souscripteur voit tous les assurés ; un bénéficiaire, lui seul'),
});

const remboursementSchema = z.strictObject({
  id: z.number().int(),
  numeroContratIndividuel: texte,
  numPers: texte,
  prenom: texte,
  nom: texte,
  dateSoins: jour,
  acteCode: texte,
  acteLibelle: texte,
  domaine: texte,
  professionnel: texte,
  nombre: z.number(),
  fraisReels: z.number().int().describe('Montants en centimes d’euro'),
  baseRemboursement: z.number().int(),
  montantSecu: z.number().int(),
  participationForfaitaire: z.number().int(),
  franchise: z.number().int(),
  montantMutuelle: z.number().int(),
  resteACharge: z.number().int(),
  statut: texte,
  motifRejet: texte.nullable(),
  paiementReference: texte.nullable(),
  datePaiement: jour.nullable(),
});

const pieceSchema = z.strictObject({
  nomOriginal: texte,
  typeContenu: texte,
  taille: z.number().int(),
  messageId: z.number().int().nullable(),
  fichier,
});

const demandeSchema = z.strictObject({
  numero: texte,
  type: texte,
  objet: texte,
  statut: texte,
  numeroContratIndividuel: texte.nullable(),
  motifRefus: texte.nullable(),
  creeeLe: instant,
  modifieeLe: instant,
  contenu: z.unknown().describe('Ce que le formulaire a envoyé, champ par champ'),
  evenements: z.array(z.strictObject({ statut: texte, motif: texte.nullable(), le: instant })),
  messages: z.array(
    z.strictObject({
      id: z.number().int(),
      auteur: z.enum(['adherent', 'gestionnaire']),
      texte,
      le: instant,
    }),
  ),
  pieces: z.array(pieceSchema),
});

const documentSchema = z.strictObject({
  id: texte,
  source: z.enum(['courrier', 'ged']),
  titre: texte,
  categorie: texte,
  date: jour,
  numeroContratIndividuel: texte.nullable(),
  typeContenu: texte,
  taille: z.number().int(),
  luLe: instant.nullable(),
  fichier,
});

const consentementSchema = z.strictObject({
  nom: texte,
  version: texte.describe('Empreinte SHA-256 du texte auquel la personne a répondu'),
  libelle: texte,
  accepte: z.boolean(),
  reponduLe: instant,
  remplaceLe: instant.nullable().describe('Réponse remplacée par une plus récente (historique)'),
});

const notificationSchema = z.strictObject({
  id: z.number().int(),
  titre: texte,
  contenu: texte.describe('HTML de la notification'),
  lien: texte.nullable(),
  recueLe: instant,
  lue: z.boolean(),
});

const consultationSchema = z.strictObject({
  le: instant,
  categorie: z.enum(accesCategories).describe('Ce qui a été consulté (décision 049)'),
  objet: texte.nullable().describe('Le numéro de la demande consultée, le cas échéant'),
  conseiller: texte.nullable().describe('Le nom du collaborateur, si la mutuelle a choisi de le montrer'),
  texte: texte.describe('La phrase de « Consultations de mon dossier »'),
});

const connexionSchema = z.strictObject({
  le: instant,
  ip: texte.nullable(),
  methode: texte,
  navigateur: texte.nullable(),
});

/** Everything donnees.json holds; its JSON Schema is docs/export-donnees.schema.json. */
export const archiveDonneesSchema = z
  .strictObject({
    format: z.literal('portail-adherent/export-donnees'),
    version: z.literal(1),
    genereLe: instant,
    organisme: z.strictObject({ code: texte, libelle: texte }),
    demandePar: z.enum(['adherent', 'gestionnaire']),
    personne: personneSchema,
    compte: compteSchema.nullable().describe('Le compte de l’espace adhérent, s’il existe'),
    contrats: z.array(contratSchema),
    remboursements: z.array(remboursementSchema),
    demandes: z.array(demandeSchema),
    documents: z.array(documentSchema),
    consentements: z.array(consentementSchema),
    notifications: z.array(notificationSchema),
    connexions: z
      .array(connexionSchema)
      .describe('Connexions encore conservées (durée fixée par la mutuelle, 6 mois par défaut)'),
    consultations: z
      .array(consultationSchema)
      .describe('Consultations de son dossier par le personnel, encore conservées (« Consultations de mon dossier »)'),
    appareils: z.array(z.never()).describe('Clés d’accès et appareils enregistrés : le portail n’en garde aucun'),
  })
  .meta({ title: 'Archive « Télécharger mes données » : donnees.json' });
export type ArchiveDonnees = z.infer<typeof archiveDonneesSchema>;
