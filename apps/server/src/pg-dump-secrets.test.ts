import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { seedDemoData } from './commands/seed/demo-seed.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { randomToken } from './lib/tokens.ts';
import { adminUrl } from './test/admin-url.ts';
import { claire, marie } from './test/demo-logins.ts';
import { storedBankAccounts, storedNirs } from './test/sensitive-values.ts';
import { grantSecurityCode, verifiedSecurityCode } from './test/security-code.ts';
import { Browser, registerTestDatabase } from './test/test-app.ts';
import { testDbKind } from './test/test-database.ts';
import { uploaded } from './test/uploads.ts';

/*
 * Issue 28's « done when »: a pg_dump of the demo database holds no NIR and no IBAN in clear
 * (decision 048). The demo data seeded into a throwaway PostgreSQL database, then a bank-details
 * change (by hand at Mutuelle Démo: the request, the change feed, the mail; applied at once at
 * Mutuelle du Littoral: the contract, a SEPA mandate) and a beneficiary with his NIR, through the API.
 */

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Each way a NIR or an IBAN may be written: as stored, without spaces, in groups as people type them. */
function spellings(value: string): string[] {
  const compact = value.replace(/\s/g, '').toUpperCase();
  const byFour = compact.replace(/(.{4})(?=.)/g, '$1 ');
  const nir = /^[0-9]{1}[0-9]{2}[0-9]{2}[0-9AB]{2}[0-9]{3}[0-9]{3}$/.test(compact)
    ? [compact.replace(/^(.)(..)(..)(..)(...)(...)$/, '$1 $2 $3 $4 $5 $6')]
    : [];
  return [...new Set([value, compact, byFour, ...nir])];
}

/** The dump with its bytea values (hex: uploads, documents, stored idempotent answers) decoded beside it. */
function readable(dump: string): string {
  const decoded = [...dump.matchAll(/\\x([0-9a-f]{2,})/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'));
  return [dump, ...decoded].join('\n');
}

/** The spellings of `secrets` the text contains. */
function leaks(text: string, secrets: readonly string[]): string[] {
  const upper = text.toUpperCase();
  return secrets.flatMap(spellings).filter((spelling) => upper.includes(spelling));
}

describe.runIf(testDbKind === 'postgres')('pg_dump de la base de démonstration : ni NIR ni IBAN en clair', () => {
  const name = `portail_dump_${randomToken(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const typed = {
    ribMarie: 'FR76 3000 3021 5000 0506 1738 293',
    ribClaire: 'FR76 1027 8060 3100 0205 1780 185',
    nirLea: '2260744109123',
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await migrateToLatest(database.db);
    await seedDemoData(database.db, { memberArea: true });
    app = await buildApp({
      config: { secureCookies: false, webDist: undefined, logLevel: 'silent' },
      db: database.db,
      logger: false,
    });
    await app.ready();
    registerTestDatabase(app, database.db);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('après un changement de RIB et l’ajout d’un bénéficiaire avec son NIR, le dump ne montre aucun des deux', async () => {
    const db = database.db;
    const santé = { 'x-numcontrat': '40012345' };
    const browser = new Browser(app);
    expect((await browser.signIn(marie.userName, marie.password)).statusCode).toBe(200);

    // A bank-details change, handled by hand at Mutuelle Démo: the request, its change-feed line, the mail.
    const code = await verifiedSecurityCode(db, browser, marie.userName);
    const rib = await browser.post(
      '/api/forms/ribprestations/form',
      {
        titulaire: 'Marie Dupont',
        iban: typed.ribMarie,
        bic: 'SOGEFRPP',
        pieces: [await uploaded(browser, 'rib.pdf')],
      },
      // Its answer is kept for replays (idempotency_keys.body, bytea): that copy is read too.
      { ...santé, ...code, 'idempotency-key': 'pg-dump-rib-1' },
    );
    expect(rib.statusCode, rib.body).toBe(200);

    // A beneficiary and his NIR.
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('fr-FR');
    const beneficiaire = await browser.post(
      '/api/forms/inscriptionbeneficiaire/form',
      {
        civilite: 'MME',
        nom: 'Dupont',
        prenom: 'Léa',
        dateNaissance: inDays(-30),
        lien: 'enfant',
        nir: typed.nirLea,
        cleNir: '74',
        dateEffet: inDays(1),
        pieces: [await uploaded(browser, 'livret-de-famille.pdf')],
      },
      santé,
    );
    expect(beneficiaire.statusCode, beneficiaire.body).toBe(200);

    // Applied at once at Mutuelle du Littoral: the contract's account and a new SEPA mandate.
    const littoral = new Browser(app, 'littoral.localhost');
    expect((await littoral.signIn(claire.userName, claire.password)).statusCode).toBe(200);
    const claireId = (
      await db.selectFrom('accounts').select('id').where('user_name', '=', claire.userName).executeTakeFirstOrThrow()
    ).id;
    const cotisations = await littoral.post(
      '/api/forms/ribcotisations/form',
      {
        modePaiement: 'prelevement',
        jourPrelevement: 15,
        titulaire: 'Claire Leroy',
        iban: typed.ribClaire,
        bic: 'CMCIFR2A',
        mandatAccepte: true,
      },
      { 'x-numcontrat': '70001234', ...(await grantSecurityCode(db, claireId, { code: '444444' })) },
    );
    expect(cotisations.statusCode, cotisations.body).toBe(200);

    // The secrets, collected through the app (opened by its own helpers), and those typed above.
    const nirs = await storedNirs(db);
    const accounts = await storedBankAccounts(db);
    expect(nirs.length).toBeGreaterThan(5);
    expect(accounts.length).toBeGreaterThan(10);
    // Claire's new account was applied at once: the app reads it back from the contract and the mandate.
    expect(accounts).toEqual(expect.arrayContaining([typed.ribClaire.replace(/\s/g, '')]));
    const secrets = [...nirs, ...accounts, ...Object.values(typed)];

    const { stdout: dump } = await promisify(execFile)('pg_dump', ['--no-owner', url.toString()], {
      maxBuffer: 512 * 1024 * 1024,
    });
    // A real dump of this data: the demo's e-mails, names and contracts are there, in clear.
    expect(dump).toContain('COPY public.personnes');
    expect(dump).toContain('marie.dupont@example.com');
    expect(dump).toContain('40012345');
    // The stored answer, a bytea, is read decoded: the request's number as the API sent it.
    expect(readable(dump)).toContain(`"numero":"${rib.json().numero}"`);
    expect(leaks(readable(dump), secrets)).toEqual([]);
    // The check catches a clear value in any spelling (it is not blind).
    expect(leaks(`${dump}\nFR7630003021500005061738293`, secrets)).toContain('FR7630003021500005061738293');
    expect(leaks(`${dump}\nFR76 3000 3021 5000 0506 1738 293`, secrets)).toContain('FR76 3000 3021 5000 0506 1738 293');
    expect(leaks(`${dump}\n2 26 07 44 109 123`, secrets)).toContain('2 26 07 44 109 123');
  }, 120_000);
});
