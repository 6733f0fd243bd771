/**
 * Leases on shared work (outbox messages, a notification being sent) are short so that the work of
 * an instance killed with `kill -9` is taken over quickly; while the holder works, it renews them
 * every third of their length. Renewals never overlap: a slow database skips a beat, it does not
 * pile them up. The returned function stops renewing (the work is done or released).
 */
export function keepLeaseAlive(
  renew: () => Promise<unknown>,
  leaseMs: number,
  onError: (error: unknown) => void,
): () => void {
  let renewing = false;
  const timer = setInterval(
    () => {
      if (renewing) return;
      renewing = true;
      renew()
        .catch(onError)
        .finally(() => {
          renewing = false;
        });
    },
    Math.max(50, Math.floor(leaseMs / 3)),
  );
  timer.unref();
  return () => clearInterval(timer);
}
