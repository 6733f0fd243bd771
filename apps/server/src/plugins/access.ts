import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serverMessages } from '@portail/shared/messages';
import { currentUserFlags, type Role } from '@portail/shared/roles';
import { AppError } from '../lib/app-error.ts';

/**
 * Who may call a route, declared once on the route (`config.access`) and checked here, before the
 * body is read or validated:
 * - public: anyone (a session, if any, is still resolved);
 * - signedIn: an account of the client serving this host;
 * - member: such an account that is a member or a beneficiary (a person of the management system);
 * - staff: a back-office account of that client;
 * - partner: server-to-server, authenticated by the route's own header, never by cookies.
 */
export type RouteAccess = 'public' | 'signedIn' | 'member' | 'staff' | 'partner';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

/** `routes` receives every route of the scope with its access (the roles-matrix tests walk it). */
export const accessPlugin = fp<{ routes?: DeclaredRoute[] }>(async (app: FastifyInstance, { routes }) => {
  // A route that forgets to say who may call it does not start.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} : accès non déclaré (config.access)`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes?.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === 'public' || access === 'partner') return;
    const account = request.account;
    if (!account) throw new AppError(401, 'UNAUTHENTICATED', serverMessages.notSignedIn);
    if (access === 'staff' && !currentUserFlags({ roles: account.roles as Role[] }).isBackEndUser)
      throw new AppError(403, 'FORBIDDEN', serverMessages.forbidden);
    if (access === 'member' && account.personneId === null)
      throw new AppError(403, 'MEMBERS_ONLY', serverMessages.membersOnly);
  });
});
