import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationMessages as m } from '@portail/shared/admin/configuration-messages';
import { admin } from '../../test/demo-logins.ts';
import { signedInBrowser } from '../../test/roles-matrix.ts';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { multipart } from '../../test/uploads.ts';
import { auditOf, demoRow, pngHeaderOf, pngOf, readConfig, sendImage } from './configuration-test-kit.ts';

const svg = (body: string, attributes = 'viewBox="0 0 240 64"') =>
  Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`);

describe(`back office : logo et image de fond du client (${testDbKind})`, () => {
  let t: TestApp;
  let helene: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    helene = await signedInBrowser(t.app, admin);
  });
  afterAll(() => t.close());

  async function refusedUnchanged(kind: 'logo' | 'fond', name: string, data: Buffer, status: number, message: string) {
    const config = await readConfig(helene);
    const row = await demoRow(t.database.db);
    const response = await sendImage(helene, kind, config.version, name, data);
    expect([response.statusCode, response.json().message], name).toEqual([status, message]);
    expect(response.json().errors).toEqual({ fichier: message });
    expect(await demoRow(t.database.db)).toEqual(row);
  }

  it('un nouveau logo (PNG) : la page d’accueil le montre aussitôt, le journal garde son empreinte', async () => {
    const config = await readConfig(helene);
    const logo = pngOf(240, 64);
    const response = await sendImage(helene, 'logo', config.version, 'nouveau-logo.png', logo);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().images.logo).toMatchObject({ contentType: 'image/png', taille: logo.length });
    const publicConfig = (await new Browser(t.app).get('/api/clients/current')).json();
    expect(publicConfig.branding.logoUrl).toBe(response.json().images.logo.url);
    const served = await new Browser(t.app).get(publicConfig.branding.logoUrl);
    expect([served.headers['content-type'], served.rawPayload.equals(logo)]).toEqual(['image/png', true]);
    const [entry] = await auditOf(t.database.db, 'configuration.image');
    expect(entry).toMatchObject({
      target: 'client:demo',
      before: { logo: { type: 'image/svg+xml' } },
      after: { logo: { type: 'image/png', taille: logo.length } },
    });
  });

  it('ce qui n’est pas une image est refusé par son contenu, quel que soit son nom, et rien ne change', async () => {
    await refusedUnchanged(
      'logo',
      'logo.png',
      Buffer.from('<html>pas une image</html>'),
      415,
      m.image.notImage('PNG, JPEG ou SVG'),
    );
    await refusedUnchanged('logo', 'logo.png', Buffer.from('%PDF-1.7\n'), 415, m.image.notImage('PNG, JPEG ou SVG'));
    // WebP is a background only: documents print the logo and take no WebP.
    const webp = Buffer.from(
      'RIFF\x24\x00\x00\x00WEBPVP8X\x0a\x00\x00\x00\x00\x00\x00\x00\x3f\x00\x00\x3f\x00\x00',
      'latin1',
    );
    await refusedUnchanged('logo', 'logo.webp', webp, 415, m.image.notImage('PNG, JPEG ou SVG'));
    await refusedUnchanged('logo', 'logo.svg', svg('<script>alert(1)</script>'), 400, m.image.svgEmpty);
    await refusedUnchanged('logo', 'vide.png', Buffer.alloc(0), 400, m.image.noFile);
  });

  it('une image de 50 Mo est refusée d’emblée ; un fichier qui dépasse en route est arrêté à la limite', async () => {
    await refusedUnchanged(
      'fond',
      'fond.png',
      Buffer.alloc(50 * 1024 * 1024, 1),
      413,
      m.image.tooLarge('l’image de fond', '5 Mo'),
    );
    // Just over 2 Mo: the declared length passes, the stream is stopped at the logo's limit.
    const justOver = Buffer.concat([pngOf(8, 8), Buffer.alloc(2 * 1024 * 1024, 0)]);
    await refusedUnchanged('logo', 'logo.png', justOver, 413, m.image.tooLarge('le logo', '2 Mo'));
  });

  it('une bombe de décompression (dimensions annoncées démesurées) est refusée sans être décodée', async () => {
    await refusedUnchanged(
      'fond',
      'fond.png',
      pngHeaderOf(60_000, 60_000),
      400,
      m.image.tooManyPixels(60_000, 60_000, 5000),
    );
    await refusedUnchanged('logo', 'logo.png', pngHeaderOf(2400, 600), 400, m.image.tooManyPixels(2400, 600, 2000));
    await refusedUnchanged(
      'logo',
      'logo.svg',
      svg('<rect width="1" height="1"/>', 'viewBox="0 0 100000 1"'),
      400,
      m.image.svgProportions(20),
    );
    await refusedUnchanged(
      'fond',
      'tronque.jpg',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
      400,
      m.image.unreadable,
    );
  });

  it('un logo SVG est nettoyé : ni script, ni lien, ni gestionnaire d’événement ne sont gardés', async () => {
    const config = await readConfig(helene);
    const dirty = svg(
      '<title>Mutuelle Démo</title><script>alert(1)</script><rect width="10" height="10" onclick="alert(2)" fill="url(https://evil.example/x)"/><a href="javascript:alert(3)"><circle r="4"/></a>',
    );
    const response = await sendImage(helene, 'logo', config.version, 'logo.svg', dirty);
    expect(response.statusCode, response.body).toBe(200);
    const stored = (await new Browser(t.app).get(response.json().images.logo.url)).body;
    expect(stored).toContain('<title>Mutuelle Démo</title>');
    expect(stored).not.toMatch(/script|onclick|evil\.example|javascript|<a\b/);
  });

  it('l’image de fond se remplace (WebP accepté) puis se retire ; sans fichier, rien ne change', async () => {
    let config = await readConfig(helene);
    const webp = Buffer.from(
      'RIFF\x24\x00\x00\x00WEBPVP8X\x0a\x00\x00\x00\x00\x00\x00\x00\x7f\x07\x00\x37\x04\x00',
      'latin1',
    );
    const replaced = await sendImage(helene, 'fond', config.version, 'fond.webp', webp);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().images.fond.contentType).toBe('image/webp');
    config = replaced.json();
    const noFile = await helene.request(
      'POST',
      `/api/admin/configuration/images/fond?version=${config.version}`,
      multipart([]),
    );
    expect([noFile.statusCode, noFile.json().message]).toEqual([400, m.image.noFile]);
    const removed = await helene.request('DELETE', `/api/admin/configuration/images/fond?version=${config.version}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().images.fond).toBeNull();
    expect((await new Browser(t.app).get('/api/clients/current')).json().branding.backgroundImageUrl).toBeNull();
  });
});
