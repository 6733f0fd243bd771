import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { keyIdOf } from '../../lib/field-encryption.ts';
import {
  nirIndex,
  openBanque,
  openDocument,
  openNir,
  openText,
  sensitiveColumns,
  sensitiveDocuments,
} from '../sensitive-fields.ts';
import { storedBankAccounts, storedNirs } from '../../test/sensitive-values.ts';
import { createTestDatabase, testDbKind } from '../../test/test-database.ts';
import { up } from './026-chiffrement-nir-iban.ts';

/*
 * Migration 026 on a database as the previous release left it: NIRs, bank details, IBANs and
 * requests' form values in clear. Rebuilt here from the demo data (the columns of 001 and 010 put
 * back, filled with the values in clear), then the migration runs as the migrator runs it.
 */
describe(`migration 026 : les NIR et IBAN déjà en base chiffrés, les colonnes en clair supprimées (${testDbKind})`, () => {
  let database: DatabaseHandle;
  let nirs: string[];
  let accounts: string[];

  beforeAll(async () => {
    database = await createTestDatabase('member-area');
    const db = database.db;
    nirs = await storedNirs(db);
    accounts = await storedBankAccounts(db);
    const personnes = await db.selectFrom('personnes').select(['id', 'nir_chiffre', 'banque_chiffre']).execute();
    await sql`alter table personnes add column nir text, add column banque jsonb`.execute(db);
    await sql`alter table contrats add column rib text, add column cotisation_iban text`.execute(db);
    await sql`alter table mandats_sepa add column iban text`.execute(db);
    for (const p of personnes)
      await sql`update personnes set nir = ${openNir(p.nir_chiffre)}, banque = ${JSON.stringify(openBanque(p.banque_chiffre))}::jsonb
        where id = ${p.id}`.execute(db);
    for (const c of await db.selectFrom('contrats').select(['id', 'rib_chiffre', 'cotisation_iban_chiffre']).execute())
      await sql`update contrats set rib = ${openText(sensitiveColumns.rib, c.rib_chiffre)},
        cotisation_iban = ${openText(sensitiveColumns.cotisationIban, c.cotisation_iban_chiffre)} where id = ${c.id}`.execute(
        db,
      );
    for (const m of await db.selectFrom('mandats_sepa').select(['id', 'iban_chiffre']).execute())
      await sql`update mandats_sepa set iban = ${openText(sensitiveColumns.mandatIban, m.iban_chiffre)} where id = ${m.id}`.execute(
        db,
      );
    for (const d of await db.selectFrom('demandes').select(['id', 'payload']).execute())
      await sql`update demandes set payload = ${JSON.stringify(openDocument(sensitiveDocuments.demandePayload, d.payload))}::jsonb
        where id = ${d.id}`.execute(db);
    // A request's values and a change-feed line as the previous release wrote them.
    await sql`insert into changements (client_id, type, num_pers, donnees)
      values (1, 'rib.prestations.modifie', 'P100001', ${JSON.stringify({ iban: 'FR7630003021500005061738293', bic: 'SOGEFRPP' })}::jsonb)`.execute(
      db,
    );
    await sql`alter table personnes drop column nir_chiffre, drop column nir_index, drop column banque_chiffre`.execute(
      db,
    );
    await sql`alter table contrats drop column rib_chiffre, drop column cotisation_iban_chiffre`.execute(db);
    await sql`alter table mandats_sepa drop column iban_chiffre`.execute(db);
    await sql`create index personnes_nir on personnes (client_id, nir)`.execute(db);
    const clear = await sql<{ n: string }>`select count(*) as n from personnes where nir is not null`.execute(db);
    expect(Number(clear.rows[0]!.n)).toBe(nirs.length);
  }, 120_000);
  afterAll(() => database.close());

  it('chiffre chaque valeur sous la clé courante, garde l’index aveugle, supprime les colonnes en clair', async () => {
    const db = database.db;
    await db.transaction().execute((trx) => up(trx as unknown as Kysely<unknown>));
    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and table_name in ('personnes', 'contrats', 'mandats_sepa')
        and column_name in ('nir', 'banque', 'rib', 'cotisation_iban', 'iban')`.execute(db);
    expect(columns.rows).toEqual([]);
    expect(await storedNirs(db)).toEqual(nirs);
    expect((await storedBankAccounts(db)).sort()).toEqual([...accounts].sort());
    const marie = await db
      .selectFrom('personnes')
      .select(['nir_chiffre', 'nir_index'])
      .where('num_pers', '=', 'P100001')
      .executeTakeFirstOrThrow();
    expect(keyIdOf(marie.nir_chiffre!)).toBe('test1');
    expect(marie.nir_index).toBe(nirIndex(1, '2780544109023'));
    const feed = await sql<{ donnees: unknown }>`select donnees from changements where type = 'rib.prestations.modifie'
      and num_pers = 'P100001'`.execute(db);
    const text = JSON.stringify(feed.rows);
    expect(text).not.toContain('FR7630003021500005061738293');
    expect(feed.rows.map((r) => openDocument(sensitiveDocuments.changementDonnees, r.donnees))).toContainEqual({
      iban: 'FR7630003021500005061738293',
      bic: 'SOGEFRPP',
    });
    const payloads = await sql<{ payload: unknown }>`select payload from demandes`.execute(db);
    for (const nir of nirs) expect(JSON.stringify(payloads.rows)).not.toContain(nir);
    const indexes = await sql<{ indexname: string }>`select indexname from pg_indexes
      where tablename = 'personnes' and indexname like 'personnes_nir%'`.execute(db);
    expect(indexes.rows).toEqual([{ indexname: 'personnes_nir_index' }]);
  });
});
