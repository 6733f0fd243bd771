import path from 'node:path';
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../command-cli.ts';
import { cursorName, exportChanges } from './export-changes.ts';

const usage = `Usage : npm run export -- changes [--since ID|DATE] [--client CODE] [--out FICHIER]

Exporte le flux des changements (demandes, adresses, comptes bancaires…) au format JSON Lines,
du plus ancien au plus récent, pour le système de gestion (voir docs/export.md).
Sans --since, reprend après le dernier changement exporté (curseur) ; --since 0 repart du début.
Le fichier (par défaut changements-AAAAMMJJ-HHMMSS.jsonl) n'apparaît qu'une fois complet.`;

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        since: { type: 'string' },
        client: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch {
    console.error(`Arguments non reconnus.\n\n${usage}`);
    return 2;
  }
  if (args.values.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  if (args.positionals.length !== 1 || args.positionals[0] !== 'changes') {
    console.error(usage);
    return 2;
  }
  const since = args.values.since;
  const sinceId = since !== undefined && /^\d+$/.test(since) ? Number(since) : undefined;
  const sinceDate = since !== undefined && sinceId === undefined ? new Date(since) : undefined;
  if (sinceDate && Number.isNaN(sinceDate.getTime())) {
    console.error(`--since : « ${since} » n'est ni un identifiant ni une date (AAAA-MM-JJ).`);
    return 2;
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), args.values.out ?? `changements-${stamp}.jsonl`);
  const database = await openConfiguredDatabase();
  try {
    const clientCode = args.values.client ?? null;
    let clientId: number | null = null;
    if (clientCode) {
      const row = await database.db
        .selectFrom('clients')
        .select('id')
        .where('code', '=', clientCode)
        .executeTakeFirst();
      if (!row) {
        console.error(`Client inconnu : « ${clientCode} ».`);
        return 1;
      }
      clientId = row.id;
    }
    const result = await exportChanges(database.db, cursorName(clientCode), { clientId, sinceId, sinceDate, out });
    process.stdout.write(
      result.last
        ? `Export terminé : ${result.lines} changement${result.lines > 1 ? 's' : ''} dans ${result.file} (jusqu'à l'identifiant ${result.last.id}).\n`
        : `Export terminé : aucun nouveau changement (${result.file} est vide).\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`Export interrompu, curseur inchangé : ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
