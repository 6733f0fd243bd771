import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicClientConfig } from '@portail/shared/client-config';
import type { SessionState } from '@portail/shared/current-user';
import type { ContratsResponse } from '@portail/shared/contrats';
import { contratsRoute, isMemberArea, type PageBootstrap } from '@portail/shared/page-bootstrap';
import type { PageBootstrapSource } from './spa.ts';

/** Cookie name of a Set-Cookie line (`XSRF-TOKEN=…; Path=/` → `XSRF-TOKEN`). */
function cookieName(line: string): string {
  return line.slice(0, line.indexOf('='));
}

/**
 * The page's data are the answers of the two API routes the app would call first, asked inside the
 * server with the browser's host and cookies: one rule for the client of a host, one for a session
 * (client isolation, idle expiry), one serialisation. Their cookies (CSRF token, a cleared stale
 * session) go out with the page, once per name.
 */
export function pageBootstrapFromApi(app: FastifyInstance): PageBootstrapSource {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<PageBootstrap | null> => {
    // request.host: the host the browser asked for, read behind a trusted proxy as the API reads it.
    const headers: Record<string, string> = { host: request.host };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    const [config, session] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/clients/current', headers }),
      app.inject({ method: 'GET', url: '/api/identity/session', headers }),
    ]);
    const cookies = new Map<string, string>();
    for (const answer of [config, session]) {
      const lines = answer.headers['set-cookie'];
      for (const line of Array.isArray(lines) ? lines : lines ? [lines] : []) cookies.set(cookieName(line), line);
    }
    if (config.statusCode !== 200 || session.statusCode !== 200) {
      if (cookies.size > 0) reply.header('Set-Cookie', [...cookies.values()]);
      return null;
    }
    const state = session.json<SessionState>();
    const bootstrap: PageBootstrap = { clientConfig: config.json<PublicClientConfig>(), session: state };
    // A member opening the portal's page goes to the member area, whose every screen waits for the
    // contract list first (§4): it comes with the page, asked by the same route as the app would.
    if (state.authenticated && request.routeOptions.url === '/' && isMemberArea(state.user.roles)) {
      const contrats = await app.inject({ method: 'GET', url: `/api/${contratsRoute}`, headers });
      const list = contrats.statusCode === 200 ? contrats.json<ContratsResponse>() : null;
      // No contract is the §7 modal, which the app reaches by asking itself.
      if (list && list.contrats.length > 0) bootstrap.contrats = list;
    }
    if (cookies.size > 0) reply.header('Set-Cookie', [...cookies.values()]);
    return bootstrap;
  };
}
