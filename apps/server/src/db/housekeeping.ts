import type { Db } from './database.ts';
import { deleteExpiredSessions } from '../plugins/sessions-repository.ts';
import { purgeRateLimits } from '../plugins/rate-limit-store.ts';
import { deleteExpiredUploads } from '../routes/uploads/uploads-repository.ts';
import { uploadQuota } from '@portail/shared/file-types';

/** Removes expired sessions, rate-limit counters and files never joined to a request, every ten minutes. */
export function startHousekeeping(db: Db, everyMs = 10 * 60 * 1000): () => void {
  const timer = setInterval(() => {
    void Promise.all([
      deleteExpiredSessions(db),
      purgeRateLimits(db),
      deleteExpiredUploads(db, uploadQuota.pendingRetentionMs),
    ]).catch(() => undefined);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
