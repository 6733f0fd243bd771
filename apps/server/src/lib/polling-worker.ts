/** A background worker started with the server: one pass on demand (tests, a stop), and a stop that waits. */
export interface PollingWorker {
  /** One pass, or the one under way: what it did (jobs taken, archives stored…). */
  runOnce(): Promise<number>;
  /** True once stop() was called: a pass gives back what it has not started. */
  stopping(): boolean;
  /** No new pass; waits for the one under way. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `pollMs` in this instance, never two at once (a call during a pass gets that
 * pass): the loop of the workers that take shared jobs with a lease (notifications being sent, data
 * archives). The jobs are shared between instances by the database (`skip locked`, leases), not here.
 */
export function startPolling(
  pass: () => Promise<number>,
  options: { pollMs: number; onError: (error: unknown) => void },
): PollingWorker {
  let running: Promise<number> | null = null;
  let stopped = false;

  function runOnce(): Promise<number> {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (!stopped) runOnce().catch(options.onError);
  }, options.pollMs);
  timer.unref();

  return {
    runOnce,
    stopping: () => stopped,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
