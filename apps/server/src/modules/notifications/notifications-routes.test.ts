import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AudienceRegle } from '@portail/shared/admin/audiences';
import { notificationMessages } from '@portail/shared/admin/notifications';
import { serverMessages } from '@portail/shared/messages';
import { expectMatrix, signInActors, staffOnly, type Actor, type Actors } from '../../test/roles-matrix.ts';
import { createTestApp, type Browser, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { startNotificationScheduler, type NotificationScheduler } from './notification-scheduler.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const santeEssentielle: AudienceRegle = {
  combinaison: 'et',
  conditions: [{ champ: 'offre', operateur: 'parmi', valeurs: ['Santé Essentielle'] }],
  groupes: [],
};
const membersOnly: Record<Actor, number> = {
  anonyme: 401,
  souscripteur: 200,
  beneficiaire: 200,
  autreAdherent: 200,
  gestionnaire: 403,
  gestionnaireAutreClient: 401,
};

describe(`notifications : brouillon, envoi, lecture par l’adhérent (${testDbKind})`, () => {
  let t: TestApp;
  let actors: Actors;
  let audienceId: number;
  const schedulers: NotificationScheduler[] = [];
  const scheduler = async (now?: () => Date) => {
    const started = await startNotificationScheduler({
      db: t.database.db,
      log: silent,
      publicUrl: 'http://localhost:8080',
      pollMs: 3_600_000,
      ...(now ? { now } : {}),
    });
    schedulers.push(started);
    return started;
  };
  const draft = async (overrides: Record<string, unknown> = {}) => {
    const response = await actors.gestionnaire.post('/api/admin/notifications', {
      titre: 'Votre nouvelle carte de tiers payant',
      contenu: '<p>Votre carte <strong>2027</strong> est disponible dans votre espace.</p><script>alert(1)</script>',
      lien: '/espace-adherent/contrats',
      audienceId,
      canalPortail: true,
      canalEmail: true,
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; contenu: string; statut: string };
  };
  const mailsTo = (notificationId: number) =>
    t.database.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'body_text', 'body_html'])
      .where('notification_id', '=', notificationId)
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    actors = await signInActors(t.app);
    const audience = await actors.gestionnaire.post('/api/admin/audiences', {
      nom: 'Santé Essentielle',
      regle: santeEssentielle,
    });
    audienceId = audience.json().id;
  });
  afterEach(async () => {
    await Promise.all(schedulers.splice(0).map((s) => s.stop()));
  });
  afterAll(() => t.close());

  it('chaque route × chaque rôle : le back office au personnel du client, « Mes notifications » aux adhérents', async () => {
    const { id } = await draft();
    const admin: ((b: Browser) => ReturnType<Browser['get']>)[] = [
      (b) => b.get('/api/admin/notifications'),
      (b) => b.get(`/api/admin/notifications/${id}`),
      (b) =>
        b.request('PUT', `/api/admin/notifications/${id}`, {
          body: { titre: 'Matrice', contenu: '<p>Texte</p>', audienceId, canalPortail: true, canalEmail: false },
        }),
    ];
    for (const call of admin) {
      const responses = await expectMatrix(actors, call, staffOnly);
      expect(responses.souscripteur.json().message).toBe(serverMessages.forbidden);
    }
    await expectMatrix(actors, (b) => b.post('/api/admin/notifications', { titre: 'x' }), {
      ...staffOnly,
      gestionnaire: 400,
    });
    await expectMatrix(
      actors,
      (b) => b.post(`/api/admin/notifications/${id}/programmer`, { le: '2099-01-01T09:00:00Z' }),
      staffOnly,
    );
    await expectMatrix(actors, (b) => b.post(`/api/admin/notifications/${id}/annuler`), {
      ...staffOnly,
      gestionnaire: 200,
    });
    const second = await draft();
    await expectMatrix(actors, (b) => b.post(`/api/admin/notifications/${second.id}/envoyer`), staffOnly);
    await expectMatrix(actors, (b) => b.get('/api/notifications'), membersOnly);
    await expectMatrix(actors, (b) => b.get('/api/notifications/non-lues'), membersOnly);
    await expectMatrix(actors, (b) => b.get('/api/notifications/fenetre'), membersOnly);
    await expectMatrix(actors, (b) => b.post('/api/notifications/tout-lu'), membersOnly);
    await (await scheduler()).runOnce();
    // Marie's notification: Paul (another member) cannot mark it, Lucas (a recipient too) marks his own.
    await expectMatrix(actors, (b) => b.post(`/api/notifications/${second.id}/lue`), {
      ...membersOnly,
      autreAdherent: 404,
    });
  });

  it('envoie dans le portail et par e-mail : l’adhérent la lit, les chiffres suivent, un autre adhérent ne la voit pas', async () => {
    const notification = await draft({ popup: true });
    expect(notification.contenu).not.toContain('script');
    const count = (await actors.gestionnaire.post('/api/admin/audiences/compter', { regle: santeEssentielle })).json();
    expect(count.joignables).toBeGreaterThan(1);
    const sent = await actors.gestionnaire.post(`/api/admin/notifications/${notification.id}/envoyer`);
    expect([sent.statusCode, sent.json().statut]).toEqual([200, 'programmee']);
    expect(await (await scheduler()).runOnce()).toBe(1);

    const figures = (await actors.gestionnaire.get(`/api/admin/notifications/${notification.id}`)).json();
    expect(figures).toMatchObject({ statut: 'envoyee', destinataires: count.joignables, lues: 0, emailsEchecs: 0 });
    const mails = await mailsTo(notification.id);
    expect(mails.map((m) => m.recipient)).toContain('marie.dupont@example.com');
    expect(mails).toHaveLength(count.joignables);
    const marieMail = mails.find((m) => m.recipient === 'marie.dupont@example.com')!;
    expect(marieMail.subject).toBe('Mutuelle Démo : Votre nouvelle carte de tiers payant');
    expect(marieMail.body_html).toContain('<strong>2027</strong>');
    expect(marieMail.body_html).toContain('http://localhost:8080/#/espace-adherent/contrats');
    expect(marieMail.body_text).toMatch(
      /Ne plus recevoir les notifications par e-mail : http:\/\/localhost:8080\/notifications\/desabonnement\?jeton=/,
    );

    const marie = actors.souscripteur;
    const mine = (await marie.get('/api/notifications')).json();
    expect(mine.nonLues).toBeGreaterThanOrEqual(1);
    expect(mine.rows[0]).toMatchObject({
      id: notification.id,
      lue: false,
      lien: '/espace-adherent/contrats',
      lienLibelle: 'Mes contrats',
    });
    // At the next sign-in, the window; once shown it is read.
    const popup = (await marie.get('/api/notifications/fenetre')).json();
    expect(popup.notification.id).toBe(notification.id);
    const seen = await marie.post(`/api/notifications/${notification.id}/fenetre-vue`);
    expect(seen.json().nonLues).toBe(mine.nonLues - 1);
    expect((await marie.get('/api/notifications/fenetre')).json().notification).toBeNull();
    expect((await actors.gestionnaire.get(`/api/admin/notifications/${notification.id}`)).json().lues).toBe(1);

    const paul = (await actors.autreAdherent.get('/api/notifications')).json();
    expect(paul.rows.map((r: { id: number }) => r.id)).not.toContain(notification.id);
    expect((await actors.autreAdherent.post(`/api/notifications/${notification.id}/lue`)).statusCode).toBe(404);
    await marie.post('/api/notifications/tout-lu');
    expect((await marie.get('/api/notifications/non-lues')).json()).toEqual({ nonLues: 0 });
  });

  it('le lien de désabonnement coupe les e-mails de notification dans les préférences, et l’envoi suivant le respecte', async () => {
    const first = await draft();
    await actors.gestionnaire.post(`/api/admin/notifications/${first.id}/envoyer`);
    await (await scheduler()).runOnce();
    const marieMail = (await mailsTo(first.id)).find((m) => m.recipient === 'marie.dupont@example.com')!;
    const link = /http:\/\/localhost:8080(\/notifications\/desabonnement\?jeton=\S+)/.exec(marieMail.body_text)![1]!;
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Ne plus recevoir par e-mail les notifications de Mutuelle Démo ?');
    // Opening the link changes nothing: a mail scanner following it does not unsubscribe anybody.
    expect((await actors.souscripteur.get('/api/adherent/profil')).json().preferences.alerteNotification).toBe(true);
    const jeton = new URL(`http://x${link}`).searchParams.get('jeton')!;
    const forged = await t.app.inject({
      method: 'POST',
      url: '/notifications/desabonnement',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `jeton=${encodeURIComponent(jeton.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))}`,
    });
    expect(forged.statusCode).toBe(400);
    const done = await t.app.inject({
      method: 'POST',
      url: '/notifications/desabonnement',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `jeton=${encodeURIComponent(jeton)}`,
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('vous ne recevrez plus les notifications par e-mail');
    expect((await actors.souscripteur.get('/api/adherent/profil')).json().preferences).toMatchObject({
      alerteNotification: false,
      alerteDocument: true,
    });

    const second = await draft();
    await actors.gestionnaire.post(`/api/admin/notifications/${second.id}/envoyer`);
    await (await scheduler()).runOnce();
    const recipients = (await mailsTo(second.id)).map((m) => m.recipient);
    expect(recipients).not.toContain('marie.dupont@example.com');
    expect(recipients.length).toBeGreaterThan(0);
    const figures = (await actors.gestionnaire.get(`/api/admin/notifications/${second.id}`)).json();
    expect(figures.emailsDesabonnes).toBe(1);
    // Still in her portal.
    const mine = (await actors.souscripteur.get('/api/notifications')).json();
    expect(mine.rows.map((r: { id: number }) => r.id)).toContain(second.id);
  });

  it('programmée, elle part à son heure (horloge injectée) ; annulée, elle ne part pas', async () => {
    const at = new Date(Date.now() + 3 * 3600_000);
    const planned = await draft({ canalEmail: false });
    const scheduled = await actors.gestionnaire.post(`/api/admin/notifications/${planned.id}/programmer`, {
      le: at.toISOString(),
    });
    expect([scheduled.statusCode, scheduled.json().statut]).toEqual([200, 'programmee']);
    expect(await (await scheduler(() => new Date(at.getTime() - 60_000))).runOnce()).toBe(0);
    expect((await actors.gestionnaire.get(`/api/admin/notifications/${planned.id}`)).json().destinataires).toBe(0);
    const cancelled = await draft({ canalEmail: false });
    await actors.gestionnaire.post(`/api/admin/notifications/${cancelled.id}/programmer`, { le: at.toISOString() });
    await actors.gestionnaire.post(`/api/admin/notifications/${cancelled.id}/annuler`);
    expect(await (await scheduler(() => new Date(at.getTime() + 1000))).runOnce()).toBe(1);
    const after = (id: number) => actors.gestionnaire.get(`/api/admin/notifications/${id}`).then((r) => r.json());
    expect(await after(planned.id)).toMatchObject({ statut: 'envoyee' });
    expect((await after(planned.id)).destinataires).toBeGreaterThan(0);
    expect(await after(cancelled.id)).toMatchObject({ statut: 'annulee', destinataires: 0 });
    const again = await actors.gestionnaire.post(`/api/admin/notifications/${planned.id}/annuler`);
    expect([again.statusCode, again.json().message]).toEqual([409, notificationMessages.pasAnnulable]);
  });

  it('une date passée, une audience vide, une audience inconnue : refusées en français, rien ne part', async () => {
    const notification = await draft();
    const past = await actors.gestionnaire.post(`/api/admin/notifications/${notification.id}/programmer`, {
      le: new Date(Date.now() - 60_000).toISOString(),
    });
    expect([past.statusCode, past.json().errors]).toEqual([400, { le: notificationMessages.datePassee }]);
    const nobody = await actors.gestionnaire.post('/api/admin/audiences', {
      nom: 'Personne',
      regle: { combinaison: 'et', conditions: [{ champ: 'departement', valeurs: ['2A'] }] },
    });
    await actors.gestionnaire.request('PUT', `/api/admin/notifications/${notification.id}`, {
      body: {
        titre: 'Pour personne',
        contenu: '<p>Rien</p>',
        audienceId: nobody.json().id,
        canalPortail: true,
        canalEmail: true,
      },
    });
    const empty = await actors.gestionnaire.post(`/api/admin/notifications/${notification.id}/envoyer`);
    expect([empty.statusCode, empty.json().message]).toEqual([400, notificationMessages.audienceVide]);
    const unknown = await actors.gestionnaire.post('/api/admin/notifications', {
      titre: 'Sans audience',
      contenu: '<p>Texte</p>',
      audienceId: 999_999,
      canalPortail: true,
      canalEmail: false,
    });
    expect(unknown.json().errors).toEqual({ audienceId: notificationMessages.audience });
    const noChannel = await actors.gestionnaire.post('/api/admin/notifications', {
      titre: 'Sans canal',
      contenu: '<p>Texte</p>',
      audienceId,
      canalPortail: false,
      canalEmail: false,
    });
    expect(noChannel.json().errors).toEqual({ canalPortail: notificationMessages.canal });
    const onlyScript = await actors.gestionnaire.post('/api/admin/notifications', {
      titre: 'Script seul',
      contenu: '<script>alert(1)</script>',
      audienceId,
      canalPortail: true,
      canalEmail: false,
    });
    expect(onlyScript.json().errors).toEqual({ contenu: notificationMessages.contenu });
    await (await scheduler()).runOnce();
    const row = (await actors.gestionnaire.get(`/api/admin/notifications/${notification.id}`)).json();
    expect(row).toMatchObject({ statut: 'brouillon', destinataires: 0 });
    expect(await mailsTo(notification.id)).toEqual([]);
  });
});
