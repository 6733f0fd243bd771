import { z } from 'zod';
import { multilineText, text } from '../text.ts';
import { gridPageSchema, gridQuerySchema } from './grid.ts';

/*
 * Notifications of the back office (issue 15, decision 033): a title, a rich text, an optional link
 * to a page of the member area, an audience, the channels (portal, e-mail), sent now or at a time.
 */

/** The member-area pages a notification may link to: a closed list, never a typed address. */
export const notificationLiens = {
  '/espace-adherent': 'Accueil de l’espace adhérent',
  '/espace-adherent/contrats': 'Mes contrats',
  '/espace-adherent/contrats/garanties': 'Mes garanties',
  '/espace-adherent/remboursements': 'Mes remboursements',
  '/espace-adherent/documents': 'Mes documents',
  '/espace-adherent/demandes': 'Mes demandes',
  '/espace-adherent/profil': 'Mon profil',
  '/espace-adherent/profil/preferences': 'Mes préférences',
  '/espace-adherent/consentements': 'Mes consentements',
} as const;
export type NotificationLien = keyof typeof notificationLiens;

export const notificationStatuts = {
  brouillon: 'Brouillon',
  programmee: 'Programmée',
  en_cours: 'Envoi en cours',
  envoyee: 'Envoyée',
  annulee: 'Annulée',
} as const;
export type NotificationStatut = keyof typeof notificationStatuts;

export const notificationMessages = {
  titre: 'Donnez un titre à la notification (3 à 120 caractères).',
  contenu: 'Écrivez le texte de la notification.',
  contenuLong: 'Le texte ne dépasse pas 20 000 caractères.',
  canal: 'Choisissez au moins un canal : le portail ou l’e-mail.',
  popupSansPortail: 'Une fenêtre à la connexion ne s’affiche que pour une notification du portail.',
  audience: 'Choisissez l’audience.',
  lien: 'Choisissez une page de l’espace adhérent dans la liste.',
  date: 'Indiquez la date et l’heure d’envoi.',
  datePassee: 'Ce moment est déjà passé : choisissez une date et une heure à venir.',
  audienceVide:
    'Cette audience ne compte aucun adhérent joignable (avec un compte du portail actif) : rien n’a été envoyé.',
  notFound: 'Cette notification n’existe pas ou plus.',
  pasModifiable: 'Cette notification est déjà partie ou annulée : elle ne se modifie plus.',
  pasAnnulable: 'Seule une notification programmée s’annule ; celle-ci ne l’est pas (ou plus).',
  pasEnvoyable: 'Cette notification est déjà programmée, partie ou annulée.',
} as const;

/** A draft (create or edit): the content, the audience and the channels; when it leaves is said apart. */
export const notificationInputSchema = z
  .strictObject({
    titre: text().trim().min(3, { error: notificationMessages.titre }).max(120, { error: notificationMessages.titre }),
    contenu: multilineText()
      .trim()
      .min(1, { error: notificationMessages.contenu })
      .max(20_000, { error: notificationMessages.contenuLong }),
    lien: z
      .enum(Object.keys(notificationLiens) as [NotificationLien, ...NotificationLien[]], {
        error: notificationMessages.lien,
      })
      .nullable()
      .default(null),
    audienceId: z
      .number({ error: notificationMessages.audience })
      .int()
      .positive({ error: notificationMessages.audience }),
    canalPortail: z.boolean(),
    canalEmail: z.boolean(),
    popup: z.boolean().default(false),
  })
  .refine((n) => n.canalPortail || n.canalEmail, { path: ['canalPortail'], error: notificationMessages.canal })
  .refine((n) => !n.popup || n.canalPortail, { path: ['popup'], error: notificationMessages.popupSansPortail });
export type NotificationInput = z.input<typeof notificationInputSchema>;

/** The moment to send, in the future (checked with the server's clock; the form checks with the browser's). */
export const notificationProgrammerSchema = z.strictObject({
  le: z.iso.datetime({ offset: true, error: notificationMessages.date }),
});

export function isFutureMoment(iso: string, now: Date): boolean {
  return new Date(iso).getTime() > now.getTime();
}

export const notificationSchema = z.object({
  id: z.number().int(),
  titre: text(),
  contenu: multilineText(),
  lien: text().nullable(),
  audienceId: z.number().int().nullable(),
  audienceNom: text(),
  canalPortail: z.boolean(),
  canalEmail: z.boolean(),
  popup: z.boolean(),
  statut: z.enum(Object.keys(notificationStatuts) as [NotificationStatut, ...NotificationStatut[]]),
  programmeeLe: text().nullable(),
  envoyeeLe: text().nullable(),
  modifieePar: text(),
  /** Delivery figures: members reached, read in the portal, e-mails delivered, refused by preference, failing. */
  destinataires: z.number().int(),
  lues: z.number().int(),
  emailsEnvoyes: z.number().int(),
  emailsDesabonnes: z.number().int(),
  emailsEchecs: z.number().int(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationSortColumns = ['creeeLe', 'titre', 'programmeeLe'] as const;
export const notificationSearchSchema = gridQuerySchema(notificationSortColumns).extend({
  order: z.enum(['asc', 'desc']).default('desc'),
  statut: z.enum(Object.keys(notificationStatuts) as [NotificationStatut, ...NotificationStatut[]]).optional(),
});
export const notificationRowSchema = notificationSchema.omit({ contenu: true });
export type NotificationRow = z.infer<typeof notificationRowSchema>;
export const notificationPageSchema = gridPageSchema(notificationRowSchema);
