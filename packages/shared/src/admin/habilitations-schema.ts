import { z } from 'zod';
import { adminResources, habilitationActions, habilitationScopes } from './habilitations.ts';

/** GET /api/identity/staff-rights: the rights of the signed-in staff member (decision 028). */
const habilitationSchema = z.object({
  resource: z.enum(adminResources),
  action: z.enum(habilitationActions),
  scope: z.enum(habilitationScopes),
});

export const staffRightsSchema = z.object({
  habilitations: z.array(habilitationSchema),
  spansClients: z.boolean(),
  crossClientHabilitations: z.array(habilitationSchema),
  isConsultant: z.boolean(),
});
