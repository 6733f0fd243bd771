import { z } from 'zod';
import { uploadedFileSchema } from './iban-bic-schema.ts';
import { multilineText, text, textMessages } from './text.ts';

/* « Mes demandes »: what a member asked through a form (a demande), its status and its thread
   (decision 022). The lifecycle is the server's; the labels and chips are the member's. */

export const statutsDemande = ['recue', 'en_cours', 'en_attente_pieces', 'traitee', 'refusee'] as const;
export type StatutDemande = (typeof statutsDemande)[number];

export const statutDemandeLibelles: Record<StatutDemande, string> = {
  recue: 'Reçue',
  en_cours: 'En cours',
  en_attente_pieces: 'En attente de pièces',
  traitee: 'Traitée',
  refusee: 'Refusée',
};

/** The moves a demande may make; a refusal needs its reason, a closed demande stays closed. */
export const transitionsDemande: Record<StatutDemande, readonly StatutDemande[]> = {
  recue: ['en_cours', 'en_attente_pieces', 'traitee', 'refusee'],
  en_cours: ['en_attente_pieces', 'traitee', 'refusee'],
  en_attente_pieces: ['en_cours', 'traitee', 'refusee'],
  traitee: [],
  refusee: [],
};

export function isTransitionAllowed(from: StatutDemande, to: StatutDemande): boolean {
  return transitionsDemande[from].includes(to);
}

/** The character limit of a message in the thread: the schema's, and the answer box's counter. */
export const replyMaxLength = 5000;

export const demandeMessages = {
  unknown: 'Cette demande est introuvable.',
  transitionRefused: (from: StatutDemande, to: StatutDemande) =>
    `Une demande « ${statutDemandeLibelles[from]} » ne peut pas passer à « ${statutDemandeLibelles[to]} ».`,
  reasonRequired: 'Indiquez le motif du refus.',
  closed: 'Cette demande est close : vous ne pouvez plus y répondre.',
  conflict: 'Cette demande vient d’être modifiée par quelqu’un d’autre : rechargez-la avant de continuer.',
  pieceTaken: 'Une pièce jointe est déjà utilisée par une autre demande : envoyez-la de nouveau.',
  pieceUnknown: 'Une pièce jointe est introuvable ou ne vous appartient pas : envoyez-la de nouveau.',
  pieceType: (types: string) => `Ce type de fichier n’est pas accepté pour ce formulaire. Formats acceptés : ${types}.`,
  pieceTooLarge: (max: string) => `Une pièce jointe dépasse la taille maximale de ce formulaire (${max}).`,
  piecesTooLarge: (max: string) => `L’ensemble des pièces jointes dépasse la taille totale de ce formulaire (${max}).`,
  piecesTooMany: (max: number) => `Ce formulaire accepte au plus ${max} pièces jointes.`,
  replyEmpty: 'Écrivez un message ou joignez un document.',
  replyTooLong: textMessages.tooLong('Le message', replyMaxLength),
  noPerson: 'Cet espace est réservé aux adhérents et à leurs bénéficiaires.',
} as const;

export const demandeListQuerySchema = z.strictObject({
  statut: z.enum(statutsDemande).optional(),
  type: text().max(60).optional(),
  /** Submitted on or after / on or before, YYYY-MM-DD. */
  du: text()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  au: text()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  limite: z.coerce.number().int().min(1).max(100).default(20),
  /** Keyset cursor: the last item of the previous page. */
  apres: text().max(100).optional(),
});
export type DemandeListQuery = z.input<typeof demandeListQuerySchema>;

export const pieceJointeSchema = z.object({
  remoteFileName: text(),
  nomFichier: text(),
  taille: z.number().int(),
  contentType: text(),
});
export type PieceJointe = z.infer<typeof pieceJointeSchema>;

export const demandeResumeSchema = z.object({
  numero: text(),
  type: text(),
  libelleType: text(),
  objet: text(),
  statut: z.enum(statutsDemande),
  numeroContrat: text().nullable(),
  creeLe: text(),
  modifieLe: text(),
  /** Staff messages the member has not read yet. */
  nonLus: z.number().int(),
});
export type DemandeResume = z.infer<typeof demandeResumeSchema>;

export const demandeListResponseSchema = z.object({
  demandes: z.array(demandeResumeSchema),
  suivant: text().nullable(),
});
export type DemandeListResponse = z.infer<typeof demandeListResponseSchema>;

export const demandeDetailSchema = demandeResumeSchema.extend({
  donnees: z.array(z.object({ libelle: text(), valeur: multilineText() })),
  motifRefus: multilineText().nullable(),
  historique: z.array(z.object({ statut: z.enum(statutsDemande), le: text(), motif: multilineText().nullable() })),
  messages: z.array(
    z.object({
      auteur: z.enum(['adherent', 'gestionnaire']),
      texte: multilineText(),
      le: text(),
      pieces: z.array(pieceJointeSchema),
    }),
  ),
  pieces: z.array(pieceJointeSchema),
  peutRepondre: z.boolean(),
});
export type DemandeDetail = z.infer<typeof demandeDetailSchema>;

/** The member's answer in the thread: a message, documents, or both. */
export const demandeReplySchema = z
  .strictObject({
    message: multilineText().trim().max(replyMaxLength, demandeMessages.replyTooLong).default(''),
    pieces: z.array(uploadedFileSchema).max(20).default([]),
  })
  .refine((reply) => reply.message.length > 0 || reply.pieces.length > 0, {
    message: demandeMessages.replyEmpty,
    path: ['message'],
  });
export type DemandeReplyInput = z.input<typeof demandeReplySchema>;
