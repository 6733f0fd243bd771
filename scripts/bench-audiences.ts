/**
 * Audiences (issue 15): the live count of a rule over 100,000 generated members on PostgreSQL
 * (the generator of the API tests: contracts, beneficiaries, accounts, consents), timed through
 * POST /api/admin/audiences/compter one call after the other as staff editing a rule make them,
 * and the plan of each rule's query with EXPLAIN ANALYZE.
 */
import { Kysely, type LogEvent, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { AudienceRegle } from '../packages/shared/src/admin/audiences.ts';
import { type Db, openDatabase } from '../apps/server/src/db/database.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { compterAudience } from '../apps/server/src/modules/audiences/audiences-repository.ts';
import { sha256 } from '../apps/server/src/lib/tokens.ts';
import { generateMembers } from '../apps/server/src/test/generated-members.ts';
import { grantLoginCode } from '../apps/server/src/test/login-code.ts';

/** Runs `work` on the bench's database through the portal's own Kysely setup. */
export async function withBenchDatabase<T>(databaseUrl: string, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const cookieOf = (response: Response, name: string) =>
  new RegExp(`${name}=([^;]+)`).exec(response.headers.getSetCookie().join('; '))?.[1] ?? '';

/**
 * A staff session: staff always give a security code at sign-in (decision 029), written here into
 * the bench's database as the tests do, then verified through the route.
 */
export async function staffSession(
  base: string,
  databaseUrl: string,
  staff: { userName: string; password: string },
): Promise<Record<string, string>> {
  const xsrf = cookieOf(await fetch(`${base}/api/health`), 'XSRF-TOKEN');
  const post = (url: string, body: unknown, cookie: string) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': xsrf },
      body: JSON.stringify(body),
    });
  const login = await post('/api/identity/login', staff, `XSRF-TOKEN=${xsrf}`);
  const pending = cookieOf(login, 'portail_pending');
  if (login.status !== 202 || !pending) throw new Error(`connexion du personnel impossible (${login.status})`);
  const code = await withBenchDatabase(databaseUrl, (db) => grantLoginCode(db, sha256(pending)));
  const verified = await post(
    '/api/identity/amf/verify',
    { operation: 'LOGIN_AMF', securityCode: code },
    `XSRF-TOKEN=${xsrf}; portail_pending=${pending}`,
  );
  const session = cookieOf(verified, 'portail_session');
  if (!verified.ok || !session) throw new Error(`code de connexion refusé (${verified.status})`);
  return { cookie: `portail_session=${session}; XSRF-TOKEN=${xsrf}` };
}

const regle = (combinaison: 'et' | 'ou', conditions: AudienceRegle['conditions'], groupes: AudienceRegle[] = []) => ({
  combinaison,
  conditions,
  groupes,
});

/** Rules a mutuelle's communication team would write. */
export const audienceBenchRules: [name: string, rule: AudienceRegle][] = [
  [
    'Santé Essentielle with a portal account',
    regle('et', [
      { champ: 'offre', operateur: 'parmi', valeurs: ['Santé Essentielle'] },
      { champ: 'comptePortail', valeur: true },
    ]),
  ],
  [
    '61+ in Brittany or Loire-Atlantique, télétransmission off',
    regle(
      'et',
      [
        { champ: 'trancheAge', operateur: 'parmi', valeurs: ['61-75', '76+'] },
        { champ: 'teletransmission', valeur: false },
      ],
      [regle('ou', [{ champ: 'departement', operateur: 'parmi', valeurs: ['22', '29', '35', '44', '56'] }])],
    ),
  ],
  [
    'beneficiaries who accepted the newsletter, valid contract',
    regle('et', [
      { champ: 'role', operateur: 'parmi', valeurs: ['beneficiaire'] },
      { champ: 'consentement', nom: 'newsletter', valeur: true },
      { champ: 'etatContrat', operateur: 'parmi', valeurs: ['valide'] },
    ]),
  ],
  [
    'suspended or terminated, or not Santé Confort and no account',
    regle(
      'ou',
      [{ champ: 'etatContrat', operateur: 'parmi', valeurs: ['suspendu', 'resilie'] }],
      [
        regle('et', [
          { champ: 'offre', operateur: 'horsDe', valeurs: ['Santé Confort'] },
          { champ: 'comptePortail', valeur: false },
        ]),
      ],
    ),
  ],
];

/**
 * Writes the members (server stopped), then VACUUM ANALYZE: what autovacuum does after a bulk load
 * (PostgreSQL 13+ vacuums on inserts too). Without it every first read of the new rows pays their
 * hint bits and no index-only scan is possible: the counts took 40 % longer on the first minutes'
 * tables than on the tables a running database has.
 */
export async function seedAudiences(databaseUrl: string, members: number): Promise<void> {
  await withBenchDatabase(databaseUrl, async (db) => {
    await generateMembers(db, 'demo', members, 'A');
    await sql`vacuum analyze`.execute(db);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** p50 / p99 of `calls` counts of each rule, one after the other, through the route. */
export async function timeCounts(base: string, headers: Record<string, string>, calls = 60) {
  const figures: { name: string; p50: number; p99: number; adherents: number }[] = [];
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(headers.cookie ?? '')?.[1] ?? '';
  for (const [name, rule] of audienceBenchRules) {
    const times: number[] = [];
    let adherents = 0;
    for (let i = 0; i < calls; i++) {
      const started = performance.now();
      const response = await fetch(`${base}/api/admin/audiences/compter`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'x-xsrf-token': xsrf },
        body: JSON.stringify({ regle: rule }),
      });
      if (!response.ok) throw new Error(`compter « ${name} » : ${response.status} ${await response.text()}`);
      adherents = ((await response.json()) as { adherents: number }).adherents;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    figures.push({ name, p50: percentile(times, 50), p99: percentile(times, 99), adherents });
  }
  return figures;
}

/** EXPLAIN ANALYZE of the very SQL the count sends (captured through Kysely's log). */
export async function explainAudiences(databaseUrl: string): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const captured: { sql: string; parameters: readonly unknown[] }[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event: LogEvent) => {
      if (event.level === 'query') captured.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  try {
    const demo = await db.selectFrom('clients').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
    const lines: string[] = [];
    for (const [name, rule] of audienceBenchRules) {
      captured.length = 0;
      await compterAudience(db, demo.id, rule);
      const query = captured.at(-1)!;
      const { rows } = await pool.query(`explain (analyze, format json) ${query.sql}`, [...query.parameters]);
      const plan = (rows[0] as { 'QUERY PLAN': [{ 'Execution Time': number }] })['QUERY PLAN'][0];
      lines.push(`${name}: ${plan['Execution Time'].toFixed(1)} ms`);
    }
    return lines;
  } finally {
    await db.destroy();
  }
}
