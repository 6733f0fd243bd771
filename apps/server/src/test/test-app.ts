import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import type { Clock } from '../lib/clock.ts';
import type { DatabaseHandle, Db } from '../db/database.ts';
import { sha256 } from '../lib/tokens.ts';
import { pendingCookie } from '../modules/mfa/security-codes.ts';
import { grantLoginCode } from './login-code.ts';
import { createTestDatabase } from './test-database.ts';

/** The database behind each test app, for the sign-in's security code (Browser.signIn). */
const testDatabases = new WeakMap<FastifyInstance, Db>();
export function registerTestDatabase(app: FastifyInstance, db: Db): void {
  testDatabases.set(app, db);
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database filled with the demo seed; requests go through app.inject().
 * `memberArea`: also Marie's demo documents and requests (real PDFs: only the suites that read them).
 * `webDist`: a built SPA to serve (the suites about pages and static files).
 * `clock`: the time scheduled CMS publications are read against (a fake one instead of sleeping).
 * `oidcAllowLoopback`: the suites whose OpenID provider runs on this machine (OIDC_ALLOW_LOOPBACK).
 */
export async function createTestApp({
  memberArea = false,
  webDist,
  clock,
  oidcAllowLoopback = false,
  metrics = false,
}: {
  memberArea?: boolean;
  webDist?: string;
  clock?: Clock;
  oidcAllowLoopback?: boolean;
  metrics?: boolean;
} = {}): Promise<TestApp> {
  const database = await createTestDatabase(memberArea ? 'member-area' : 'demo');
  const app = await buildApp({
    config: { secureCookies: false, webDist, logLevel: 'silent', oidcAllowLoopback, metrics },
    db: database.db,
    logger: false,
    clock,
  });
  await app.ready();
  registerTestDatabase(app, database.db);
  return { app, database, close: async () => (await app.close(), await database.close()) };
}

/** A cookie jar for one simulated browser: keeps cookies and echoes the CSRF token on writes. */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    readonly host = 'localhost',
  ) {}

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { body?: unknown; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    if (method !== 'GET' && options.csrf !== false && !this.cookies.has('XSRF-TOKEN'))
      await this.request('GET', '/api/health');
    const headers: Record<string, string> = { host: this.host, ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && options.csrf !== false) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, { headers });
  }

  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, { body, headers });
  }

  /**
   * Password sign-in. When the server asks for the security code (a protected account, or any
   * staff account: issue 14) on an app of `createTestApp`, the code is written for this pending
   * sign-in as if read from the message, then verified through POST identity/amf/verify as the
   * sign-in page does: the answer is the one that opened the session. The sending itself is tested
   * in login.test.ts and amf.test.ts.
   */
  async signIn(userName: string, password: string): Promise<LightMyRequestResponse> {
    const response = await this.post('/api/identity/login', { userName, password });
    const db = testDatabases.get(this.app);
    const pendingToken = this.cookies.get(pendingCookie);
    if (response.statusCode !== 202 || !db || !pendingToken) return response;
    const securityCode = await grantLoginCode(db, sha256(pendingToken));
    return this.post('/api/identity/amf/verify', { operation: 'LOGIN_AMF', securityCode });
  }
}
