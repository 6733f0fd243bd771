import { z } from 'zod';
import type { AdminResource, HabilitationAction } from '@portail/shared/admin/habilitations';

/* Pieces every back-office route module declares the same way. */

/** `:id` of a row (a serial): a positive 32-bit integer. */
export const idParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The answer of a creation: the new row's id. */
export const createdSchema = z.object({ id: z.number().int() });

/** `config` of a back-office route: staff, with the habilitation it needs (decision 028). */
export function staffRoute(resource: AdminResource, action: HabilitationAction) {
  return { access: 'staff' as const, habilitation: { resource, action } };
}

/** A new order names each current row once, and nothing else. */
export function isReordering(current: readonly number[], ids: readonly number[]): boolean {
  return ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
}
