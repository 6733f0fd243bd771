import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { exportDonneesJoursValidite } from '@portail/shared/export-donnees';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { keepLeaseAlive } from '../../lib/lease.ts';
import { type PollingWorker, startPolling } from '../../lib/polling-worker.ts';
import { enqueueMail } from '../../mail/outbox-repository.ts';
import { templates } from '../../mail/templates.ts';
import { buildClientMailContext } from '../clients/mail-context.ts';
import { buildArchive } from './archive-donnees.ts';
import {
  claimExport,
  exportMaxAttempts,
  type ExportPris,
  markAttemptFailed,
  markReady,
  releaseExport,
  renewExportLease,
} from './export-donnees-repository.ts';

export interface ExportDonneesWorkerOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  clock?: Clock;
  pollMs?: number;
  /** How long a job stays this instance's; renewed every third of it while the archive is built. */
  leaseMs?: number;
  maxAttempts?: number;
}

/** runOnce prepares every archive waiting and says how many it stored. */
export type ExportDonneesWorker = PollingWorker;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Prepares the archives in the background (decision 052), beside the outbox worker: instances
 * sharing PostgreSQL each take a different job (`skip locked`, then a lease); a killed instance's
 * job is taken over once its lease runs out, and only the lease holder may store the result.
 */
export function startExportDonneesWorker(options: ExportDonneesWorkerOptions): ExportDonneesWorker {
  const { db, log } = options;
  const clock = options.clock ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 15_000;
  const maxAttempts = options.maxAttempts ?? exportMaxAttempts;

  async function prepare(job: ExportPris, token: string): Promise<boolean> {
    const client = await db
      .selectFrom('clients')
      .select(['code', 'libelle'])
      .where('id', '=', job.client_id)
      .executeTakeFirstOrThrow();
    const now = clock();
    const archive = await buildArchive(
      db,
      {
        clientId: job.client_id,
        organisme: { code: client.code, libelle: client.libelle },
        personneId: job.personne_id,
        accountId: job.account_id,
        demandePar: job.demande_par,
      },
      now,
    );
    if (worker.stopping()) return false;
    // The mail leaves with the archive or not at all; it names no personal data, only where to go.
    const context =
      job.demande_par === 'adherent' ? await buildClientMailContext(db, job.client_id, job.lien_base) : null;
    const account = job.account_id
      ? await db.selectFrom('accounts').select(['user_name']).where('id', '=', job.account_id).executeTakeFirst()
      : undefined;
    const expireLe = new Date(now.getTime() + exportDonneesJoursValidite * dayMs);
    return db.transaction().execute(async (trx) => {
      const stored = await markReady(trx, job.id, token, {
        data: archive,
        nom: `mes-donnees-${now.toISOString().slice(0, 10)}.zip`,
        preteLe: now,
        expireLe,
      });
      if (stored && context && account)
        await enqueueMail(trx, {
          to: account.user_name,
          ...templates.donneesPretes(context, {
            url: `${context.publicBase}/#/espace-adherent/mon-compte`,
            expireLe,
          }),
          template: 'donnees-pretes',
        });
      return stored;
    });
  }

  async function pass(): Promise<number> {
    let stored = 0;
    while (!worker.stopping()) {
      const token = randomUUID();
      const job = await claimExport(db, token, leaseMs, maxAttempts);
      if (!job) break;
      const stopRenewing = keepLeaseAlive(
        () => renewExportLease(db, job.id, token, leaseMs),
        leaseMs,
        (error) => log.warn({ err: error, exportId: job.id }, 'export des données : bail non renouvelé'),
      );
      try {
        if (await prepare(job, token)) {
          stored++;
          log.info({ exportId: job.id }, 'export des données : archive prête');
        } else if (worker.stopping()) await releaseExport(db, job.id, token);
        else log.warn({ exportId: job.id }, 'export des données : repris par une autre instance');
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ err: error, exportId: job.id, attempts: job.attempts }, 'export des données : échec');
        await markAttemptFailed(db, job.id, token, reason, job.attempts >= maxAttempts);
      } finally {
        stopRenewing();
      }
    }
    return stored;
  }

  const worker = startPolling(pass, {
    pollMs: options.pollMs ?? 3_000,
    onError: (error) => log.error({ err: error }, 'export des données : passage en erreur'),
  });
  return worker;
}
