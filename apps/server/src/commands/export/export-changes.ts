import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { Db } from '../../db/database.ts';
import {
  type ExportPosition,
  exportStart,
  listChangementsForExport,
  positionOfChange,
  positionSince,
  readCursor,
  saveCursor,
} from '../../modules/changements/changements-repository.ts';

/*
 * `npm run export -- changes`: the change feed as JSON Lines, one change per line with its id, in
 * commit order (decision 022): only changes of transactions older than every one still running,
 * so a change committed late is never skipped. Written to FILE.part and renamed when complete;
 * only then does the cursor (transaction, id) move. A run that stops half way leaves the cursor
 * where it was (the next run writes the same lines again); a run done twice writes nothing new; a
 * consumer keys lines by their id.
 */

export interface ExportOptions {
  /** Only this client's changes (its code); every client otherwise. */
  clientId: number | null;
  /** Start after this id; the saved cursor when absent. */
  sinceId?: number | undefined;
  /** Start at the first change on or after this date (instead of an id). */
  sinceDate?: Date | undefined;
  out: string;
  batchSize?: number;
  /** Tests only: a failure after this many lines, as if the process stopped there. */
  failAfter?: number;
}

export function cursorName(clientCode: string | null): string {
  return clientCode ? `changes:${clientCode}` : 'changes';
}

/** Where to start: after the given id, from the given date, or after the saved cursor. */
async function startPosition(db: Db, cursor: string, options: ExportOptions): Promise<ExportPosition> {
  if (options.sinceDate) {
    // No change since that date: start after everything there is (nothing to write).
    return (await positionSince(db, options.sinceDate, options.clientId)) ?? { txid: '18446744073709551615', id: 0 };
  }
  if (options.sinceId !== undefined) {
    if (options.sinceId === 0) return exportStart;
    const position = await positionOfChange(db, options.sinceId);
    if (!position) throw new ExportError(`Aucun changement n'a l'identifiant ${options.sinceId}.`);
    return position;
  }
  return readCursor(db, cursor);
}

/** A refusal to explain to the person running the command (no stack trace). */
class ExportError extends Error {}

export async function exportChanges(
  db: Db,
  cursor: string,
  options: ExportOptions,
): Promise<{ lines: number; last: ExportPosition | null; file: string }> {
  const start = await startPosition(db, cursor, options);
  const partial = `${options.out}.part`;
  const stream = createWriteStream(partial, { encoding: 'utf8' });
  let lines = 0;
  let position = start;
  let last: ExportPosition | null = null;
  try {
    for (;;) {
      const batch = await listChangementsForExport(db, {
        clientId: options.clientId,
        after: position,
        limit: options.batchSize ?? 1000,
      });
      if (batch.length === 0) break;
      for (const change of batch) {
        if (options.failAfter !== undefined && lines >= options.failAfter) throw new Error('export interrompu (test)');
        const { txid, ...visible } = change;
        const line = `${JSON.stringify({ ...visible, createdAt: new Date(change.createdAt).toISOString() })}\n`;
        if (!stream.write(line)) await once(stream, 'drain');
        lines += 1;
        position = { txid, id: change.id };
        last = position;
      }
    }
    stream.end();
    await once(stream, 'finish');
  } catch (error) {
    // Let queued writes settle before the partial file goes: a destroyed stream would fail them.
    stream.end();
    await finished(stream).catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, options.out);
  if (last) await saveCursor(db, cursor, last);
  return { lines, last, file: options.out };
}
