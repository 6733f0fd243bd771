import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.ts';
import { guardedFetch } from './guarded-fetch.ts';
import { checkOutboundHost, guardedLookup, isAllowedAddress, OutboundAddressRefused } from './outbound-guard.ts';

const production = { allowLoopback: false };
const development = { allowLoopback: true };

describe('adresses sortantes (fournisseur OIDC saisi au back office)', () => {
  it('refuse boucle locale, privé, CGNAT, lien local, ULA, multicast, réservé, IPv6 mappée ; accepte l’internet public', () => {
    const refused = [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '0.1.2.3',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.127.255.254',
      '169.254.169.254',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '198.18.0.1',
      '::',
      '::1',
      'fe80::1',
      'febf::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      '2001:db8::1',
    ];
    for (const address of refused) expect([address, isAllowedAddress(address, production)]).toEqual([address, false]);
    for (const address of ['8.8.8.8', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111', '2a00:1450:4007::65'])
      expect([address, isAllowedAddress(address, production)]).toEqual([address, true]);
  });

  it('l’interrupteur de développement n’ouvre que cette machine, jamais un autre réseau privé', () => {
    expect(['127.0.0.1', '::1'].map((a) => isAllowedAddress(a, development))).toEqual([true, true]);
    expect(
      ['10.0.0.1', '169.254.169.254', '::ffff:127.0.0.1', 'fd00::1'].map((a) => isAllowedAddress(a, development)),
    ).toEqual([false, false, false, false]);
  });

  it('OIDC_ALLOW_LOOPBACK=on : lu de l’environnement, éteint par défaut, refusé sous https', () => {
    expect(configFromEnv({}).oidcAllowLoopback).toBe(false);
    expect(configFromEnv({ OIDC_ALLOW_LOOPBACK: 'on' }).oidcAllowLoopback).toBe(true);
    expect(() => configFromEnv({ OIDC_ALLOW_LOOPBACK: 'on', PUBLIC_URL: 'https://adherents.example.fr' })).toThrow(
      /OIDC_ALLOW_LOOPBACK=on est refusé/,
    );
  });

  it('un nom est résolu et chacune de ses adresses vérifiée ; la connexion va à l’adresse vérifiée', async () => {
    await expect(checkOutboundHost('localhost', production)).rejects.toBeInstanceOf(OutboundAddressRefused);
    await expect(checkOutboundHost('[::1]', production)).rejects.toBeInstanceOf(OutboundAddressRefused);
    const handed = await new Promise<unknown>((resolve) =>
      guardedLookup(production)('localhost', { all: true }, (error, address) => resolve(error ?? address)),
    );
    expect(handed).toBeInstanceOf(OutboundAddressRefused);
    const allowed = await new Promise<unknown>((resolve) =>
      guardedLookup(development)('127.0.0.1', {}, (error, address) => resolve(error ?? address)),
    );
    expect(allowed).toBe('127.0.0.1');
  });

  describe('guardedFetch', () => {
    let target: Server;
    let redirecting: Server;
    let silent: Server;
    let targetHits = 0;
    const url = (server: Server, path = '/') => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
    const listen = (server: Server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    beforeAll(async () => {
      target = createServer((_req, res) => ((targetHits += 1), res.end('{"issuer":"x"}')));
      await listen(target);
      redirecting = createServer((_req, res) => res.writeHead(302, { location: url(target, '/secret') }).end());
      await listen(redirecting);
      // Accepts the connection and never answers: the save must not wait 10 s.
      silent = createServer(() => undefined);
      await listen(silent);
    });
    afterAll(async () => {
      silent.closeAllConnections();
      for (const server of [target, redirecting, silent]) await new Promise((resolve) => server.close(resolve));
    });

    it('sans l’interrupteur, cette machine est refusée avant toute connexion', async () => {
      await expect(guardedFetch(production)(url(target))).rejects.toBeInstanceOf(OutboundAddressRefused);
      expect(targetHits).toBe(0);
    });

    it('une redirection n’est jamais suivie : la 302 est la réponse', async () => {
      const response = await guardedFetch(development)(url(redirecting));
      expect(response.status).toBe(302);
      expect(targetHits).toBe(0);
      expect(await (await guardedFetch(development)(url(target))).json()).toEqual({ issuer: 'x' });
    });

    it('un port qui se tait : abandonné en 3 s', async () => {
      const started = Date.now();
      await expect(guardedFetch(development)(url(silent))).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(4500);
    });
  });
});
