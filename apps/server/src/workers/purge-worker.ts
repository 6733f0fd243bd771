import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { purgerDonneesEchues } from '../modules/conservation/purge.ts';

/**
 * The purge of personal data past its term (decision 051), in every instance: the first run a few
 * minutes after start, then every hour. The leases of the purge make one instance at a time work on
 * a client's kind of data. `stop` waits for a run in progress, so the database closes after it.
 */
export function startPurgeWorker(options: {
  db: Db;
  log: FastifyBaseLogger;
  everyMs?: number;
  firstAfterMs?: number;
}): { stop(): Promise<void> } {
  const { db, log, everyMs = 60 * 60 * 1000, firstAfterMs = 5 * 60 * 1000 } = options;
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = purgerDonneesEchues(db, { log: { info: (m) => log.info(m), error: (m) => log.error(m) } })
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'purge interrompue'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, firstAfterMs);
  first.unref();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
