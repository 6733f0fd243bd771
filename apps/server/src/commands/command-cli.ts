import { createReadStream, mkdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.ts';
import { type DatabaseHandle, type Db, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { installConfiguredDataKeys } from '../lib/data-keys.ts';
import { assertKeysOpenDatabase } from '../db/sensitive-fields.ts';
import { seedDemoData } from './seed/demo-seed.ts';

export type ImportOutcome = { ok: true; message: string } | { ok: false; errors: string[] };

/**
 * The shape shared by `npm run import` and `npm run import:content`: FICHIER [--client CODE],
 * the server's own database (DATABASE_URL, else DATA_DIR/pglite), migrations first, all-or-nothing.
 * Exit code 0 imported, 1 refused or failed, 2 bad usage.
 */
export async function runImportCli(options: {
  usage: string;
  /** "Import interrompu, aucun … importé" — said when something unexpected stops the import. */
  interrupted: string;
  run: (db: Db, text: string, context: { clientCode: string | undefined; file: string }) => Promise<ImportOutcome>;
  /** Files whose first record `accepts` are read as a stream of lines instead (millions of lines). */
  stream?: {
    accepts: (firstRecord: string) => boolean;
    run: (db: Db, file: string, context: { clientCode: string | undefined }) => Promise<ImportOutcome>;
  };
}): Promise<void> {
  try {
    process.exitCode = await main(process.argv.slice(2), options);
  } catch (error) {
    console.error(`${options.interrupted} : ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

async function main(argv: string[], { usage, run, stream }: Parameters<typeof runImportCli>[0]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { client: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch {
    console.error(`Arguments non reconnus.\n\n${usage}`);
    return 2;
  }
  if (args.values.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const [fileArg, ...extra] = args.positionals;
  if (fileArg === undefined || extra.length > 0) {
    console.error(usage);
    return 2;
  }
  // npm run changes to the repository root; INIT_CWD is where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArg);
  let streamed: boolean;
  let text = '';
  try {
    streamed = stream !== undefined && stream.accepts(await firstRecord(file));
    if (!streamed) text = await readFile(file, 'utf8');
  } catch {
    console.error(`Fichier illisible : ${file}`);
    return 1;
  }

  const database = await openConfiguredDatabase();
  try {
    const clientCode = args.values.client;
    const outcome =
      streamed && stream
        ? await stream.run(database.db, file, { clientCode })
        : await run(database.db, text, { clientCode, file });
    if (!outcome.ok) {
      const count = outcome.errors.length;
      console.error(`Import refusé (${count} erreur${count > 1 ? 's' : ''}) : aucune donnée n'a été modifiée.`);
      for (const error of outcome.errors) console.error(error);
      return 1;
    }
    process.stdout.write(`${outcome.message}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

/** The first line that is neither blank nor a comment (the file's first record). */
async function firstRecord(file: string): Promise<string> {
  const reader = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  try {
    for await (const line of reader) {
      const content = line.replace(/^\uFEFF/, '').trim();
      if (content !== '' && !content.startsWith('//')) return content;
    }
    return '';
  } finally {
    reader.close();
  }
}

/**
 * The server's own database for a command (DATABASE_URL, else DATA_DIR/pglite), migrated, with the
 * demo data when DEMO_DATA is on — as the server would find it at start — or when the command asks.
 */
export async function openConfiguredDatabase({ demoData }: { demoData?: boolean } = {}): Promise<DatabaseHandle> {
  const config = { ...configFromEnv(), ...(demoData === undefined ? {} : { demoData }) };
  const dataDir = config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  installConfiguredDataKeys(config); // the NIR and IBAN keys, as the server loads them (decision 048)
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, poolSize: 2 });
  await migrateToLatest(database.db);
  await assertKeysOpenDatabase(database.db);
  if (config.demoData) await seedDemoData(database.db);
  return database;
}
