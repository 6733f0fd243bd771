import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsAdminMessages as m, cmsDateTime } from '@portail/shared/admin/cms';
import { admin } from '../../test/demo-logins.ts';
import { signedInBrowser } from '../../test/roles-matrix.ts';
import { Browser, createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

/** Scheduled publication and withdrawal, read against a fake clock instead of waiting (decision 032). */
describe(`back office : publication et retrait programmés (${testDbKind})`, () => {
  let t: TestApp;
  let now = new Date('2026-12-01T08:00:00Z');
  let staff: Browser;
  let visitor: Browser;
  let popupsId: number;
  const at = (iso: string) => new Date(iso).toISOString();
  const popup = () => visitor.get('/api/cms/blocklists?name=Popups&itemName=voeux-2027');
  const publier = (id: number, publishAt: string | null) =>
    staff.post(`/api/admin/cms/blocs/${id}/publier`, { publishAt });
  const retirer = (id: number, unpublishAt: string | null) =>
    staff.post(`/api/admin/cms/blocs/${id}/retrait`, { unpublishAt });

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    staff = await signedInBrowser(t.app, admin);
    visitor = new Browser(t.app);
    const listes = (await staff.get('/api/admin/cms/listes')).json().listes;
    popupsId = listes.find((l: { name: string }) => l.name === 'Popups').id;
  });
  afterAll(() => t.close());

  it('une popup programmée paraît à son heure et se retire à la sienne, sans attendre', async () => {
    const created = await staff.post(`/api/admin/cms/listes/${popupsId}/blocs`, {
      name: 'voeux-2027',
      title: 'Meilleurs vœux',
      content: '<p>Toute l’équipe vous souhaite une belle année 2027.</p>',
      isSingleDisplay: true,
      hasCookieOption: false,
    });
    const id = created.json().id as number;
    const scheduled = await publier(id, at('2026-12-31T23:00:00Z'));
    expect(scheduled.json()).toMatchObject({
      statut: 'brouillon',
      hasDraft: false,
      publishAt: at('2026-12-31T23:00:00Z'),
    });
    expect((await retirer(id, at('2027-01-31T23:00:00Z'))).statusCode).toBe(200);

    expect((await popup()).statusCode).toBe(404);
    now = new Date('2026-12-31T22:59:59Z');
    expect((await popup()).statusCode).toBe(404);
    now = new Date('2026-12-31T23:00:00Z');
    expect((await popup()).json()).toMatchObject({ title: 'Meilleurs vœux', isSingleDisplay: true });
    // The back office writes down the publication that happened: history and status follow.
    const live = (await staff.get(`/api/admin/cms/blocs/${id}`)).json();
    expect(live).toMatchObject({ statut: 'en_ligne', publishAt: null, unpublishAt: at('2027-01-31T23:00:00Z') });
    expect(live.versions[0]).toMatchObject({ numero: 1, role: 'publiee', publishedAt: at('2026-12-31T23:00:00Z') });

    now = new Date('2027-01-31T23:00:00Z');
    expect((await popup()).statusCode).toBe(404);
    expect((await staff.get(`/api/admin/cms/blocs/${id}`)).json()).toMatchObject({
      statut: 'retire',
      unpublishAt: null,
    });
  });

  it('une nouvelle version programmée remplace la publiée à son heure seulement', async () => {
    now = new Date('2027-02-01T09:00:00Z');
    const cgu = (await staff.get('/api/admin/cms/listes'))
      .json()
      .listes.find((l: { name: string }) => l.name === 'Pages_Statiques')
      .blocs.find((b: { name: string }) => b.name === 'cgu');
    const page = () => visitor.get('/api/cms/blocklists?name=Pages_Statiques&itemName=cgu');
    const before = (await page()).json().content;
    await staff.request('PUT', `/api/admin/cms/blocs/${cgu.id}`, {
      body: { name: 'cgu', title: 'Conditions générales d’utilisation', content: '<p>Version du 1er mars 2027.</p>' },
    });
    await publier(cgu.id, at('2027-03-01T00:00:00Z'));
    expect((await page()).json().content).toBe(before);
    now = new Date('2027-03-01T00:00:01Z');
    expect((await page()).json().content).toBe('<p>Version du 1er mars 2027.</p>');
  });

  it('une date passée ou dans le mauvais ordre est refusée en français, et rien n’est publié', async () => {
    now = new Date('2027-04-01T10:00:00Z');
    const created = await staff.post(`/api/admin/cms/listes/${popupsId}/blocs`, {
      name: 'enquete',
      title: 'Votre avis compte',
      content: '<p>Répondez à notre enquête de satisfaction.</p>',
    });
    const id = created.json().id as number;
    const past = await publier(id, at('2027-04-01T09:59:00Z'));
    expect([past.statusCode, past.json().errors]).toEqual([400, { publishAt: m.publishInPast }]);
    const badDate = await publier(id, '01/05/2027');
    expect([badDate.statusCode, JSON.stringify(badDate.json())]).toEqual([400, expect.stringContaining(m.dateTime)]);
    const nothingLive = await retirer(id, null);
    expect([nothingLive.statusCode, nothingLive.json().message]).toEqual([400, m.notLive]);

    await publier(id, at('2027-04-10T08:00:00Z'));
    const withdrawalFirst = await retirer(id, at('2027-04-09T08:00:00Z'));
    expect(withdrawalFirst.json().message).toBe(m.withdrawalBeforePublication(cmsDateTime('2027-04-10T08:00:00Z')));
    expect(withdrawalFirst.json().message).toContain('10/04/2027 à 10:00');
    await retirer(id, at('2027-04-20T08:00:00Z'));
    const publicationAfter = await publier(id, at('2027-04-25T08:00:00Z'));
    expect(publicationAfter.json().message).toBe(m.publishAfterWithdrawal(cmsDateTime('2027-04-20T08:00:00Z')));
    const detail = (await staff.get(`/api/admin/cms/blocs/${id}`)).json();
    expect(detail).toMatchObject({ publishAt: at('2027-04-10T08:00:00Z'), unpublishAt: at('2027-04-20T08:00:00Z') });

    // Cancelled, the scheduled text is the draft again and nothing is published at its time.
    const cancelled = await staff.request('DELETE', `/api/admin/cms/blocs/${id}/programmation?type=publication`);
    expect(cancelled.json()).toMatchObject({ publishAt: null, hasDraft: true, statut: 'brouillon' });
    now = new Date('2027-04-15T08:00:00Z');
    expect((await visitor.get('/api/cms/blocklists?name=Popups&itemName=enquete')).statusCode).toBe(404);
  });

  it('retirer maintenant puis republier sans brouillon remet le texte publié en ligne', async () => {
    now = new Date('2027-05-01T08:00:00Z');
    const cgu = (await staff.get('/api/admin/cms/listes'))
      .json()
      .listes.find((l: { name: string }) => l.name === 'Pages_Statiques')
      .blocs.find((b: { name: string }) => b.name === 'mentions-legales');
    const page = () => visitor.get('/api/cms/blocklists?name=Pages_Statiques&itemName=mentions-legales');
    expect((await retirer(cgu.id, null)).json().statut).toBe('retire');
    expect((await page()).statusCode).toBe(404);
    const nothing = await publier(cgu.id, null);
    expect(nothing.json().statut).toBe('en_ligne');
    expect((await page()).statusCode).toBe(200);
    const again = await publier(cgu.id, null);
    expect([again.statusCode, again.json().message]).toEqual([400, m.nothingToPublish]);
  });
});
