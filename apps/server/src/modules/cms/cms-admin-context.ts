import type { FastifyRequest } from 'fastify';
import { cmsAdminMessages as m } from '@portail/shared/admin/cms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAudit, type AuditEntry } from '../../plugins/audit.ts';
import { requireAccount } from '../../plugins/session.ts';
import { lockItem, settleDuePublications, type ItemRow } from './cms-admin-repository.ts';

export interface CmsAdminDeps {
  db: Db;
  clock: Clock;
}

const blocTarget = (row: { id: number }) => `cms_bloc:${row.id}`;
const blocLabel = (row: { list_name: string; name: string }) => `${row.list_name} / ${row.name}`;

export function authorOf(request: FastifyRequest) {
  const account = requireAccount(request);
  return { accountId: account.accountId, userName: account.userName };
}

/**
 * One change of one block, in one transaction: publications due are written down first, the block
 * is locked, the change and its audit entry commit together (or nothing does).
 */
export async function changeBloc<T>(
  { db, clock }: CmsAdminDeps,
  request: FastifyRequest,
  itemId: number,
  change: (
    trx: Db,
    row: ItemRow,
    now: Date,
  ) => Promise<{ audit: Omit<AuditEntry, 'resource' | 'target' | 'targetLabel'>; result: T }>,
  { allowDeleted = false } = {},
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const now = clock();
    await settleDuePublications(trx, request.client.id, now);
    const row = await lockItem(trx, request.client.id, itemId);
    if (!row) throw new AppError(404, 'CMS_ITEM_NOT_FOUND', m.unknownItem);
    if (row.deleted_at !== null && !allowDeleted) throw new AppError(400, 'CMS_ITEM_DELETED', m.deleted);
    const { audit, result } = await change(trx, row, now);
    await recordAudit(trx, request, {
      resource: 'cms',
      target: blocTarget(row),
      targetLabel: blocLabel(row),
      ...audit,
    });
    return result;
  });
}
