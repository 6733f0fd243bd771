import http from 'node:http';
import https from 'node:https';
import { checkOutboundHost, guardedLookup, type OutboundPolicy } from './outbound-guard.ts';

/** A provider's document is a few kilobytes: more is not an OpenID provider talking. */
const maxResponseBytes = 1024 * 1024;
export const outboundTimeoutMs = 3000;

export interface GuardedFetchOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal | null;
}

function bodyBytes(body: unknown): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams) return Buffer.from(String(body));
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError('corps de requête non pris en charge');
}

/**
 * fetch for addresses set in the back office (openid-client's customFetch): only to allowed
 * addresses (outbound-guard.ts, checked again at connect time), never following a redirect (a 3xx
 * is the answer), within 3 s, reading at most 1 MB.
 */
export function guardedFetch(policy: OutboundPolicy) {
  const lookup = guardedLookup(policy);
  return async (resource: string | URL, options: GuardedFetchOptions = {}): Promise<Response> => {
    const url = new URL(resource);
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new TypeError(`protocole refusé : ${url.protocol}`);
    // An IP literal opens its socket without a lookup: it is checked here.
    await checkOutboundHost(url.hostname, policy);
    const payload = bodyBytes(options.body);
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise<Response>((resolve, reject) => {
      const request = transport.request(
        url,
        {
          method: options.method ?? 'GET',
          headers: { ...options.headers, ...(payload ? { 'content-length': String(payload.length) } : {}) },
          lookup: lookup as never,
          timeout: outboundTimeoutMs,
          signal: options.signal ?? AbortSignal.timeout(outboundTimeoutMs),
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          let size = 0;
          incoming.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxResponseBytes) request.destroy(new Error('réponse trop longue'));
            else chunks.push(chunk);
          });
          incoming.on('error', reject);
          incoming.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(incoming.headers))
              for (const one of [value ?? []].flat()) headers.append(name, one);
            const status = incoming.statusCode ?? 502;
            const empty = status === 204 || status === 304 || (options.method ?? 'GET') === 'HEAD';
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('délai dépassé')));
      request.on('error', reject);
      request.end(payload);
    });
  };
}
