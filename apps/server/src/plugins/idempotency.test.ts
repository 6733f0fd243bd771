import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marie } from '../test/demo-logins.ts';
import { signedInBrowser } from '../test/roles-matrix.ts';
import { Browser, createTestApp, type TestApp } from '../test/test-app.ts';
import { testDbKind } from '../test/test-database.ts';
import { idempotencyMessages } from './idempotency.ts';
import { purgeIdempotencyKeys } from './idempotency-repository.ts';

const contactUrl = '/api/forms/contact/v2/form';
const contact = (message = 'Bonjour,\nOù en est le remboursement de ma consultation ?') => ({
  theme: 'sante',
  sousTheme: 'sante-remboursement',
  message,
});
const withKey = (key: string) => ({ 'x-numcontrat': '40012345', 'idempotency-key': key });

describe(`Idempotency-Key sur les écritures d’un compte connecté (${testDbKind})`, () => {
  let t: TestApp;
  let member: Browser;
  let keys = 0;
  const newKey = () => `cle-${testDbKind}-${(keys += 1)}`;
  const count = async (table: 'demandes' | 'outbox' | 'idempotency_keys') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const expire = (key: string) =>
    t.database.db
      .updateTable('idempotency_keys')
      .set({ created_at: sql<Date>`now() - interval '25 hours'` })
      .where('key', '=', key)
      .execute();
  const sendContact = (key: string, message?: string) => member.post(contactUrl, contact(message), withKey(key));

  beforeAll(async () => {
    t = await createTestApp();
    member = await signedInBrowser(t.app, marie);
  });
  afterAll(() => t.close());

  it('la même demande envoyée deux fois avec la même clé : une seule demande, la même réponse rejouée', async () => {
    const key = newKey();
    const [demandes, mails] = [await count('demandes'), await count('outbox')];
    const first = await sendContact(key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await sendContact(key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);
    expect(await count('demandes')).toBe(demandes + 1);
    expect(await count('outbox')).toBe(mails + 1);
  });

  it('la même clé pour une autre demande : 422 en français, rien n’est écrit', async () => {
    const key = newKey();
    expect((await sendContact(key)).statusCode).toBe(200);
    const demandes = await count('demandes');
    const other = await sendContact(key, 'Un tout autre message.');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: idempotencyMessages.reused });
    const otherContrat = await member.post(contactUrl, contact(), { ...withKey(key), 'x-numcontrat': '40009871' });
    expect(otherContrat.statusCode).toBe(422);
    expect(await count('demandes')).toBe(demandes);
  });

  it('sans clé, rien ne change : deux envois font deux demandes', async () => {
    const demandes = await count('demandes');
    for (let i = 0; i < 2; i += 1)
      expect((await member.post(contactUrl, contact(), { 'x-numcontrat': '40012345' })).statusCode).toBe(200);
    expect(await count('demandes')).toBe(demandes + 2);
  });

  it.each([['avec espace'], ['x'.repeat(129)], ['clé']])(
    'une clé invalide (%s) : 400, rien n’est écrit',
    async (key) => {
      const demandes = await count('demandes');
      const response = await sendContact(key);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'IDEMPOTENCY_KEY_INVALID', message: idempotencyMessages.invalidKey });
      expect(await count('demandes')).toBe(demandes);
    },
  );

  it('une première tentative en 5xx ne bloque pas la clé : la suivante est traitée', async () => {
    const key = newKey();
    await sql`create function idempotency_test_fail() returns trigger language plpgsql as $$ begin raise exception 'panne simulée'; end $$`.execute(
      t.database.db,
    );
    await sql`create trigger idempotency_test_fail before insert on demandes for each row execute function idempotency_test_fail()`.execute(
      t.database.db,
    );
    const demandes = await count('demandes');
    const failed = await sendContact(key);
    await sql`drop trigger idempotency_test_fail on demandes`.execute(t.database.db);
    await sql`drop function idempotency_test_fail()`.execute(t.database.db);
    expect(failed.statusCode).toBe(500);
    const retried = await sendContact(key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('demandes')).toBe(demandes + 1);
  });

  it('la même demande pendant que la première est en cours : 409 en français, avec Retry-After ; une prise morte n’est jamais rejouée', async () => {
    const key = newKey();
    expect((await sendContact(key)).statusCode).toBe(200);
    // The first request as another instance would see it while it runs.
    const inProgress = (createdAt: ReturnType<typeof sql<Date>>) =>
      t.database.db
        .updateTable('idempotency_keys')
        .set({ status_code: null, headers: null, body: null, created_at: createdAt })
        .where('key', '=', key)
        .execute();
    await inProgress(sql<Date>`now()`);
    const demandes = await count('demandes');
    const concurrent = await sendContact(key);
    expect(concurrent.statusCode).toBe(409);
    expect(concurrent.json()).toEqual({ code: 'IDEMPOTENCY_IN_PROGRESS', message: idempotencyMessages.inProgress });
    expect(concurrent.headers['retry-after']).toBe('1');
    expect(await count('demandes')).toBe(demandes);
    // Its instance died three minutes ago, maybe after its write committed: never run it again
    // (the cluster test saw a second demande when such claims were taken over).
    await inProgress(sql<Date>`now() - interval '3 minutes'`);
    const interrupted = await sendContact(key);
    expect(interrupted.statusCode).toBe(409);
    expect(interrupted.json()).toEqual({ code: 'IDEMPOTENCY_INTERRUPTED', message: idempotencyMessages.interrupted });
    expect(await count('demandes')).toBe(demandes);
  });

  it.skipIf(testDbKind !== 'postgres')(
    'deux envois simultanés de la même demande (PostgreSQL) : un traité, l’autre 409, une seule demande',
    async () => {
      const key = newKey();
      await sql`create function idempotency_test_slow() returns trigger language plpgsql as $$ begin perform pg_sleep(0.5); return new; end $$`.execute(
        t.database.db,
      );
      await sql`create trigger idempotency_test_slow before insert on demandes for each row execute function idempotency_test_slow()`.execute(
        t.database.db,
      );
      const demandes = await count('demandes');
      const first = sendContact(key);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const concurrent = await sendContact(key);
      const done = await first;
      await sql`drop trigger idempotency_test_slow on demandes`.execute(t.database.db);
      await sql`drop function idempotency_test_slow()`.execute(t.database.db);
      expect(done.statusCode).toBe(200);
      expect(concurrent.statusCode).toBe(409);
      expect(await count('demandes')).toBe(demandes + 1);
      expect((await sendContact(key)).headers['idempotent-replayed']).toBe('true');
    },
  );

  it('après 24 h la clé est oubliée (et purgée par le ménage)', async () => {
    const key = newKey();
    expect((await sendContact(key)).statusCode).toBe(200);
    await expire(key);
    const demandes = await count('demandes');
    const later = await sendContact(key);
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('demandes')).toBe(demandes + 1);
    await expire(key);
    await purgeIdempotencyKeys(t.database.db);
    const left = await t.database.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).execute();
    expect(left).toEqual([]);
  });

  it('un appel anonyme : la clé est ignorée, rien n’est gardé', async () => {
    const stored = await count('idempotency_keys');
    const anonymous = new Browser(t.app);
    for (let i = 0; i < 2; i += 1) {
      const response = await anonymous.post(
        '/api/identity/login',
        { userName: marie.userName, password: 'mauvais' },
        { 'idempotency-key': 'cle-anonyme' },
      );
      expect(response.statusCode).toBe(401);
      expect(response.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await count('idempotency_keys')).toBe(stored);
  });

  it('le document OpenAPI annonce l’en-tête sur les écritures d’un compte connecté', async () => {
    const doc = (await new Browser(t.app).get('/api/docs/json')).json();
    const names = (op: { parameters?: { in: string; name: string }[] }) =>
      (op.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    expect(names(doc.paths['/api/forms/contact/v2/form'].post)).toContain('Idempotency-Key');
    expect(doc.paths['/api/forms/contact/v2/form'].post.responses['422']).toBeDefined();
    expect(names(doc.paths['/api/demandes'].get)).not.toContain('Idempotency-Key');
  });
});
