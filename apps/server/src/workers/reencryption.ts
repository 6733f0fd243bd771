import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { dataKeys, decryptBytes, encryptValue, type DataKeys } from '../lib/field-encryption.ts';
import {
  openDocument,
  sealDocument,
  sensitiveColumns,
  sensitiveDocuments,
  type SensitiveColumn,
  type SensitiveDocument,
} from '../db/sensitive-fields.ts';

/*
 * Key rotation without downtime (decision 048): every value whose key id is not the current one is
 * decrypted and encrypted again under the current key, a batch per transaction. Batches are taken
 * with `FOR UPDATE SKIP LOCKED`, so the instances that run it at the same time share the rows and
 * never write one twice; a member's write in between waits for the row, then writes on top.
 */

interface TextTarget {
  kind: 'text';
  table: 'personnes' | 'contrats' | 'mandats_sepa' | 'export_donnees';
  columns: readonly (readonly [column: string, field: SensitiveColumn])[];
}
interface DocumentTarget {
  kind: 'document';
  table: 'demandes' | 'changements';
  column: string;
  document: SensitiveDocument;
}
type Target = TextTarget | DocumentTarget;

const targets: readonly Target[] = [
  {
    kind: 'text',
    table: 'personnes',
    columns: [
      ['nir_chiffre', sensitiveColumns.nir],
      ['banque_chiffre', sensitiveColumns.banque],
    ],
  },
  {
    kind: 'text',
    table: 'contrats',
    columns: [
      ['rib_chiffre', sensitiveColumns.rib],
      ['cotisation_iban_chiffre', sensitiveColumns.cotisationIban],
    ],
  },
  { kind: 'text', table: 'mandats_sepa', columns: [['iban_chiffre', sensitiveColumns.mandatIban]] },
  { kind: 'text', table: 'export_donnees', columns: [['archive', sensitiveColumns.archiveDonnees]] },
  { kind: 'document', table: 'demandes', column: 'payload', document: sensitiveDocuments.demandePayload },
  { kind: 'document', table: 'changements', column: 'donnees', document: sensitiveDocuments.changementDonnees },
];

/** Rows of the target holding a value under another key than `kid`. */
function stale(target: Target, kid: string) {
  if (target.kind === 'text')
    return sql.join(
      target.columns.map(
        ([column]) => sql`(${sql.ref(column)} is not null and split_part(${sql.ref(column)}, ':', 2) <> ${kid})`,
      ),
      sql` or `,
    );
  // A sealed `nir` or `iban` of the document (jsonb's text writes `"key": "value"`), not under kid.
  return sql`${sql.ref(target.column)}::text ~ ${`"(nir|iban)": "v1:(?!${kid}:)[A-Za-z0-9_-]+:`}`;
}

/** Byte for byte: a text value and an archive's bytes alike. */
function rekey(keys: DataKeys, field: string, value: string): string {
  return encryptValue(keys, field, decryptBytes(keys, field, value));
}

/** One batch of one target, in its own transaction; returns the rows rewritten. */
async function reencryptBatch(db: Db, keys: DataKeys, target: Target, batchSize: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const table = sql.table(target.table);
    if (target.kind === 'text') {
      const columns = target.columns.map(([column]) => sql.ref(column));
      const { rows } = await sql<Record<string, string | null> & { id: number | string }>`
        select id, ${sql.join(columns)} from ${table} where ${stale(target, keys.currentKid)}
        order by id limit ${batchSize} for update skip locked`.execute(trx);
      for (const row of rows) {
        const sets = target.columns.map(([column, field]) => {
          const value = row[column] ?? null;
          return sql`${sql.ref(column)} = ${value === null ? null : rekey(keys, field, value)}`;
        });
        await sql`update ${table} set ${sql.join(sets)} where id = ${row.id}`.execute(trx);
      }
      return rows.length;
    }
    const { rows } = await sql<{ id: number; doc: Record<string, unknown> }>`
      select id, ${sql.ref(target.column)} as doc from ${table} where ${stale(target, keys.currentKid)}
      order by id limit ${batchSize} for update skip locked`.execute(trx);
    for (const row of rows) {
      const doc = sealDocument(target.document, openDocument(target.document, row.doc, keys), keys);
      await sql`update ${table} set ${sql.ref(target.column)} = ${JSON.stringify(doc)}::jsonb where id = ${row.id}`.execute(
        trx,
      );
    }
    return rows.length;
  });
}

/** How many rows still hold a value under an older key, by table. */
export async function staleCounts(db: Db, keys: DataKeys = dataKeys()): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const target of targets) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(target.table)}
      where ${stale(target, keys.currentKid)}`.execute(db);
    counts[target.table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/**
 * Re-encrypts everything under an older key, batch after batch, until none is left that another
 * instance is not already doing. Returns the rows this call rewrote; `onProgress` after each batch.
 */
export async function reencryptAll(
  db: Db,
  options: { keys?: DataKeys; batchSize?: number; onProgress?: (table: string, rewritten: number) => void } = {},
): Promise<number> {
  const keys = options.keys ?? dataKeys();
  const batchSize = options.batchSize ?? 200;
  let total = 0;
  for (const target of targets) {
    let rewritten = 0;
    for (;;) {
      const n = await reencryptBatch(db, keys, target, batchSize);
      if (n === 0) break;
      rewritten += n;
      options.onProgress?.(target.table, rewritten);
    }
    total += rewritten;
  }
  return total;
}

/**
 * At start (after `delayMs`): counts what is under an older key and, when there is any, re-encrypts
 * it, logging the progress (« rechiffrement »). Keys change only with a restart, so one complete pass
 * per start is enough — the last instance restarted with the new keys catches what the others
 * wrote meanwhile; a pass that failed (database away, a key missing) is tried again every `everyMs`.
 */
export function startReencryptionWorker(options: {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  delayMs?: number;
  everyMs?: number;
}): { stop(): Promise<void> } {
  const { db, log } = options;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= (async () => {
      const keys = dataKeys();
      const counts = await staleCounts(db, keys);
      const remaining = Object.values(counts).reduce((a, b) => a + b, 0);
      if (remaining === 0) return;
      log.info({ cle: keys.currentKid, restantes: counts }, 'rechiffrement : début');
      const rewritten = await reencryptAll(db, {
        keys,
        onProgress: (table, n) => log.info({ table, rechiffrees: n }, 'rechiffrement : lot'),
      });
      log.info({ cle: keys.currentKid, rechiffrees: rewritten }, 'rechiffrement : terminé');
    })()
      .then(() => clearInterval(timer))
      .catch((error: unknown) => log.error({ err: error }, 'rechiffrement : échec, repris au prochain passage'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, options.delayMs ?? 5000);
  const timer = setInterval(run, options.everyMs ?? 60 * 60_000);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
