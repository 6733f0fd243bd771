import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { deleteExpiredSessions } from '../plugins/sessions-repository.ts';
import { purgeRateLimits } from '../plugins/rate-limit-store.ts';
import { purgeIdempotencyKeys } from '../plugins/idempotency-repository.ts';
import { deleteExpiredUploads } from '../modules/uploads/uploads-repository.ts';
import { uploadQuota } from '@portail/shared/file-types';

/** The sign-in history kept for the member sheet (decision 029). */
const connexionsRetentionDays = 180;

/**
 * Removes expired sessions, rate-limit counters, idempotency keys (24 h), files never joined to a
 * request and sign-ins older than the retention, every ten minutes.
 */
export function startHousekeeping(db: Db, everyMs = 10 * 60 * 1000): () => void {
  const timer = setInterval(() => {
    void Promise.all([
      deleteExpiredSessions(db),
      purgeRateLimits(db),
      purgeIdempotencyKeys(db),
      deleteExpiredUploads(db, uploadQuota.pendingRetentionMs),
      db
        .deleteFrom('connexions')
        .where('at', '<', sql<Date>`now() - ${connexionsRetentionDays} * interval '1 day'`)
        .execute(),
    ]).catch(() => undefined);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
