import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../command-cli.ts';

const usage = `Usage : npm run seed

Installe les données de démonstration (trois clients, leurs adhérents, comptes, contenus, demandes)
dans la base configurée (DATABASE_URL, sinon DATA_DIR/pglite), après les migrations.
Sans effet sur ce qui existe déjà : chaque partie n'est installée qu'une fois.`;

/** `npm run seed`: the demo data the server installs at start when DEMO_DATA is on, as a command. */
async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({ args: argv, options: { help: { type: 'boolean', short: 'h' } } });
  } catch {
    console.error(`Arguments non reconnus.\n\n${usage}`);
    return 2;
  }
  if (args.values.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const database = await openConfiguredDatabase({ demoData: true });
  try {
    const clients = await database.db.selectFrom('clients').select('code').orderBy('code').execute();
    process.stdout.write(
      `Données de démonstration en place : clients ${clients.map((c) => `« ${c.code} »`).join(', ')}.\n`,
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
    console.error(`Installation interrompue : ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
