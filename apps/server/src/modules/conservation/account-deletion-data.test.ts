import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lucas } from '../../test/demo-logins.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { accountIdOf, createIdentityTestApp, newBrowser } from '../identity/identity-test-kit.ts';
import { purgerDonneesEchues } from './purge.ts';

/*
 * Issue 28 (decision 051): a member account deleted by its owner leaves no personal data in the
 * portal beyond what the decision lists. Every column of every table is searched for the account's
 * id and its e-mail address, so a table added later without its deletion rule is caught here.
 */

/** Where the id or the address still appears: "table.column" → rows. */
async function traces(t: TestApp, needles: string[]): Promise<Record<string, number>> {
  const db = t.database.db;
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'uuid', 'jsonb', 'json', 'character varying', 'ARRAY')
      and c.table_name <> 'kysely_migration'`.execute(db);
  const found: Record<string, number> = {};
  for (const { table_name, column_name } of columns)
    for (const needle of needles) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)}
        where lower(${sql.ref(column_name)}::text) like ${`%${needle.toLowerCase()}%`}`.execute(db);
      if (rows[0]!.n > 0)
        found[`${table_name}.${column_name}`] = (found[`${table_name}.${column_name}`] ?? 0) + rows[0]!.n;
    }
  return found;
}

describe(`compte supprimé par son titulaire : rien ne reste que ce que dit la décision 051 (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp();
  });
  afterAll(() => t.close());

  it('sessions, connexions, choix de popups, notifications lues, pièces en attente, messages envoyés : tout part', async () => {
    const db = t.database.db;
    const browser = newBrowser(t.app);
    expect((await browser.signIn(lucas.userName, lucas.password)).statusCode).toBe(200);
    const accountId = await accountIdOf(db, lucas.userName);
    const { personne_id: personneId, client_id: clientId } = await db
      .selectFrom('accounts')
      .select(['personne_id', 'client_id'])
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    // What the portal gathers on an account as it is used.
    const item = await db.selectFrom('cms_items').select('id').limit(1).executeTakeFirstOrThrow();
    await db
      .insertInto('cms_popup_choix')
      .values({ client_id: clientId, account_id: accountId, item_id: item.id, choix: 'vu' })
      .execute();
    const { rows: notification } = await sql<{ id: string }>`insert into notifications
        (client_id, audience_nom, titre, contenu, canal_portail, canal_email, statut, modifiee_par)
      values (${clientId}, 'Tous', 'Titre', 'Contenu', true, false, 'envoyee', 'test') returning id`.execute(db);
    await sql`insert into notification_destinataires (notification_id, account_id, personne_id, lue_le)
      values (${notification[0]!.id}, ${accountId}, ${personneId ?? 0}, now())`.execute(db);
    await db
      .insertInto('uploads')
      .values({
        remote_name: 'en-attente-lucas',
        account_id: accountId,
        original_name: 'ordonnance.pdf',
        size: 1,
        sha256: 'x',
        content_type: 'application/pdf',
        data: new Uint8Array([1]),
      })
      .execute();
    await sql`insert into outbox (channel, recipient, subject, body_text, body_html, template, sent_at)
      values ('mail', ${lucas.userName.toUpperCase()}, 'Votre remboursement', 'Bonjour Lucas', '<p>Bonjour Lucas</p>', 'Test', now())`.execute(
      db,
    );
    expect(Object.keys(await traces(t, [accountId]))).toEqual(
      expect.arrayContaining([
        'sessions.account_id',
        'connexions.account_id',
        'notification_destinataires.account_id',
        'cms_popup_choix.account_id',
        'uploads.account_id',
      ]),
    );

    const deleted = await browser.post('/api/forms/suppressioncompte', {
      password: lucas.password,
      confirmation: true,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // Nothing names the account any more.
    expect(await traces(t, [accountId])).toEqual({});
    // His address remains only in the notice of the deletion, until sent and then purged, and in
    // the member file imported from the management system (personnes), which is not the account's.
    const left = await traces(t, [lucas.userName]);
    expect(left).toEqual({ 'outbox.recipient': 1, 'personnes.email': 1 });
    const pending = await db
      .selectFrom('outbox')
      .select(['template', 'sent_at'])
      .where(sql<string>`lower(recipient)`, '=', lucas.userName)
      .execute();
    expect(pending).toEqual([{ template: 'AccountDeleted', sent_at: null }]);
    const wiped = await db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'body_text', 'body_html'])
      .where('template', '=', 'Test')
      .execute();
    expect(wiped).toEqual([{ recipient: '', subject: null, body_text: '', body_html: null }]);

    // Once the notice is sent and its term past, the purge wipes it too.
    await sql`update outbox set sent_at = now() - interval '31 days' where template = 'AccountDeleted'`.execute(db);
    await purgerDonneesEchues(db, { instance: 'test' });
    expect(await traces(t, [lucas.userName])).toEqual({ 'personnes.email': 1 });
  });
});
