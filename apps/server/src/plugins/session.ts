import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serverMessages } from '@portail/shared/messages';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import {
  deleteSession,
  findActiveSession,
  insertSession,
  type SessionAccount,
  touchSession,
} from './sessions-repository.ts';

export const sessionCookie = 'portail_session';
/** « Voir comme l'adhérent »: a member's read-only session, valid only beside the staff session that opened it. */
export const viewAsCookie = 'portail_view_as';
/** Idle and absolute lifetimes (ASVS 3.3: re-authentication after inactivity and after a maximum period). */
export const sessionIdleMs = 30 * 60 * 1000;
const sessionAbsoluteMs = 12 * 60 * 60 * 1000;
/** Sliding expiry is written at most once a minute, not on every request. */
const touchEveryMs = 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    account: SessionAccount | null;
  }
  interface FastifyInstance {
    signIn(request: FastifyRequest, reply: FastifyReply, accountId: string): Promise<SessionAccount>;
    signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export const sessionPlugin = fp<{ db: Db; secure: boolean }>(
  async (app: FastifyInstance, { db, secure }) => {
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
    app.decorateRequest('account', null);

    // A session belongs to the client it was opened on: replayed on another client's host it is absent.
    app.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[sessionCookie];
      if (!token) return;
      const account = await findActiveSession(db, sha256(token), request.client.id);
      // A read-only view session is never a session of its own.
      if (!account || account.viewedBySession !== null) {
        reply.clearCookie(sessionCookie, cookieOptions);
        return;
      }
      request.account = account;
      if (Date.now() - new Date(account.lastSeenAt).getTime() > touchEveryMs) {
        await touchSession(db, account.sessionId, sessionIdleMs);
      }
      const viewToken = request.cookies[viewAsCookie];
      if (!viewToken) return;
      const viewed = await findActiveSession(db, sha256(viewToken), request.client.id);
      if (!viewed || viewed.viewedBySession !== account.sessionId) {
        reply.clearCookie(viewAsCookie, cookieOptions);
        return;
      }
      // The member's own screens, as he sees them; the access plugin refuses every write.
      request.account = {
        ...viewed,
        viewedBy: [account.prenom, account.nom].filter(Boolean).join(' ') || account.userName,
        viewedByAccountId: account.accountId,
      };
      if (Date.now() - new Date(viewed.lastSeenAt).getTime() > touchEveryMs) {
        await touchSession(db, viewed.sessionId, sessionIdleMs);
      }
    });

    /** A new session id at every sign-in (no fixation); the previous one of this browser ends. */
    app.decorate('signIn', async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
      const previous = request.cookies[sessionCookie];
      if (previous) await deleteSession(db, sha256(previous));
      const token = randomToken(32);
      const id = sha256(token);
      await insertSession(db, {
        id,
        accountId,
        idleMs: sessionIdleMs,
        absoluteMs: sessionAbsoluteMs,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      reply.setCookie(sessionCookie, token, { ...cookieOptions, maxAge: sessionAbsoluteMs / 1000 });
      const account = await findActiveSession(db, id, request.client.id);
      if (!account) throw new Error('session just created was not found');
      request.account = account;
      return account;
    });

    app.decorate('signOut', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[sessionCookie];
      if (token) await deleteSession(db, sha256(token));
      reply.clearCookie(sessionCookie, cookieOptions);
      request.account = null;
    });
  },
  { name: 'portail-session' },
);

export function requireAccount(request: FastifyRequest): SessionAccount {
  if (!request.account) throw new AppError(401, 'UNAUTHENTICATED', serverMessages.notSignedIn);
  return request.account;
}
