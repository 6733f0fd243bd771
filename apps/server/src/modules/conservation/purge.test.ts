import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase, testDbKind } from '../../test/test-database.ts';
import { purgerDonneesEchues } from './purge.ts';

/*
 * Issue 28 (decision 051): the purge deletes or anonymises what is past each client's term, in
 * batches, and nothing else; the reports and the audit say what it did.
 */

const ago = (interval: string) => sql<Date>`now() - ${interval}::interval`;

async function ids(db: Db) {
  const rows = await db.selectFrom('clients').select(['id', 'code']).execute();
  return Object.fromEntries(rows.map((r) => [r.code, r.id])) as Record<string, number>;
}

async function accountOf(db: Db, userName: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'client_id', 'personne_id', 'email'])
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
}

/** A member account of the client, with no contract, last seen `seen` ago. */
async function lonelyAccount(db: Db, clientId: number, name: string, seen: string, roles = ['User']) {
  const row = await db
    .insertInto('accounts')
    .values({
      client_id: clientId,
      user_name: name,
      email: name,
      roles,
      is_email_confirmed: true,
      created_by_admin: false,
      disabled: false,
      created_at: ago('10 years'),
      last_login_at: ago(seen),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addConnexions(db: Db, accountId: string, at: string, count = 1) {
  await sql`insert into connexions (account_id, at, methode)
    select ${accountId}, now() - ${at}::interval, 'mot_de_passe' from generate_series(1, ${count})`.execute(db);
}

async function connexionsOf(db: Db, accountId: string) {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from connexions where account_id = ${accountId}`.execute(db);
  return rows[0]!.n;
}

describe(`purge des données arrivées à terme (${testDbKind})`, () => {
  let handle: DatabaseHandle;
  let db: Db;
  let client: Record<string, number>;
  beforeAll(async () => {
    handle = await createTestDatabase('demo');
    db = handle.db;
    client = await ids(db);
    // Every client on the defaults (the demo seed gives Mutuelle Démo 60 months of requests).
    await db.updateTable('clients').set({ conservation: '{}' }).execute();
  });
  afterEach(async () => {
    await db.updateTable('clients').set({ conservation: '{}' }).execute();
    await db.deleteFrom('purges').execute();
  });
  afterAll(() => handle.close());

  it('supprime ce qui a juste passé son terme, garde ce qui est juste dedans, chaque client avec ses propres durées', async () => {
    await db
      .updateTable('clients')
      .set({ conservation: JSON.stringify({ connexions: 2, journalAcces: 6 }) })
      .where('code', '=', 'littoral')
      .execute();
    const marie = await accountOf(db, 'marie.dupont@example.com');
    const littoral = await lonelyAccount(db, client.littoral!, 'recent@littoral.example.com', '1 day');
    await db.deleteFrom('connexions').execute();
    // Demo keeps 6 months (the default), Littoral 2.
    await addConnexions(db, marie.id, '6 months 1 hour');
    await addConnexions(db, marie.id, '6 months -1 hour');
    await addConnexions(db, littoral, '2 months 1 hour');
    await addConnexions(db, littoral, '2 months -1 hour');

    // The access log: 12 months for Demo, 6 for Littoral.
    const journal = (clientId: number, at: string, objet: string) =>
      sql`insert into journal_acces (at, client_id, staff_account_id, staff_nom, personne_id, categorie, objet)
        values (now() - ${at}::interval, ${clientId}, gen_random_uuid(), 'Hélène Garnier', 1, 'fiche', ${objet})`.execute(
        db,
      );
    await journal(client.demo!, '12 months 1 hour', 'demo-passe');
    await journal(client.demo!, '12 months -1 hour', 'demo-garde');
    await journal(client.littoral!, '6 months 1 hour', 'littoral-passe');
    await journal(client.littoral!, '9 months', 'littoral-passe-2');
    await journal(client.littoral!, '6 months -1 hour', 'littoral-garde');

    // Messages: 30 days after sending; never one still to be sent.
    const message = (to: string, sent: string | null, subject: string) =>
      sql`insert into outbox (channel, recipient, subject, body_text, body_html, template, sent_at, created_at)
        values ('mail', ${to}, ${subject}, 'Bonjour Marie', '<p>Bonjour Marie</p>', 'Test',
          ${sent === null ? null : ago(sent)}, now() - interval '1 year')`.execute(db);
    await message(marie.email, '30 days 1 hour', 'passe');
    await message(marie.email, '30 days -1 hour', 'garde');
    await message(marie.email, null, 'a-envoyer');

    // Requests: closed and unchanged for 24 months; an open one, however old, stays.
    const demande = async (statut: string, changed: string) => {
      const row = await sql<{
        id: string;
      }>`insert into demandes (client_id, account_id, personne_id, type, objet, payload, statut, mode_gestion, updated_at)
        values (${client.demo!}, ${marie.id}, ${marie.personne_id}, 'contact/v2', ${`${statut} ${changed}`}, '{}', ${statut}, 'manuel', now() - ${changed}::interval)
        returning id`.execute(db);
      return Number(row.rows[0]!.id);
    };
    const traiteePassee = await demande('traitee', '24 months 1 hour');
    const refuseeGardee = await demande('refusee', '24 months -1 hour');
    const ouverte = await demande('en_cours', '5 years');
    await db
      .insertInto('uploads')
      .values({
        remote_name: 'piece-passee',
        account_id: marie.id,
        original_name: 'ordonnance.pdf',
        size: 3,
        sha256: 'x',
        content_type: 'application/pdf',
        data: new Uint8Array([1, 2, 3]),
        attached_at: ago('25 months'),
      })
      .execute();
    await db.insertInto('demande_pieces').values({ demande_id: traiteePassee, remote_name: 'piece-passee' }).execute();

    // Closed accounts: no contract in force, no sign-in for 24 months; never staff.
    const ferme = await lonelyAccount(db, client.demo!, 'ferme@example.com', '24 months 1 hour');
    const recent = await lonelyAccount(db, client.demo!, 'recent@example.com', '24 months -1 hour');
    const staff = await lonelyAccount(db, client.demo!, 'ancien.staff@example.com', '5 years', ['Gestionnaire']);

    const lignes = await purgerDonneesEchues(db, { instance: 'test' });
    const done = Object.fromEntries(
      lignes.filter((l) => l.supprimees + l.anonymisees > 0).map((l) => [`${l.client}/${l.nature}`, l]),
    );
    expect(Object.keys(done).sort()).toEqual(
      [
        'demo/comptesClotures',
        'demo/connexions',
        'demo/courriels',
        'demo/demandes',
        'demo/journalAcces',
        'littoral/connexions',
        'littoral/journalAcces',
      ].sort(),
    );
    expect(done['demo/connexions']?.supprimees).toBe(1);
    expect(done['littoral/journalAcces']?.supprimees).toBe(2);
    expect(await connexionsOf(db, marie.id)).toBe(1);
    expect(await connexionsOf(db, littoral)).toBe(1);
    const { rows: kept } = await sql<{
      objet: string;
    }>`select objet from journal_acces where objet like '%-%' order by objet`.execute(db);
    expect(kept.map((r) => r.objet).filter((o) => /^(demo|littoral)-/.test(o))).toEqual([
      'demo-garde',
      'littoral-garde',
    ]);
    const outbox = await db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'body_text', 'body_html', 'anonymise_le'])
      .where('template', '=', 'Test')
      .orderBy('id')
      .execute();
    expect(outbox.map((o) => [o.subject, o.recipient, o.body_text, o.anonymise_le !== null])).toEqual([
      [null, '', '', true],
      ['garde', marie.email, 'Bonjour Marie', false],
      ['a-envoyer', marie.email, 'Bonjour Marie', false],
    ]);
    const demandes = await db
      .selectFrom('demandes')
      .select('id')
      .where('id', 'in', [traiteePassee, refuseeGardee, ouverte])
      .execute();
    expect(demandes.map((d) => Number(d.id)).sort()).toEqual([refuseeGardee, ouverte].sort());
    expect(
      await db.selectFrom('uploads').select('remote_name').where('remote_name', '=', 'piece-passee').execute(),
    ).toEqual([]);
    const accounts = await db.selectFrom('accounts').select('id').where('id', 'in', [ferme, recent, staff]).execute();
    expect(accounts.map((a) => a.id).sort()).toEqual([recent, staff].sort());
    // Marie (contracts in force) is never a closed account.
    expect(await accountOf(db, 'marie.dupont@example.com')).toMatchObject({ id: marie.id });

    // One report per kind that did something, one audit entry per client, by « système ».
    const reports = await db
      .selectFrom('purges')
      .select(['client_id', 'nature', 'supprimees', 'anonymisees', 'instance'])
      .execute();
    expect(reports).toHaveLength(7);
    expect(reports.find((r) => r.client_id === client.demo && r.nature === 'courriels')).toMatchObject({
      supprimees: 0,
      anonymisees: 1,
      instance: 'test',
    });
    const audit = await db
      .selectFrom('audit_log')
      .select(['client_id', 'actor', 'actor_account_id', 'target', 'after'])
      .where('action', '=', 'configuration.purger')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.client_id, a.actor, a.actor_account_id, a.target])).toEqual([
      [client.demo, 'système', null, 'client:demo'],
      [client.littoral, 'système', null, 'client:littoral'],
    ]);
    expect(audit[1]!.after).toEqual({
      connexions: { duree: '2 mois', supprimees: 1, anonymisees: 0 },
      journalAcces: { duree: '6 mois', supprimees: 2, anonymisees: 0 },
    });

    // Nothing left past its term: the next run does nothing and says nothing.
    await purgerDonneesEchues(db, { instance: 'test' });
    expect(await db.selectFrom('purges').select('id').execute()).toHaveLength(7);
    expect(
      await db.selectFrom('audit_log').select('id').where('action', '=', 'configuration.purger').execute(),
    ).toHaveLength(2);
  });

  it('travaille par lots : plus d’un lot supprimé, un seul rapport', async () => {
    const paul = await accountOf(db, 'paul.martin@example.com');
    await db.deleteFrom('connexions').execute();
    await addConnexions(db, paul.id, '7 months', 1203);
    await addConnexions(db, paul.id, '1 month', 5);
    const lignes = await purgerDonneesEchues(db, { instance: 'lots', batchSize: 500 });
    expect(lignes.find((l) => l.client === 'demo' && l.nature === 'connexions')?.supprimees).toBe(1203);
    expect(await connexionsOf(db, paul.id)).toBe(5);
    const reports = await db
      .selectFrom('purges')
      .select(['nature', 'supprimees'])
      .where('nature', '=', 'connexions')
      .execute();
    expect(reports).toEqual([{ nature: 'connexions', supprimees: 1203 }]);
  });

  it('--dry-run compte sans rien changer', async () => {
    const paul = await accountOf(db, 'paul.martin@example.com');
    await db.deleteFrom('connexions').execute();
    await addConnexions(db, paul.id, '7 months', 3);
    const lignes = await purgerDonneesEchues(db, { dryRun: true });
    expect(lignes.find((l) => l.client === 'demo' && l.nature === 'connexions')?.supprimees).toBe(3);
    expect(await connexionsOf(db, paul.id)).toBe(3);
    expect(await db.selectFrom('purges').select('id').execute()).toEqual([]);
  });

  it('une instance ne reprend pas un client et une nature qu’une autre tient (bail vivant), puis le reprend à son expiration', async () => {
    await db
      .insertInto('purge_verrous')
      .values({
        client_id: client.demo!,
        nature: 'connexions',
        detenteur: 'autre',
        expire_le: sql<Date>`now() + interval '1 minute'`,
      })
      .execute();
    const paul = await accountOf(db, 'paul.martin@example.com');
    await db.deleteFrom('connexions').execute();
    await addConnexions(db, paul.id, '7 months', 2);
    let lignes = await purgerDonneesEchues(db, { instance: 'moi' });
    expect(lignes.find((l) => l.client === 'demo' && l.nature === 'connexions')).toMatchObject({
      occupe: true,
      supprimees: 0,
    });
    expect(await connexionsOf(db, paul.id)).toBe(2);
    await db
      .updateTable('purge_verrous')
      .set({ expire_le: ago('1 second') })
      .execute();
    lignes = await purgerDonneesEchues(db, { instance: 'moi' });
    expect(lignes.find((l) => l.client === 'demo' && l.nature === 'connexions')).toMatchObject({
      occupe: false,
      supprimees: 2,
    });
    expect(await db.selectFrom('purge_verrous').select('nature').execute()).toEqual([]);
  });
});
