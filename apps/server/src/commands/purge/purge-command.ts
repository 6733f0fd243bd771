import { parseArgs } from 'node:util';
import { reglesConservation, uniteLibelles } from '@portail/shared/admin/conservation';
import type { Db } from '../../db/database.ts';
import { decrire, purgerDonneesEchues, type PurgeLigne } from '../../modules/conservation/purge.ts';

export const purgeUsage = `Usage : npm run purge [-- --dry-run]

Supprime ou anonymise, pour chaque client, les données personnelles arrivées au terme de leur
durée de conservation (configuration du client, onglet « Durées de conservation » ; décision 051).
Les serveurs le font d'eux-mêmes toutes les heures ; cette commande le fait une fois, tout de suite.
--dry-run : compte ce qui serait supprimé ou anonymisé, sans rien changer.`;

function ligne(l: PurgeLigne, dryRun: boolean): string {
  const regle = reglesConservation[l.nature];
  const duree = `${l.duree} ${uniteLibelles[regle.unite]}`;
  if (l.occupe) return `  ${regle.libelle} (${duree}) : en cours sur une autre instance, laissé à celle-ci`;
  if (!dryRun) return `  ${decrire(l)} (${duree})`;
  const n = l.supprimees + l.anonymisees;
  const verbe = l.nature === 'courriels' ? 'anonymisée(s)' : 'supprimée(s)';
  return `  ${regle.libelle} (${duree}) : ${n} ligne(s) seraient ${verbe}`;
}

/** `npm run purge`: exit code 0 done, 2 bad usage; what was done (or would be) on `out`. */
export async function purgeCommand(
  argv: string[],
  open: () => Promise<{ db: Db; close(): Promise<void> }>,
  out: (text: string) => void,
): Promise<number> {
  let dryRun: boolean;
  try {
    const args = parseArgs({
      args: argv,
      options: { 'dry-run': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
    if (args.values.help) {
      out(`${purgeUsage}\n`);
      return 0;
    }
    dryRun = args.values['dry-run'] ?? false;
  } catch {
    out(`Arguments non reconnus.\n\n${purgeUsage}\n`);
    return 2;
  }
  const database = await open();
  try {
    const lignes = await purgerDonneesEchues(database.db, { dryRun, instance: `commande:${process.pid}` });
    const clients = [...new Set(lignes.map((l) => l.client))];
    out(dryRun ? 'Essai à blanc : rien n’a été modifié.\n' : 'Purge terminée.\n');
    for (const client of clients) {
      out(`Client ${client} :\n`);
      for (const l of lignes.filter((x) => x.client === client)) out(`${ligne(l, dryRun)}\n`);
    }
    return 0;
  } finally {
    await database.close();
  }
}
