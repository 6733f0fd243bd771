import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed/demo-seed.ts';

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
}): Promise<void> {
  try {
    process.exitCode = await main(process.argv.slice(2), options);
  } catch (error) {
    console.error(`${options.interrupted} : ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

async function main(argv: string[], { usage, run }: Parameters<typeof runImportCli>[0]): Promise<number> {
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
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    console.error(`Fichier illisible : ${file}`);
    return 1;
  }

  const config = configFromEnv();
  const dataDir = config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, poolSize: 2 });
  try {
    await migrateToLatest(database.db);
    if (config.demoData) await seedDemoData(database.db);
    const outcome = await run(database.db, text, { clientCode: args.values.client, file });
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
