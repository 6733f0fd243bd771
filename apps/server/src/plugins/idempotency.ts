import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { sha256 } from '../lib/tokens.ts';
import {
  claimIdempotencyKey,
  type IdempotencyScope,
  releaseIdempotencyKey,
  type StoredAnswer,
  storeIdempotentAnswer,
} from './idempotency-repository.ts';
import type { SessionAccount } from './sessions-repository.ts';

export const idempotencyMessages = {
  invalidKey:
    'L’en-tête Idempotency-Key est invalide : de 1 à 128 caractères parmi les lettres, les chiffres, « - » et « _ ».',
  reused: 'Cette clé d’idempotence a déjà servi pour une autre demande.',
  inProgress: 'Cette demande est déjà en cours de traitement.',
  interrupted:
    'Le premier envoi de cette demande a été interrompu : vérifiez qu’elle n’a pas déjà été prise en compte avant de la renvoyer.',
} as const;

const idempotencyKeyHeader = 'idempotency-key';
const acceptedKey = /^[A-Za-z0-9_-]{1,128}$/;
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Answers that depend on more than the request (credentials, timing, another request): a retry runs again. */
const retriedStatuses = new Set([401, 403, 408, 409, 423, 425, 429]);
const replayedHeaders = ['content-type', 'content-disposition', 'location'];
/** A larger answer (a file) is not kept: its retry runs again. */
const maxStoredBytes = 256 * 1024;

interface Claim {
  scope: IdempotencyScope;
  claimId: string;
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
  }
}

/** What makes two requests « the same »: method, URL, contract and body (a multipart body is a stream not yet read). */
function fingerprintOf(request: FastifyRequest): string {
  const type = request.headers['content-type'];
  const { body } = request;
  const content =
    typeof type === 'string' && type.toLowerCase().startsWith('multipart/')
      ? 'multipart'
      : body === undefined || body === null
        ? ''
        : typeof body === 'string' || body instanceof Uint8Array
          ? body
          : JSON.stringify(body);
  const numContrat = request.headers['x-numcontrat'];
  return sha256(
    [request.method, request.url, typeof numContrat === 'string' ? numContrat : '', sha256(content)].join('\n'),
  );
}

/** The answer to keep, or null when a retry must run again (5xx, transient 4xx, a stream, too large). */
function storableAnswer(reply: FastifyReply, payload: unknown): StoredAnswer | null {
  const statusCode = reply.statusCode;
  if (statusCode >= 500 || retriedStatuses.has(statusCode)) return null;
  let body: Buffer | null;
  if (payload === undefined || payload === null) body = null;
  else if (typeof payload === 'string') body = Buffer.from(payload);
  else if (Buffer.isBuffer(payload)) body = payload;
  else return null;
  if (body && body.length > maxStoredBytes) return null;
  const headers: Record<string, string> = {};
  for (const name of replayedHeaders) {
    const value = reply.getHeader(name);
    if (typeof value === 'string' || typeof value === 'number') headers[name] = String(value);
  }
  return { statusCode, headers, body };
}

/**
 * Idempotency-Key on the writes of a signed-in account (decision 044): the first request runs and its
 * answer is kept 24 h; the same key with the same request replays it (Idempotent-Replayed: true) and
 * writes nothing; with another request 422; while the first runs 409. Anonymous calls ignore the key.
 */
export const idempotencyPlugin = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    app.decorateRequest('idempotencyClaim', null);

    /** Claims the key for this request; true when the stored answer was sent instead (a replay). */
    const claimKey = async (
      request: FastifyRequest,
      reply: FastifyReply,
      account: SessionAccount,
      key: string,
    ): Promise<boolean> => {
      const scope = {
        accountId: account.accountId,
        key,
        method: request.method,
        path: request.url.split('?')[0]!,
      };
      const claimId = randomUUID();
      const claim = await claimIdempotencyKey(db, scope, fingerprintOf(request), claimId);
      if (claim.outcome === 'mismatch') throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', idempotencyMessages.reused);
      // Never run twice: the interrupted first request may have written before its instance died.
      if (claim.outcome === 'interrupted')
        throw new AppError(409, 'IDEMPOTENCY_INTERRUPTED', idempotencyMessages.interrupted);
      if (claim.outcome === 'inProgress') {
        const error = new AppError(409, 'IDEMPOTENCY_IN_PROGRESS', idempotencyMessages.inProgress);
        error.retryAfterSeconds = 1;
        throw error;
      }
      if (claim.outcome === 'replay') {
        const { statusCode, headers, body } = claim.answer;
        reply.code(statusCode).headers(headers).header('idempotent-replayed', 'true');
        reply.send(body ?? undefined);
        return true;
      }
      request.idempotencyClaim = { scope, claimId, settled: false };
      return false;
    };
    // After body validation: a request refused before its handler runs keeps no answer. The hooks
    // call done() at once when there is nothing to claim or settle (reads, writes without a key):
    // no async hook and its promises on every request (decision 046).
    app.addHook('preHandler', (request, reply, done) => {
      if (safeMethods.has(request.method)) return done();
      const key = request.headers[idempotencyKeyHeader];
      if (key === undefined) return done();
      if (typeof key !== 'string' || !acceptedKey.test(key))
        return done(new AppError(400, 'IDEMPOTENCY_KEY_INVALID', idempotencyMessages.invalidKey));
      if (!request.account) return done();
      // A replay has sent the answer: done() is not called, so nothing more runs (Fastify's rule for a hook that answers).
      claimKey(request, reply, request.account, key).then((replayed) => {
        if (!replayed) done();
      }, done);
    });

    const settle = async (request: FastifyRequest, answer: StoredAnswer | null) => {
      const claim = request.idempotencyClaim;
      if (!claim || claim.settled) return;
      claim.settled = true;
      try {
        if (answer) await storeIdempotentAnswer(db, claim.scope, claim.claimId, answer);
        else await releaseIdempotencyKey(db, claim.scope, claim.claimId);
      } catch (error) {
        // The answer still goes out; a retry finds the claim stale after a while and runs again.
        request.log.warn({ err: error }, 'idempotency key not settled');
      }
    };
    // Before the answer leaves: a retry that arrives once the client has it finds it stored.
    const unsettled = (request: FastifyRequest) => request.idempotencyClaim?.settled === false;
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!unsettled(request)) return done(null, payload);
      settle(request, storableAnswer(reply, payload)).then(() => done(null, payload), done);
    });
    // A reply that never went through onSend (hijacked): nothing to replay, the key is freed.
    app.addHook('onResponse', (request, _reply, done) => {
      if (!unsettled(request)) return done();
      settle(request, null).then(() => done(), done);
    });
  },
  { name: 'portail-idempotency' },
);
