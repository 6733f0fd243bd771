import { z } from 'zod';
import { multilineText, text } from './text.ts';

/* « Mes notifications » (issue 15): what the mutuelle sent to the signed-in member, read or not. */

export const mesNotificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const mesNotificationSchema = z.object({
  id: z.number().int(),
  titre: text(),
  /** Sanitised HTML (the CMS policy). */
  contenu: multilineText(),
  lien: text().nullable(),
  lienLibelle: text().nullable(),
  recueLe: text(),
  lue: z.boolean(),
});
export type MesNotification = z.infer<typeof mesNotificationSchema>;

export const mesNotificationsPageSchema = z.object({
  rows: z.array(mesNotificationSchema),
  total: z.number().int(),
  nonLues: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MesNotificationsPage = z.infer<typeof mesNotificationsPageSchema>;

export const nonLuesSchema = z.object({ nonLues: z.number().int() });

/** The notification to show as a window at this sign-in, if any. */
export const notificationPopupSchema = z.object({ notification: mesNotificationSchema.nullable() });

export const notificationIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const desabonnementMessages = {
  titre: 'Notifications par e-mail',
  question: (client: string) => `Ne plus recevoir par e-mail les notifications de ${client} ?`,
  explication:
    'Vous les retrouverez toujours dans votre espace adhérent. Vous pourrez les réactiver dans « Mes préférences ».',
  bouton: 'Ne plus recevoir ces e-mails',
  fait: 'C’est noté : vous ne recevrez plus les notifications par e-mail. Vous pouvez les réactiver à tout moment dans « Mes préférences » de votre espace adhérent.',
  invalide:
    'Ce lien de désabonnement n’est pas valable. Vous pouvez régler vos e-mails dans « Mes préférences » de votre espace adhérent.',
} as const;
