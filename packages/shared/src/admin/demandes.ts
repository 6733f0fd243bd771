import { z } from 'zod';
import { exportFormatQuery } from '../export-format.ts';
import { demandeDetailSchema, demandeMessages, statutsDemande, type StatutDemande } from '../demandes.ts';
import { uploadedFileSchema } from '../iban-bic-schema.ts';
import { multilineText, text } from '../text.ts';
import { gridPageSchema, gridQuerySchema } from './grid.ts';

/*
 * The back office's requests inbox (issue 14, decision 034): every demande of the request engine in
 * one queue, handled by staff, each save checked against the version read (optimistic concurrency).
 */

/** Days after which an open request is late; the inbox shows its age against it. */
export const slaJours = 5;
/** Days from which a request is flagged as getting close to its deadline. */
export const slaAlerteJours = 3;

export type SlaEtat = 'dans_les_temps' | 'bientot' | 'depasse' | 'close';

/** Where a request stands against its deadline: its age in whole days, frozen once closed. */
export function slaEtat(statut: StatutDemande, ageJours: number): SlaEtat {
  if (statut === 'traitee' || statut === 'refusee') return 'close';
  if (ageJours >= slaJours) return 'depasse';
  return ageJours >= slaAlerteJours ? 'bientot' : 'dans_les_temps';
}

export const slaLibelles: Record<SlaEtat, string> = {
  dans_les_temps: 'Dans les délais',
  bientot: 'Délai bientôt atteint',
  depasse: 'Délai dépassé',
  close: 'Close',
};

/** The open statuses, which the inbox shows first. */
export const statutsOuverts = ['recue', 'en_cours', 'en_attente_pieces'] as const satisfies readonly StatutDemande[];

export const inboxAges = ['moins-2j', '2-5j', 'plus-5j'] as const;
export type InboxAge = (typeof inboxAges)[number];
export const inboxAgeLibelles: Record<InboxAge, string> = {
  'moins-2j': 'Moins de 2 jours',
  '2-5j': 'De 2 à 5 jours',
  'plus-5j': `Plus de ${slaJours} jours (délai dépassé)`,
};

export const inboxAssignees = ['moi', 'personne'] as const;
export const inboxAssigneeLibelles: Record<(typeof inboxAssignees)[number], string> = {
  moi: 'Attribuées à moi',
  personne: 'Non attribuées',
};

export const inboxSortColumns = ['creeLe', 'modifieLe', 'numero', 'statut'] as const;

/** GET /api/admin/demandes: the queue, oldest first; filters by type, status, client, age, assignee. */
export const inboxSearchSchema = gridQuerySchema(inboxSortColumns).extend({
  statut: z.enum([...statutsDemande, 'ouvertes']).optional(),
  type: text().trim().max(60).optional(),
  age: z.enum(inboxAges).optional(),
  attribution: z.enum(inboxAssignees).optional(),
  /** A request number (D…) or a member number. */
  recherche: text().trim().max(40).optional(),
  /** Only for a role spanning clients: another client's code. */
  client: text().trim().max(40).optional(),
});
export type InboxSearch = z.infer<typeof inboxSearchSchema>;

export const inboxExportSchema = inboxSearchSchema.omit({ page: true, pageSize: true }).extend(exportFormatQuery);
export const inboxExportLimit = 10_000;

const personneSchema = z.object({ id: z.number().int(), numPers: text(), nom: text(), prenom: text() });

export const inboxRowSchema = z.object({
  id: z.number().int(),
  numero: text(),
  type: text(),
  libelleType: text(),
  objet: text(),
  statut: z.enum(statutsDemande),
  adherent: personneSchema,
  creeLe: text(),
  modifieLe: text(),
  ageJours: z.number().int(),
  sla: z.enum(['dans_les_temps', 'bientot', 'depasse', 'close']),
  attribueA: text().nullable(),
  /** The member wrote last: staff have something to read. */
  messageAdherent: z.boolean(),
});
export type InboxRow = z.infer<typeof inboxRowSchema>;
export const inboxPageSchema = gridPageSchema(inboxRowSchema);

/** GET /api/admin/demandes/:id — the member's view of the request, and what staff need besides. */
export const inboxDetailSchema = demandeDetailSchema.extend({
  id: z.number().int(),
  version: z.number().int(),
  adherent: personneSchema.extend({ email: text().nullable() }),
  ageJours: z.number().int(),
  sla: z.enum(['dans_les_temps', 'bientot', 'depasse', 'close']),
  attribueA: z.object({ id: text(), nom: text() }).nullable(),
  /** Who wrote each message: « Marie Dupont » or the staff member's name. */
  auteurs: z.array(text()),
});
export type InboxDetail = z.infer<typeof inboxDetailSchema>;

const version = z.number().int().min(1);
const message = multilineText().trim().max(5000, demandeMessages.replyTooLong);

export const inboxMessages = {
  conflict: (qui: string, quand: string) =>
    `Cette demande a été modifiée par ${qui} le ${quand}, après que vous l’avez ouverte. Rien n’a été enregistré : rechargez-la pour voir ce qui a changé, puis recommencez.`,
  conflictUnknown: demandeMessages.conflict,
  messageRequired: 'Écrivez le message destiné à l’adhérent.',
  pieceRequired: 'Précisez le document attendu de l’adhérent.',
  replyEmpty: demandeMessages.replyEmpty,
  assigned: 'La demande vous est attribuée.',
  unassigned: 'La demande n’est plus attribuée.',
  replied: 'Votre réponse est envoyée à l’adhérent.',
  pieceAsked: 'La demande passe « En attente de pièces » : l’adhérent est prévenu par e-mail.',
  accepted: 'La demande est acceptée (« Traitée ») : l’adhérent est prévenu.',
  refused: 'La demande est refusée : l’adhérent est prévenu avec le motif.',
} as const;

export const inboxAssignSchema = z.strictObject({ version, attribuer: z.boolean() });

export const inboxReplySchema = z
  .strictObject({ version, message: message.default(''), pieces: z.array(uploadedFileSchema).max(10).default([]) })
  .refine((reply) => reply.message.length > 0 || reply.pieces.length > 0, {
    error: inboxMessages.replyEmpty,
    path: ['message'],
  });

export const inboxAskPieceSchema = z.strictObject({
  version,
  message: message.min(3, { error: inboxMessages.pieceRequired }),
});

export const inboxAcceptSchema = z.strictObject({ version, message: message.default('') });

export const inboxRefuseSchema = z.strictObject({
  version,
  motif: text()
    .trim()
    .min(3, { error: demandeMessages.reasonRequired })
    .max(500, { error: 'Le motif ne dépasse pas 500 caractères.' }),
});

export const inboxActionResponseSchema = z.object({ message: text(), version: z.number().int() });
