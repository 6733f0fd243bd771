import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers (CSP, HSTS, nosniff, frame and referrer policies…) computed once by helmet
 * from the portal's options, then set on every answer. @fastify/helmet rebuilt the helmet
 * middleware, CSP parsing included, on every request (2 % of the CPU of a signed-in read); the
 * headers are constant here (no per-request nonce), so computing them once gives the same answer.
 */
function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

export const securityHeadersPlugin = fp<{ options: HelmetOptions }>(
  async (app: FastifyInstance, { options }) => {
    const headers = securityHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'portail-security-headers' },
);
