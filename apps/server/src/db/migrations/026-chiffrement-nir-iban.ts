import { type Kysely, sql } from 'kysely';
import { dataKeys, nirBlindIndex } from '../../lib/field-encryption.ts';
import {
  sealBanque,
  sealDocument,
  sealText,
  sensitiveColumns,
  sensitiveDocuments,
  type SensitiveDocument,
} from '../sensitive-fields.ts';

const batchSize = 500;

/** Reads rows by id order, `batchSize` at a time, and writes each batch in one statement. */
async function moveInBatches(
  read: (after: number) => Promise<{ id: number }[]>,
  write: (ids: number[], rows: { id: number }[]) => Promise<void>,
): Promise<void> {
  for (let after = 0; ;) {
    const rows = await read(after);
    if (rows.length === 0) return;
    await write(
      rows.map((r) => r.id),
      rows,
    );
    after = rows.at(-1)!.id;
  }
}

async function sealDocuments(
  db: Kysely<unknown>,
  table: 'demandes' | 'changements',
  column: 'payload' | 'donnees',
  document: SensitiveDocument,
): Promise<void> {
  const t = sql.table(table);
  const c = sql.ref(column);
  await moveInBatches(
    async (after) =>
      (
        await sql<{ id: number; doc: Record<string, unknown> }>`select id, ${c} as doc from ${t}
          where id > ${after} and ${c}::text ~ '"(nir|iban)": *"' order by id limit ${batchSize}`.execute(db)
      ).rows,
    async (ids, rows) => {
      const docs = (rows as { id: number; doc: Record<string, unknown> }[]).map((r) =>
        JSON.stringify(sealDocument(document, r.doc)),
      );
      await sql`update ${t} set ${c} = v.doc::jsonb
        from (select unnest(${ids}::int[]) as id, unnest(${docs}::text[]) as doc) v where ${t}.id = v.id`.execute(db);
    },
  );
}

/**
 * Issue 28 (decision 048): the NIR and the bank accounts encrypted by the application, so that a
 * dump of the database shows neither. New columns take the encrypted values (AES-256-GCM under the
 * current key of DATA_ENCRYPTION_KEYS) and the NIR's blind index; the rows there are encrypted
 * here, in this migration's transaction, with the keys the instance started with; then the clear
 * columns and their index go. The NIRs and IBANs copied into requests' form values and the change
 * feed's data are sealed in place. Not additive: an older release cannot read these columns — this
 * upgrade stops every instance of the old release before the first new one starts (operations §5).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`alter table personnes add column nir_chiffre text, add column nir_index text, add column banque_chiffre text`,
    sql`alter table contrats add column rib_chiffre text, add column cotisation_iban_chiffre text`,
    sql`alter table mandats_sepa add column iban_chiffre text`,
  ])
    await statement.execute(db);

  await moveInBatches(
    async (after) =>
      (
        await sql<{ id: number; client_id: number; nir: string | null; banque: Record<string, unknown> | null }>`
          select id, client_id, nir, banque from personnes
          where id > ${after} and (nir is not null or banque is not null) order by id limit ${batchSize}`.execute(db)
      ).rows,
    async (ids, rows) => {
      const keys = dataKeys();
      const people = rows as {
        id: number;
        client_id: number;
        nir: string | null;
        banque: Record<string, unknown> | null;
      }[];
      const nirs = people.map((p) => (p.nir ? sealText(sensitiveColumns.nir, p.nir, keys) : null));
      const indexes = people.map((p) => (p.nir ? nirBlindIndex(keys, p.client_id, p.nir) : null));
      const banques = people.map((p) => sealBanque(p.banque, keys));
      await sql`update personnes set nir_chiffre = v.nir, nir_index = v.idx, banque_chiffre = v.banque
        from (select unnest(${ids}::int[]) as id, unnest(${nirs}::text[]) as nir, unnest(${indexes}::text[]) as idx,
          unnest(${banques}::text[]) as banque) v
        where personnes.id = v.id`.execute(db);
    },
  );
  await moveInBatches(
    async (after) =>
      (
        await sql<{ id: number; rib: string | null; cotisation_iban: string | null }>`
          select id, rib, cotisation_iban from contrats
          where id > ${after} and (rib is not null or cotisation_iban is not null) order by id limit ${batchSize}`.execute(
          db,
        )
      ).rows,
    async (ids, rows) => {
      const contrats = rows as { id: number; rib: string | null; cotisation_iban: string | null }[];
      const ribs = contrats.map((c) => sealText(sensitiveColumns.rib, c.rib));
      const cotisations = contrats.map((c) => sealText(sensitiveColumns.cotisationIban, c.cotisation_iban));
      await sql`update contrats set rib_chiffre = v.rib, cotisation_iban_chiffre = v.cotisation
        from (select unnest(${ids}::int[]) as id, unnest(${ribs}::text[]) as rib, unnest(${cotisations}::text[]) as cotisation) v
        where contrats.id = v.id`.execute(db);
    },
  );
  await moveInBatches(
    async (after) =>
      (
        await sql<{ id: number; iban: string }>`select id, iban from mandats_sepa where id > ${after}
          order by id limit ${batchSize}`.execute(db)
      ).rows,
    async (ids, rows) => {
      const ibans = (rows as { id: number; iban: string }[]).map((m) => sealText(sensitiveColumns.mandatIban, m.iban));
      await sql`update mandats_sepa set iban_chiffre = v.iban
        from (select unnest(${ids}::int[]) as id, unnest(${ibans}::text[]) as iban) v
        where mandats_sepa.id = v.id`.execute(db);
    },
  );
  await sealDocuments(db, 'demandes', 'payload', sensitiveDocuments.demandePayload);
  await sealDocuments(db, 'changements', 'donnees', sensitiveDocuments.changementDonnees);

  for (const statement of [
    sql`drop index if exists personnes_nir`,
    sql`alter table personnes drop column nir, drop column banque`,
    sql`create index personnes_nir_index on personnes (client_id, nir_index)`,
    sql`alter table contrats drop column rib, drop column cotisation_iban`,
    sql`alter table mandats_sepa drop column iban`,
    sql`alter table mandats_sepa alter column iban_chiffre set not null`,
  ])
    await statement.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('026-chiffrement-nir-iban : pas de retour en clair (décision 048).');
}
