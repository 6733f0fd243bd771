import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serverMessages } from '@portail/shared/messages';
import { AppError } from '../lib/app-error.ts';
import { hmac, randomToken, safeEqual } from '../lib/tokens.ts';

const csrfCookie = 'XSRF-TOKEN';
const csrfHeader = 'x-xsrf-token';
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false only on server-to-server routes authenticated by their own header, never by cookies. */
    csrf?: boolean;
  }
}

/**
 * Signed double-submit: the cookie holds random.signature; every unsafe /api request must echo it
 * in X-XSRF-TOKEN. The signature stops a cookie planted by a sibling sub-domain from passing.
 */
/**
 * Second line behind the token: an unsafe request that the browser itself says comes from another
 * site (Sec-Fetch-Site) or from another origin (Origin) is refused. Sibling client hosts are
 * "same-site" to the browser, hence the strict same-origin reading.
 */
function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

export const csrfPlugin = fp<{ secret: string; secure: boolean }>(
  async (app: FastifyInstance, { secret, secure }) => {
    // Tokens already found signed: a browser sends the same one for hours, and its HMAC was the
    // dearest step of this hook on every request (decision 046). Only signed tokens are kept.
    const signedTokens = new Set<string>();
    const isSigned = (token: string | undefined): token is string => {
      if (token === undefined) return false;
      if (signedTokens.has(token)) return true;
      const [value, signature] = token.split('.');
      if (!value || !signature || !safeEqual(hmac(secret, value), signature)) return false;
      if (signedTokens.size >= 10_000) signedTokens.clear();
      signedTokens.add(token);
      return true;
    };

    // Nothing to wait for: done() rather than an async hook and its promises (decision 046).
    app.addHook('onRequest', (request, reply, done) => {
      const cookie = request.cookies[csrfCookie];
      const signed = isSigned(cookie);
      if (!signed) {
        const value = randomToken(24);
        reply.setCookie(csrfCookie, `${value}.${hmac(secret, value)}`, {
          path: '/',
          sameSite: 'lax',
          secure,
          httpOnly: false,
        });
      }
      if (safeMethods.has(request.method) || request.routeOptions.config?.csrf === false) return done();
      if (isCrossSite(request)) return done(new AppError(403, 'CROSS_SITE', serverMessages.crossSite));
      const header = request.headers[csrfHeader];
      if (!signed || typeof header !== 'string' || !safeEqual(header, cookie)) {
        return done(new AppError(403, 'CSRF', serverMessages.csrf));
      }
      done();
    });
  },
  { name: 'portail-csrf' },
);
