import { z } from 'zod';
import { roles } from './roles.ts';
import { multilineText, text } from './text.ts';

export const currentUserSchema = z.object({
  id: text(),
  userName: text(),
  email: text(),
  nom: text(),
  prenom: text(),
  codeCivilite: text().nullable(),
  roles: z.array(z.enum(roles)),
  /** §3 isConsultant: the account's Consultant flag (reads the back office, changes nothing). */
  isConsultant: z.boolean(),
  /** « Voir comme l'adhérent »: the staff member viewing this member's area, read only (issue 14). */
  consultePar: text().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/identity/session: who is signed in, or anonymity, as an answer rather than a 401. */
export const sessionStateSchema = z.discriminatedUnion('authenticated', [
  z.object({ authenticated: z.literal(false) }),
  z.object({ authenticated: z.literal(true), user: currentUserSchema }),
]);
export type SessionState = z.infer<typeof sessionStateSchema>;

export const loginBodySchema = z.strictObject({
  userName: text().trim().min(1).max(254),
  password: text().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const errorBodySchema = z.object({
  message: multilineText(),
  code: text(),
  errors: z.record(text(), text()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
