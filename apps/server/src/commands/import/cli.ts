import path from 'node:path';
import { runImportCli } from '../command-cli.ts';
import { configFromEnv } from '../../config.ts';
import { fileLines, importDecomptes, isDecompteLine } from './import-decomptes.ts';
import { importMembers } from './import-members.ts';

/** npm run import -- FICHIER [--client CODE]: exit 0 imported, 1 refused or failed, 2 bad usage. */
// Never rejects: it says what went wrong and sets the exit code.
void runImportCli({
  usage: `Usage : npm run import -- FICHIER.jsonl [--client CODE]

Importe les personnes, contrats et documents d'un fichier JSON Lines (voir docs/import.md),
ou les remboursements (paiements et lignes de décompte) d'un fichier à part, lu au fil de l'eau.
Le champ fichier d'un document est un chemin relatif au dossier de FICHIER.
Sans --client, les adhérents vont au client par défaut. Tout ou rien : au moindre
écart, aucune donnée n'est modifiée et chaque ligne fautive est listée.`,
  interrupted: 'Import interrompu, aucun adhérent importé',
  run: async (db, text, { clientCode, file }) => {
    const result = await importMembers(db, text, {
      clientCode,
      baseDir: path.dirname(file),
      publicUrl: configFromEnv().publicUrl,
    });
    return result.ok
      ? { ok: true, message: result.summary.message }
      : { ok: false, errors: result.errors.map((error) => error.message) };
  },
  stream: {
    accepts: isDecompteLine,
    run: async (db, file, { clientCode }) => {
      const started = performance.now();
      // IMPORT_PHASES=on: the duration of each phase on stderr (the bench prints them).
      const onPhase =
        process.env.IMPORT_PHASES === 'on'
          ? (phase: string, ms: number) => console.error(`phase ${phase} ${(ms / 1000).toFixed(1)} s`)
          : undefined;
      const result = await importDecomptes(db, fileLines(file), {
        clientCode,
        publicUrl: configFromEnv().publicUrl,
        onPhase,
      });
      if (!result.ok) {
        const more = result.errorCount - result.errors.length;
        const errors = result.errors.map((error) => error.message);
        return { ok: false, errors: more > 0 ? [...errors, `… et ${more} autres erreurs.`] : errors };
      }
      const seconds = (performance.now() - started) / 1000;
      const total = result.summary.decomptes.total + result.summary.paiements.total;
      const rate = Math.round(total / seconds).toLocaleString('fr-FR');
      return { ok: true, message: `${result.summary.message} (${seconds.toFixed(1)} s, ${rate} lignes/s)` };
    },
  },
});
