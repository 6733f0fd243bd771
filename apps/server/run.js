// Runs a compiled entry point of apps/server/dist (decision 045): `node run.js server` for
// `npm run serve`, `node run.js import …` for `npm run import`, and so on. Plain JavaScript, so
// nothing is compiled at start; it only says what to do when `npm run build` has not been run.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runWithCodeCache } from './code-cache.js';

const name = process.argv[2] ?? '';
const entry = fileURLToPath(new URL(`./dist/${name}.cjs`, import.meta.url));
if (!/^[a-z-]+$/.test(name) || !existsSync(entry)) {
  console.error(`Serveur non compilé : ${entry} est absent. Lancez d'abord « npm run build » (ou « npm start »).`);
  process.exit(1);
}
// The command sees its own arguments at process.argv.slice(2), as when run directly.
process.argv.splice(2, 1);
runWithCodeCache(entry);
