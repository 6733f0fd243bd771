import type { Db } from './database.ts';
import { deleteExpiredSessions } from '../plugins/sessions-repository.ts';
import { purgeRateLimits } from '../plugins/rate-limit-store.ts';

/** Removes expired sessions and rate-limit counters every ten minutes. */
export function startHousekeeping(db: Db, everyMs = 10 * 60 * 1000): () => void {
  const timer = setInterval(() => {
    void Promise.all([deleteExpiredSessions(db), purgeRateLimits(db)]).catch(() => undefined);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
