import { z } from 'zod';
import { text } from '../text.ts';
import {
  adminResources,
  habilitationActions,
  habilitationScopes,
  type HabilitationAction,
  type HabilitationScope,
} from './habilitations.ts';

/*
 * The roles-and-rights editor (issue 14, decision 031): a client's Admin sets, for each role, its
 * habilitations in this client (resource × actions, one scope per resource). Roles are global;
 * a role's rights are always "this role in this client" (decision 028).
 */

export const habilitationActionLabels: Record<HabilitationAction, string> = {
  read: 'Lecture',
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
};

/** The order of the matrix's columns. */
export const habilitationActionsInOrder: readonly HabilitationAction[] = ['read', 'create', 'update', 'delete'];

export const habilitationScopeLabels: Record<HabilitationScope, string> = {
  Both: 'Contrat et bénéficiaires',
  Contrat: 'Contrat',
  Benef: 'Bénéficiaires',
};

export const habilitationsMessages = {
  roleInconnu: 'Ce rôle n’existe pas.',
  roleDetenu:
    'Vous détenez ce rôle : un rôle ne s’accorde pas de droits. Un autre administrateur doit modifier ses habilitations.',
  roleMultiClients:
    'Ce rôle couvre plusieurs clients : ses habilitations valent pour tous et ne se modifient pas depuis le back-office d’un client.',
  dernierRole:
    'Au moins un rôle de ce client doit garder le droit de modifier les habilitations : sinon plus personne ici ne pourrait les changer.',
  conflit:
    'Les habilitations de ce rôle ont été modifiées entre-temps par un autre collaborateur : rechargez la page pour voir leur état actuel.',
  ressourceInconnue: `Ressource inconnue : les ressources sont ${adminResources.join(', ')}.`,
  actionInconnue: `Action inconnue : les actions sont ${habilitationActions.join(', ')}.`,
  porteeInconnue: `Portée inconnue : les portées sont ${habilitationScopes.join(', ')}.`,
  ressourceEnDouble: (resource: string) => `La ressource « ${resource} » figure deux fois : une ligne par ressource.`,
  enregistre: (role: string) =>
    `Les habilitations du rôle « ${role} » sont enregistrées ; elles s’appliquent dans les 10 secondes.`,
} as const;

/** One row of the matrix: a resource, the actions granted on it, its scope. */
export const roleHabilitationSchema = z.strictObject({
  resource: z.enum(adminResources, { error: habilitationsMessages.ressourceInconnue }),
  actions: z.array(z.enum(habilitationActions, { error: habilitationsMessages.actionInconnue })).max(4),
  scope: z.enum(habilitationScopes, { error: habilitationsMessages.porteeInconnue }),
});
export type RoleHabilitation = z.infer<typeof roleHabilitationSchema>;

/** PUT /api/admin/habilitations/{role}: the whole set, and the version it was read at (0: the starting rights). */
export const roleHabilitationsBodySchema = z.strictObject({
  version: z.number().int().min(0),
  habilitations: z
    .array(roleHabilitationSchema)
    .max(adminResources.length)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, i) => {
        if (seen.has(row.resource))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'resource'],
            message: habilitationsMessages.ressourceEnDouble(row.resource),
          });
        seen.add(row.resource);
      });
    }),
});
export type RoleHabilitationsBody = z.infer<typeof roleHabilitationsBodySchema>;

export const roleViewSchema = z.object({
  code: text(),
  libelle: text(),
  spansClients: z.boolean(),
  /** 0 while the role has the starting rights in this client. */
  version: z.number().int(),
  personnalise: z.boolean(),
  habilitations: z.array(roleHabilitationSchema),
  /** Why the signed-in staff member may not change it (null: he may, with the right). */
  motifNonModifiable: text().nullable(),
});
export type RoleView = z.infer<typeof roleViewSchema>;

export const rolesResponseSchema = z.object({ roles: z.array(roleViewSchema) });
export type RolesResponse = z.infer<typeof rolesResponseSchema>;

export const roleSavedSchema = z.object({ message: text(), role: roleViewSchema });

export const staffAccountsResponseSchema = z.object({
  comptes: z.array(
    z.object({
      userName: text(),
      nom: text().nullable(),
      prenom: text().nullable(),
      roles: z.array(text()),
      isConsultant: z.boolean(),
      disabled: z.boolean(),
    }),
  ),
});
export type StaffAccountsResponse = z.infer<typeof staffAccountsResponseSchema>;
