import { hostname } from 'node:os';
import {
  dureesConservation,
  naturesConservation,
  reglesConservation,
  type NatureConservation,
} from '@portail/shared/admin/conservation';
import type { Db } from '../../db/database.ts';
import { keepLeaseAlive } from '../../lib/lease.ts';
import { recordSystemAudit } from '../../plugins/audit.ts';
import {
  compterAPurger,
  listerClients,
  prendreVerrou,
  prolongerVerrou,
  purgerUnLot,
  rendreVerrou,
} from './purge-repository.ts';

interface PurgeOptions {
  /** Who runs it, in the reports and the leases: host and process by default. */
  instance?: string;
  /** Rows per statement. */
  batchSize?: number;
  leaseMs?: number;
  /** Count what is past its term, change nothing. */
  dryRun?: boolean;
  log?: { info(message: string): void; error(message: string): void };
}

export interface PurgeLigne {
  client: string;
  nature: NatureConservation;
  duree: number;
  supprimees: number;
  anonymisees: number;
  /** Another instance held this client's kind: skipped this time. */
  occupe: boolean;
}

const defaultInstance = () => `${hostname()}:${process.pid}`;

/**
 * Deletes or anonymises, for every client and kind, what is past the client's term (decision 051).
 * Every instance runs it on a schedule; a lease per client and kind makes each done by one at a
 * time, and each statement takes rows with SKIP LOCKED, so nothing is done twice. A run that did
 * something leaves a `purges` row per kind and one audit entry per client, by « système ».
 */
export async function purgerDonneesEchues(db: Db, options: PurgeOptions = {}): Promise<PurgeLigne[]> {
  const instance = options.instance ?? defaultInstance();
  const batchSize = options.batchSize ?? 500;
  const leaseMs = options.leaseMs ?? 60_000;
  const lignes: PurgeLigne[] = [];
  for (const client of await listerClients(db)) {
    const durees = dureesConservation(client.conservation);
    const faites: PurgeLigne[] = [];
    for (const nature of naturesConservation) {
      const duree = durees[nature];
      const ligne: PurgeLigne = { client: client.code, nature, duree, supprimees: 0, anonymisees: 0, occupe: false };
      lignes.push(ligne);
      if (options.dryRun) {
        const n = await compterAPurger(db, client.id, nature, duree);
        if (nature === 'courriels') ligne.anonymisees = n;
        else ligne.supprimees = n;
        continue;
      }
      if (!(await prendreVerrou(db, client.id, nature, instance, leaseMs))) {
        ligne.occupe = true;
        continue;
      }
      const stop = keepLeaseAlive(
        () => prolongerVerrou(db, client.id, nature, instance, leaseMs),
        leaseMs,
        (error) => options.log?.error(`purge : bail non prolongé (${String(error)})`),
      );
      const debut = new Date();
      try {
        for (;;) {
          const pas = await purgerUnLot(db, client.id, nature, duree, batchSize);
          if (pas.supprimees + pas.anonymisees === 0) break;
          ligne.supprimees += pas.supprimees;
          ligne.anonymisees += pas.anonymisees;
        }
      } finally {
        stop();
        if (ligne.supprimees + ligne.anonymisees > 0)
          await db
            .insertInto('purges')
            .values({
              client_id: client.id,
              nature,
              supprimees: ligne.supprimees,
              anonymisees: ligne.anonymisees,
              debut,
              fin: new Date(),
              instance,
            })
            .execute();
        await rendreVerrou(db, client.id, nature, instance);
      }
      if (ligne.supprimees + ligne.anonymisees > 0) faites.push(ligne);
    }
    if (faites.length > 0) {
      await recordSystemAudit(db, {
        clientId: client.id,
        resource: 'configuration',
        action: 'configuration.purger',
        target: `client:${client.code}`,
        targetLabel: `${client.libelle} — Durées de conservation`,
        after: Object.fromEntries(
          faites.map((l) => [
            l.nature,
            {
              duree: `${l.duree} ${reglesConservation[l.nature].unite}`,
              supprimees: l.supprimees,
              anonymisees: l.anonymisees,
            },
          ]),
        ),
      });
      options.log?.info(`purge ${client.code} : ${faites.map(decrire).join(', ')} (${instance})`);
    }
  }
  return lignes;
}

export function decrire(ligne: PurgeLigne): string {
  const parts = [];
  if (ligne.supprimees > 0 || ligne.anonymisees === 0) parts.push(`${ligne.supprimees} supprimée(s)`);
  if (ligne.anonymisees > 0) parts.push(`${ligne.anonymisees} anonymisée(s)`);
  return `${reglesConservation[ligne.nature].libelle} : ${parts.join(', ')}`;
}
