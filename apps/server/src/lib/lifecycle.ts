/**
 * The state a load balancer asks about (issue 24): once SIGTERM arrives the instance drains — it
 * says « not ready » at once, keeps serving, and asks keep-alive clients to reconnect elsewhere —
 * before it stops accepting connections.
 */
export interface Lifecycle {
  draining: boolean;
}

export function createLifecycle(): Lifecycle {
  return { draining: false };
}
