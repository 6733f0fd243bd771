import { openConfiguredDatabase } from '../command-cli.ts';
import { purgeCommand } from './purge-command.ts';

purgeCommand(
  process.argv.slice(2),
  () => openConfiguredDatabase(),
  (text) => process.stdout.write(text),
).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`Purge interrompue : ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
