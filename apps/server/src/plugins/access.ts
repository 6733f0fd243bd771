import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  isAllowed,
  type AdminResource,
  type HabilitationAction,
  type StaffRights,
} from '@portail/shared/admin/habilitations';
import { ficheMessages } from '@portail/shared/admin/fiche';
import { serverMessages } from '@portail/shared/messages';
import { currentUserFlags, type Role } from '@portail/shared/roles';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { refusesUnknownFields } from '../lib/strict-schema.ts';
import { staffRightsReader } from './staff-rights.ts';

/**
 * Who may call a route, declared once on the route (`config.access`) and checked here, before the
 * body is read or validated:
 * - public: anyone (a session, if any, is still resolved);
 * - signedIn: an account of the client serving this host;
 * - member: such an account that is a member or a beneficiary (a person of the management system);
 * - staff: a back-office account of that client;
 * - partner: server-to-server, authenticated by the route's own header, never by cookies.
 * Every back-office route (/api/admin/…) is `staff` and names the habilitation it needs
 * (`config.habilitation`: resource × action), checked against the account's rights (decision 028).
 */
type RouteAccess = 'public' | 'signedIn' | 'member' | 'staff' | 'partner';

interface RouteHabilitation {
  resource: AdminResource;
  action: HabilitationAction;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    habilitation?: RouteHabilitation;
    /** A write still allowed « comme l'adhérent » (leaving that view). */
    allowedWhileViewing?: boolean;
    /**
     * A read that acts in the member's name (a partner credential signed for him): refused
     * « comme l'adhérent » like a write, since whoever holds it is the member at the partner.
     */
    refusedWhileViewing?: boolean;
  }
  interface FastifyRequest {
    /** The staff account's rights, read on routes that need a habilitation. */
    staffRights: StaffRights | null;
  }
  interface FastifyInstance {
    /** The rights of a staff account (cached 10 s), for the routes that show them. */
    staffRightsOf(accountId: string): Promise<StaffRights>;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  habilitation?: RouteHabilitation;
  /** The route reads a JSON body with a schema (the strict-bodies test sends each an unknown field). */
  body: boolean;
}

const adminPrefix = '/api/admin';

/** `routes` receives every route of the scope with its access (the roles-matrix tests walk it). */
export const accessPlugin = fp<{ db: Db; routes?: DeclaredRoute[] }>(
  async (app: FastifyInstance, { db, routes }) => {
    const rightsOf = staffRightsReader(db);
    app.decorateRequest('staffRights', null);
    app.decorate('staffRightsOf', rightsOf);
    // A route that forgets to say who may call it does not start; nor a back-office route without its habilitation.
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      const habilitation = route.config?.habilitation;
      const where = `${String(route.method)} ${route.url}`;
      if (!access) throw new Error(`${where} : accès non déclaré (config.access)`);
      const isAdmin = route.url === adminPrefix || route.url.startsWith(`${adminPrefix}/`);
      if (isAdmin && (access !== 'staff' || !habilitation))
        throw new Error(`${where} : une route du back office est « staff » et déclare son habilitation`);
      if (habilitation && access !== 'staff') throw new Error(`${where} : une habilitation ne vaut que pour « staff »`);
      // One rule on every route: an unknown field in a body is a 400, never silently dropped (decision 035).
      if (!refusesUnknownFields(route.schema?.body))
        throw new Error(`${where} : le corps accepte des champs inconnus (z.strictObject attendu)`);
      for (const method of [route.method].flat())
        if (method !== 'HEAD')
          routes?.push({
            method,
            url: route.url,
            access,
            ...(habilitation ? { habilitation } : {}),
            body: route.schema?.body !== undefined,
          });
    });

    // done() rather than an async hook (decision 046): only a habilitation is read, with a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      // Read once: Fastify builds request.routeOptions anew at each read.
      const { access, allowedWhileViewing, refusedWhileViewing, habilitation } = request.routeOptions.config;
      // « Voir comme l'adhérent » reads only: no write of any kind, public ones included (decision 029).
      const writes = request.method !== 'GET' && request.method !== 'HEAD';
      if (request.account?.viewedBy && ((writes && !allowedWhileViewing) || refusedWhileViewing))
        return done(new AppError(403, 'VIEW_AS_READ_ONLY', ficheMessages.viewAsReadOnly));
      if (access === 'public' || access === 'partner') return done();
      const account = request.account;
      if (!account) return done(new AppError(401, 'UNAUTHENTICATED', serverMessages.notSignedIn));
      if (access === 'staff' && !currentUserFlags({ roles: account.roles as Role[] }).isBackEndUser)
        return done(new AppError(403, 'FORBIDDEN', serverMessages.forbidden));
      if (access === 'member' && account.personneId === null)
        return done(new AppError(403, 'MEMBERS_ONLY', serverMessages.membersOnly));
      if (!habilitation) return done();
      rightsOf(account.accountId).then((rights) => {
        if (!isAllowed(rights, habilitation.resource, habilitation.action))
          return done(new AppError(403, 'FORBIDDEN', serverMessages.forbidden));
        request.staffRights = rights;
        done();
      }, done);
    });
  },
  { name: 'portail-access' },
);
