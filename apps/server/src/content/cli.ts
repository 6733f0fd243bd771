import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed/demo-seed.ts';
import { importContent } from './import-content.ts';

/** npm run import:content -- FICHIER [--client CODE]: exit 0 imported, 1 refused or failed, 2 bad usage. */

const usage = `Usage : npm run import:content -- FICHIER.json [--client CODE]

Importe les contenus d'un client (blocs CMS et pages, FAQ, services externes, images) décrits
dans un fichier JSON (voir docs/content-format.md). Les fichiers HTML et les images sont lus
à côté du fichier. Sans --client, le contenu va au client par défaut. Tout ou rien : au moindre
écart, rien n'est modifié et chaque entrée fautive est listée avec son chemin.`;

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function main(argv: string[]): Promise<number> {
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
    print(usage);
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
  // Same database as the server (db/start.ts): DATABASE_URL, else the embedded one in DATA_DIR/pglite.
  const dataDir = config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, poolSize: 2 });
  try {
    await migrateToLatest(database.db);
    if (config.demoData) await seedDemoData(database.db);
    const result = await importContent(database.db, text, {
      clientCode: args.values.client,
      baseDir: path.dirname(file),
    });
    if (!result.ok) {
      const count = result.errors.length;
      console.error(`Import refusé (${count} erreur${count > 1 ? 's' : ''}) : aucune donnée n'a été modifiée.`);
      for (const error of result.errors) console.error(error);
      return 1;
    }
    print(result.summary.message);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(`Import interrompu, aucun contenu importé : ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
