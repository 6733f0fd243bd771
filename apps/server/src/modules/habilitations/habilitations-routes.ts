import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  habilitationsMessages as msg,
  roleHabilitationsBodySchema,
  roleSavedSchema,
  rolesResponseSchema,
  staffAccountsResponseSchema,
  type RoleHabilitation,
  type RoleView,
} from '@portail/shared/admin/habilitations-editor';
import { text } from '@portail/shared/text';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { requireAccount } from '../../plugins/session.ts';
import {
  asMatrix,
  replaceRoleInClient,
  rolesInClient,
  staffAccountsOf,
  type RoleInClient,
} from './habilitations-repository.ts';

/** Why the signed-in staff member may not change a role, whatever his rights (decision 031). */
function refusal(request: FastifyRequest, role: RoleInClient): string | null {
  if (role.spansClients) return msg.roleMultiClients;
  if (requireAccount(request).roles.includes(role.code)) return msg.roleDetenu;
  return null;
}

function view(request: FastifyRequest, role: RoleInClient): RoleView {
  return {
    code: role.code,
    libelle: role.libelle,
    spansClients: role.spansClients,
    version: role.version,
    personnalise: role.personnalise,
    habilitations: asMatrix(role.habilitations),
    motifNonModifiable: refusal(request, role),
  };
}

/** Some role of this client, not spanning clients, still lets its holders change the habilitations. */
const keepsAnEditor = (roles: RoleInClient[]) =>
  roles.some(
    (r) => !r.spansClients && r.habilitations.some((h) => h.resource === 'habilitations' && h.action === 'update'),
  );

/** Roles and their habilitations in the client (issue 14, decision 031). */
export const habilitationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/habilitations',
    {
      config: { access: 'staff', habilitation: { resource: 'habilitations', action: 'read' } },
      schema: {
        tags: ['admin'],
        summary: 'Les rôles du back-office et leurs habilitations dans ce client',
        response: { 200: rolesResponseSchema },
      },
    },
    async (request) => ({
      roles: (await rolesInClient(db, request.client.id)).map((role) => view(request, role)),
    }),
  );

  app.get(
    '/admin/habilitations/comptes',
    {
      config: { access: 'staff', habilitation: { resource: 'habilitations', action: 'read' } },
      schema: {
        tags: ['admin'],
        summary: 'Les comptes du personnel de ce client, leurs rôles et leur statut de Consultant',
        response: { 200: staffAccountsResponseSchema },
      },
    },
    async (request) => ({ comptes: await staffAccountsOf(db, request.client.id) }),
  );

  app.put(
    '/admin/habilitations/:role',
    {
      config: { access: 'staff', habilitation: { resource: 'habilitations', action: 'update' } },
      schema: {
        tags: ['admin'],
        summary:
          'Remplace les habilitations d’un rôle dans ce client (l’ensemble entier, à la version lue) ; jamais celles d’un rôle que l’on détient',
        params: z.object({ role: text().max(40) }),
        body: roleHabilitationsBodySchema,
        response: { 200: roleSavedSchema },
      },
    },
    async (request) => {
      const clientId = request.client.id;
      const { version, habilitations } = request.body;
      const rows: RoleHabilitation[] = habilitations.filter((h) => h.actions.length > 0);
      const saved = await db.transaction().execute(async (trx) => {
        const roles = await rolesInClient(trx, clientId);
        const role = roles.find((r) => r.code === request.params.role);
        if (!role) throw new AppError(404, 'NOT_FOUND', msg.roleInconnu);
        const refused = refusal(request, role);
        if (refused) throw new AppError(403, role.spansClients ? 'ROLE_MULTI_CLIENTS' : 'ROLE_DETENU', refused);
        if (!(await replaceRoleInClient(trx, clientId, role.code, version, rows)))
          throw new AppError(409, 'CONFLIT', msg.conflit);
        const after = await rolesInClient(trx, clientId);
        if (!keepsAnEditor(after)) throw new AppError(409, 'DERNIER_ROLE_HABILITATIONS', msg.dernierRole);
        const updated = after.find((r) => r.code === role.code)!;
        await recordAudit(trx, request, {
          resource: 'habilitations',
          action: 'habilitations.modifier',
          target: `role:${role.code}`,
          targetLabel: role.libelle,
          before: asMatrix(role.habilitations),
          after: asMatrix(updated.habilitations),
        });
        return updated;
      });
      return { message: msg.enregistre(saved.libelle), role: view(request, saved) };
    },
  );
};
