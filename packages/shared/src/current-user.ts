import { z } from 'zod';
import { roles } from './roles.ts';

export const currentUserSchema = z.object({
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  nom: z.string(),
  prenom: z.string(),
  codeCivilite: z.string().nullable(),
  roles: z.array(z.enum(roles)),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginBodySchema = z.strictObject({
  userName: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
