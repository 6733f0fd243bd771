import path from 'node:path';
import { runImportCli } from '../command-cli.ts';
import { importContent } from './import-content.ts';

/** npm run import:content -- FICHIER [--client CODE]: exit 0 imported, 1 refused or failed, 2 bad usage. */
// Never rejects: it says what went wrong and sets the exit code.
void runImportCli({
  usage: `Usage : npm run import:content -- FICHIER.json [--client CODE]

Importe les contenus d'un client (blocs CMS et pages, FAQ, services externes, images) décrits
dans un fichier JSON (voir docs/content-format.md). Les fichiers HTML et les images sont lus
à côté du fichier. Sans --client, le contenu va au client par défaut. Tout ou rien : au moindre
écart, rien n'est modifié et chaque entrée fautive est listée avec son chemin.`,
  interrupted: 'Import interrompu, aucun contenu importé',
  run: async (db, text, { clientCode, file }) => {
    const result = await importContent(db, text, { clientCode, baseDir: path.dirname(file) });
    return result.ok ? { ok: true, message: result.summary.message } : { ok: false, errors: result.errors };
  },
});
