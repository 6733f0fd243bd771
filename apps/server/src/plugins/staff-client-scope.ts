import type { FastifyRequest } from 'fastify';
import { isAllowedAcrossClients } from '@portail/shared/admin/habilitations';
import { serverMessages } from '@portail/shared/messages';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * The client whose data a back-office call reads or writes: the one served, or another named by
 * `code` for a role spanning clients. Only what such a role grants reaches another client, never
 * the rights of the account's other roles (decision 028).
 */
export async function adminClientOf(db: Db, request: FastifyRequest, code: string | undefined): Promise<number> {
  if (!code || code === request.client.code) return request.client.id;
  const needed = request.routeOptions.config.habilitation;
  const rights = request.staffRights;
  if (!needed || !rights || !isAllowedAcrossClients(rights, needed.resource, needed.action))
    throw new AppError(403, 'FORBIDDEN', serverMessages.forbidden);
  const other = await db.selectFrom('clients').select('id').where('code', '=', code).executeTakeFirst();
  if (!other) throw new AppError(404, 'NOT_FOUND', 'Ce client est inconnu.');
  return other.id;
}
