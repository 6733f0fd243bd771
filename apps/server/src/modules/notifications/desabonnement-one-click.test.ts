import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudienceRegle } from '@portail/shared/admin/audiences';
import { desabonnementMessages } from '@portail/shared/notifications';
import { startOutboxWorker } from '../../mail/outbox-worker.ts';
import { admin } from '../../test/demo-logins.ts';
import { signedInBrowser } from '../../test/roles-matrix.ts';
import { header, startSmtp } from '../../test/smtp-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { desabonnementSecret, signDesabonnement } from './desabonnement.ts';
import { startNotificationScheduler } from './notification-scheduler.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const santeEssentielle: AudienceRegle = {
  combinaison: 'et',
  conditions: [{ champ: 'offre', operateur: 'parmi', valeurs: ['Santé Essentielle'] }],
  groupes: [],
};
const oneClick = 'List-Unsubscribe=One-Click';

/*
 * RFC 8058: the mailbox provider POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe URL of
 * the mail, server to server — no cookie, no CSRF token, the token in the URL.
 */
describe(`désabonnement en un clic (RFC 8058) depuis l’en-tête d’un e-mail de notification (${testDbKind})`, () => {
  let t: TestApp;
  let listUnsubscribe: string;
  beforeAll(async () => {
    t = await createTestApp();
    const gestionnaire = await signedInBrowser(t.app, admin);
    const audience = await gestionnaire.post('/api/admin/audiences', {
      nom: 'Santé Essentielle',
      regle: santeEssentielle,
    });
    const notification = await gestionnaire.post('/api/admin/notifications', {
      titre: 'Votre nouvelle carte de tiers payant',
      contenu: '<p>Votre carte est disponible.</p>',
      lien: null,
      audienceId: audience.json().id,
      canalPortail: true,
      canalEmail: true,
    });
    expect(notification.statusCode, notification.body).toBe(201);
    await gestionnaire.post(`/api/admin/notifications/${notification.json().id}/envoyer`);
    const scheduler = await startNotificationScheduler({
      db: t.database.db,
      log: silent,
      publicUrl: 'http://localhost:8080',
      pollMs: 3_600_000,
    });
    await scheduler.runOnce();
    await scheduler.stop();
    // The mail as Marie's mailbox provider receives it.
    const smtp = await startSmtp();
    const worker = startOutboxWorker({
      db: t.database.db,
      log: silent,
      smtpUrl: smtp.url,
      smsWebhookUrl: undefined,
      mailFrom: 'ne-pas-repondre@mutuelle-demo.fr',
      publicUrl: 'http://localhost:8080',
      pollMs: 3_600_000,
    });
    try {
      await worker.runOnce();
      const mail = smtp.received.find((m) => m.to.includes('marie.dupont@example.com'))!;
      expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe(oneClick);
      expect(header(mail.raw, 'Message-ID')).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
      listUnsubscribe = header(mail.raw, 'List-Unsubscribe')!;
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });
  afterAll(() => t.close());

  const alerte = async (email: string) => {
    const row = await t.database.db
      .selectFrom('accounts')
      .select('alertes_email')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.alertes_email.alerteNotification;
  };
  const post = (url: string, payload: string, contentType = 'application/x-www-form-urlencoded') =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it('le POST « One-Click » sur l’URL de l’en-tête désabonne, sans cookie ni jeton CSRF ; répété, toujours 200', async () => {
    const url = new URL(listUnsubscribe.replace(/^<|>$/g, ''));
    expect(url.origin).toBe('http://localhost:8080');
    expect(url.pathname).toBe('/notifications/desabonnement');
    expect(url.searchParams.get('jeton')).toBeTruthy();
    expect(await alerte('marie.dupont@example.com')).not.toBe(false);
    for (let n = 0; n < 2; n++) {
      const response = await post(url.pathname + url.search, oneClick);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain(desabonnementMessages.fait);
      expect(await alerte('marie.dupont@example.com')).toBe(false);
    }
  });

  it('en multipart/form-data aussi (RFC 8058)', async () => {
    const account = await t.database.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'paul.martin@example.com')
      .executeTakeFirstOrThrow();
    const jeton = signDesabonnement(await desabonnementSecret(t.database.db), account.id);
    const boundary = 'limite-rfc8058';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const response = await post(
      `/notifications/desabonnement?jeton=${encodeURIComponent(jeton)}`,
      body,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await alerte('paul.martin@example.com')).toBe(false);
  });

  it('un jeton faux ou absent : 400 en français, rien ne change', async () => {
    const account = await t.database.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'lucas.dupont@example.com')
      .executeTakeFirstOrThrow();
    const jeton = signDesabonnement(await desabonnementSecret(t.database.db), account.id);
    const forged = jeton.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const url of [
      `/notifications/desabonnement?jeton=${encodeURIComponent(forged)}`,
      `/notifications/desabonnement?jeton=${encodeURIComponent(`${account.id}.`)}`,
      '/notifications/desabonnement',
    ]) {
      const response = await post(url, oneClick);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(desabonnementMessages.invalide);
    }
    expect(await alerte('lucas.dupont@example.com')).not.toBe(false);
  });
});
