import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The request being served, reachable from code that is not handed the request (the outbox's
 * enqueue functions, twenty call sites deep in services): its id goes into the rows it writes.
 * The context is entered in onRequest and re-entered in preValidation, because reading the body
 * (stream events) leaves it — the way @fastify/request-context does it.
 */
interface RequestStore {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestStore>();
const resources = new WeakMap<FastifyRequest, AsyncResource>();

/** The X-Request-Id of the request this code runs for; undefined in background work. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ requestId: request.id }, () => {
      const resource = new AsyncResource('portail-request');
      resources.set(request, resource);
      resource.runInAsyncScope(done, request.raw);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = resources.get(request);
    if (resource) resource.runInAsyncScope(done, request.raw);
    else done();
  });
}
