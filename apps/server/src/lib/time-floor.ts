/**
 * Runs the work and answers no sooner than the floor, success or failure alike: an answer that
 * would be slower for an existing account (a mail queued, a token written) tells nothing by its time.
 */
export async function withTimeFloor<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const wait = floorMs - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
