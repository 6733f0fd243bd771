import type { Db } from '../db/database.ts';
import { deleteExpiredSessions } from '../plugins/sessions-repository.ts';
import { purgeRateLimits } from '../plugins/rate-limit-store.ts';
import { purgeIdempotencyKeys } from '../plugins/idempotency-repository.ts';
import { deleteExpiredUploads } from '../modules/uploads/uploads-repository.ts';
import { expireExports } from '../modules/export-donnees/export-donnees-repository.ts';
import { uploadQuota } from '@portail/shared/file-types';

/**
 * Removes expired sessions, rate-limit counters, idempotency keys (24 h) and files never joined to
 * a request every ten minutes. Sign-ins and other personal data past their term: the purge
 * (workers/purge-worker.ts, decision 051).
 */
export function startHousekeeping(db: Db, everyMs = 10 * 60 * 1000): () => void {
  const timer = setInterval(() => {
    void Promise.all([
      deleteExpiredSessions(db),
      purgeRateLimits(db),
      purgeIdempotencyKeys(db),
      deleteExpiredUploads(db, uploadQuota.pendingRetentionMs),
      expireExports(db, new Date()),
    ]).catch(() => undefined);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
