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

describe('METRICS_PORT, METRICS_HOST, METRICS_TOKEN (issue 24): metrics on a port of their own', () => {
  it('is off when METRICS_PORT is unset; loopback and no token by default', () => {
    expect(configFromEnv({})).toMatchObject({
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      metricsToken: undefined,
    });
    expect(configFromEnv({ METRICS_PORT: '' }).metricsPort).toBeUndefined();
  });

  it('reads the port, the address and the token', () => {
    expect(
      configFromEnv({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'b3NzaWZyYWdlLWRlLW1lc3VyZQ==' }),
    ).toMatchObject({ metricsPort: 9464, metricsHost: '0.0.0.0', metricsToken: 'b3NzaWZyYWdlLWRlLW1lc3VyZQ==' });
  });

  it('refuses what is not a port, and the public port itself', () => {
    for (const value of ['neuf', '0', '65536', '94.64', '-1', '9464abc'])
      expect(() => configFromEnv({ METRICS_PORT: value }), value).toThrow('METRICS_PORT : un numéro de port');
    expect(() => configFromEnv({ PORT: '9464', METRICS_PORT: '9464' })).toThrow(/autre port que PORT/);
    expect(() => configFromEnv({ METRICS_PORT: '8080' })).toThrow(/autre port que PORT/);
  });

  it('refuses a token too short to guess hard, or that a Bearer header cannot carry', () => {
    expect(() => configFromEnv({ METRICS_TOKEN: 'court' })).toThrow('METRICS_TOKEN');
    expect(() => configFromEnv({ METRICS_TOKEN: 'un jeton avec des espaces' })).toThrow('METRICS_TOKEN');
  });
});
