import type { FastifyRequest } from 'fastify';
import type { AdminResource } from '@portail/shared/admin/habilitations';
import type { Db } from '../db/database.ts';
import { requireAccount } from './session.ts';

/** One staff write, as the audit log keeps it (decision 029). */
export interface AuditEntry {
  resource: AdminResource;
  /** "resource.verb", labelled in packages/shared/src/admin/audit.ts. */
  action: string;
  /** What was changed, as "kind:id" (e.g. "compte:…", "demande:42"): the log is searched by it. */
  target: string;
  /** A readable name of the target at the time (a member's name, a table's label). */
  targetLabel?: string | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
  /** The client whose data changed, when not the one serving the request (a role spanning clients). */
  clientId?: number;
}

/** Who wrote: a staff account from where it signed in, or the portal itself. */
interface AuditAuthor {
  accountId: string | null;
  name: string;
  ip: string | null;
}

async function insertAudit(db: Db, clientId: number, author: AuditAuthor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      client_id: clientId,
      actor_account_id: author.accountId,
      actor: author.name,
      ip: author.ip,
      resource: entry.resource,
      action: entry.action,
      target: entry.target,
      target_label: entry.targetLabel ?? null,
      reason: entry.reason ?? null,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}

/**
 * Writes the entry with `db`: pass the transaction of the change itself, so the change and its
 * entry are committed together or not at all. The author is the signed-in staff account.
 */
export async function recordAudit(db: Db, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const account = requireAccount(request);
  await insertAudit(
    db,
    entry.clientId ?? request.client.id,
    { accountId: account.accountId, name: account.userName, ip: request.ip },
    entry,
  );
}

/** An entry written by the portal itself (a scheduled purge): no account, no address, « système ». */
export async function recordSystemAudit(db: Db, entry: AuditEntry & { clientId: number }): Promise<void> {
  await insertAudit(db, entry.clientId, { accountId: null, name: 'système', ip: null }, entry);
}
