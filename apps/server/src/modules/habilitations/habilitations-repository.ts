import { sql } from 'kysely';
import { habilitationActionsInOrder, type RoleHabilitation } from '@portail/shared/admin/habilitations-editor';
import type {
  AdminResource,
  Habilitation,
  HabilitationAction,
  HabilitationScope,
} from '@portail/shared/admin/habilitations';
import { adminResources } from '@portail/shared/admin/habilitations';
import type { Db } from '../../db/database.ts';

/*
 * The roles and their rights in one client (decision 031): a role's own set in this client once its
 * Admin saved one (client_roles + client_role_habilitations), else the starting rights of
 * role_habilitations (migration 011). The staff-rights plugin reads the same rule in SQL.
 */

export interface RoleInClient {
  code: string;
  libelle: string;
  spansClients: boolean;
  version: number;
  personnalise: boolean;
  habilitations: Habilitation[];
}

/** §6's order of the back-office roles (a code's collation differs between databases). */
const roleOrder = ['Admin', 'Gestionnaire', 'admin_digital', 'autres_admins'];
const rank = (code: string) => (roleOrder.includes(code) ? roleOrder.indexOf(code) : roleOrder.length);

/** Every role with its rights in the client, in §6's order. */
export async function rolesInClient(db: Db, clientId: number): Promise<RoleInClient[]> {
  const [roles, templates, own, versions] = await Promise.all([
    db.selectFrom('staff_roles').select(['code', 'libelle', 'spans_clients']).execute(),
    db.selectFrom('role_habilitations').select(['role_code', 'resource', 'action', 'scope']).execute(),
    db
      .selectFrom('client_role_habilitations')
      .select(['role_code', 'resource', 'action', 'scope'])
      .where('client_id', '=', clientId)
      .execute(),
    db.selectFrom('client_roles').select(['role_code', 'version']).where('client_id', '=', clientId).execute(),
  ]);
  const versionOf = new Map(versions.map((v) => [v.role_code, v.version]));
  return roles
    .sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code))
    .map((role) => {
      const version = versionOf.get(role.code);
      const rows = (version === undefined ? templates : own).filter((h) => h.role_code === role.code);
      return {
        code: role.code,
        libelle: role.libelle,
        spansClients: role.spans_clients,
        version: version ?? 0,
        personnalise: version !== undefined,
        habilitations: rows.map((h) => ({
          resource: h.resource as AdminResource,
          action: h.action as HabilitationAction,
          scope: h.scope as HabilitationScope,
        })),
      };
    });
}

/** The matrix's rows: one per resource granted something, its actions in the matrix's order. */
export function asMatrix(habilitations: readonly Habilitation[]): RoleHabilitation[] {
  return adminResources.flatMap((resource) => {
    const granted = habilitations.filter((h) => h.resource === resource);
    if (granted.length === 0) return [];
    return [
      {
        resource,
        actions: habilitationActionsInOrder.filter((a) => granted.some((h) => h.action === a)),
        scope: granted[0]!.scope,
      },
    ];
  });
}

/**
 * Replaces the client's set for a role if it is still at `version` (0: never saved here); false
 * when someone saved it meanwhile.
 */
export async function replaceRoleInClient(
  db: Db,
  clientId: number,
  roleCode: string,
  version: number,
  rows: readonly RoleHabilitation[],
): Promise<boolean> {
  const saved =
    version === 0
      ? await db
          .insertInto('client_roles')
          .values({ client_id: clientId, role_code: roleCode })
          .onConflict((oc) => oc.doNothing())
          .returning('version')
          .executeTakeFirst()
      : await db
          .updateTable('client_roles')
          .set({ version: sql`version + 1` })
          .where('client_id', '=', clientId)
          .where('role_code', '=', roleCode)
          .where('version', '=', version)
          .returning('version')
          .executeTakeFirst();
  if (!saved) return false;
  await db
    .deleteFrom('client_role_habilitations')
    .where('client_id', '=', clientId)
    .where('role_code', '=', roleCode)
    .execute();
  const values = rows.flatMap((row) =>
    [...new Set(row.actions)].map((action) => ({
      client_id: clientId,
      role_code: roleCode,
      resource: row.resource,
      action,
      scope: row.scope,
    })),
  );
  if (values.length > 0) await db.insertInto('client_role_habilitations').values(values).execute();
  return true;
}

/** The client's staff accounts (those holding a back-office role), with their roles. */
export async function staffAccountsOf(db: Db, clientId: number) {
  const rows = await db
    .selectFrom('accounts')
    .select(['user_name', 'nom', 'prenom', 'roles', 'is_consultant', 'disabled'])
    .where('client_id', '=', clientId)
    .where(sql<boolean>`roles && array(select code from staff_roles)`)
    .orderBy('user_name')
    .execute();
  return rows.map((r) => ({
    userName: r.user_name,
    nom: r.nom,
    prenom: r.prenom,
    roles: r.roles,
    isConsultant: r.is_consultant,
    disabled: r.disabled,
  }));
}
