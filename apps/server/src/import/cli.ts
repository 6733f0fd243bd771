import { runImportCli } from '../lib/import-cli.ts';
import { importMembers } from './import-members.ts';

/** npm run import -- FICHIER [--client CODE]: exit 0 imported, 1 refused or failed, 2 bad usage. */
await runImportCli({
  usage: `Usage : npm run import -- FICHIER.jsonl [--client CODE]

Importe les personnes et contrats d'un fichier JSON Lines (voir docs/import.md).
Sans --client, les adhérents vont au client par défaut. Tout ou rien : au moindre
écart, aucune donnée n'est modifiée et chaque ligne fautive est listée.`,
  interrupted: 'Import interrompu, aucun adhérent importé',
  run: async (db, text, { clientCode }) => {
    const result = await importMembers(db, text, { clientCode });
    return result.ok
      ? { ok: true, message: result.summary.message }
      : { ok: false, errors: result.errors.map((error) => error.message) };
  },
});
