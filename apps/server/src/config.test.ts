import { describe, expect, it } from 'vitest';
import { configFromEnv, parseTrustProxy } from './config.ts';

describe('TRUST_PROXY (issue 24): only the configured load balancers are believed', () => {
  it('is off when unset', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('takes addresses, networks and the named ranges', () => {
    expect(parseTrustProxy('10.0.0.5, 10.0.1.0/24,fd00::/8,::1,loopback')).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses « true » (every client believed) and a number of hops, saying what to write', () => {
    expect(() => parseTrustProxy('true')).toThrow(/n’importe quel client.*10\.0\.0\.5,10\.0\.1\.0\/24/);
    expect(() => parseTrustProxy('1')).toThrow(/nombre de sauts/);
  });

  it('names what is neither an address nor a network', () => {
    expect(() => parseTrustProxy('10.0.0.5,proxy.interne,10.0.0.0/33')).toThrow(
      'TRUST_PROXY : « proxy.interne, 10.0.0.0/33 » n’est ni une adresse IP ni un réseau (CIDR).',
    );
  });

  it('is read by configFromEnv, with DRAIN_SECONDS (6 by default)', () => {
    expect(configFromEnv({ TRUST_PROXY: '127.0.0.1' })).toMatchObject({ trustProxy: ['127.0.0.1'], drainSeconds: 6 });
    expect(configFromEnv({ DRAIN_SECONDS: '0' }).drainSeconds).toBe(0);
    expect(() => configFromEnv({ DRAIN_SECONDS: 'vite' })).toThrow('DRAIN_SECONDS');
  });
});
