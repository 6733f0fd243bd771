import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { openBytes, sealBytes, sensitiveColumns } from '../../db/sensitive-fields.ts';

/* SQL of « Télécharger mes données » (decision 052): the archives asked, taken by one instance at a
   time under a lease, ready for 7 days, then emptied and marked expired. */

/** Tries of one archive before it is failed (each interrupted or failed attempt counts). */
export const exportMaxAttempts = 3;

export interface NouvelleDemande {
  clientId: number;
  personneId: number;
  accountId: string | null;
  demandePar: 'adherent' | 'gestionnaire';
  demandeurAccountId: string;
  demandeur: string;
  lienBase: string;
  now: Date;
}

/** The new archive's id, or null when one is already in preparation for this person (unique index). */
export async function insertDemandeExport(trx: Db, demande: NouvelleDemande): Promise<string | null> {
  const row = await trx
    .insertInto('export_donnees')
    .values({
      client_id: demande.clientId,
      personne_id: demande.personneId,
      account_id: demande.accountId,
      demande_par: demande.demandePar,
      demandeur_account_id: demande.demandeurAccountId,
      demandeur: demande.demandeur,
      lien_base: demande.lienBase,
      created_at: demande.now,
    })
    .onConflict((oc) =>
      // A literal, not a parameter: PostgreSQL matches it against the partial index's predicate.
      oc
        .column('personne_id')
        .where(sql<boolean>`statut = 'en_preparation'`)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

const etatColumns = [
  'id',
  'statut',
  'demande_par',
  'created_at',
  'prete_le',
  'expire_le',
  'taille',
  'account_id',
] as const;

/** The latest archive the member asked himself (staff's archives for a letter are not his to fetch). */
export async function findDerniereDuCompte(db: Db, clientId: number, accountId: string) {
  return db
    .selectFrom('export_donnees')
    .select(etatColumns)
    .where('client_id', '=', clientId)
    .where('account_id', '=', accountId)
    .where('demande_par', '=', 'adherent')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The latest archive of the member, whoever asked it (the staff sheet). */
export async function findDerniereDeLaPersonne(db: Db, clientId: number, personneId: number) {
  return db
    .selectFrom('export_donnees')
    .select(etatColumns)
    .where('client_id', '=', clientId)
    .where('personne_id', '=', personneId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
export type EtatRow = NonNullable<Awaited<ReturnType<typeof findDerniereDuCompte>>>;

/** The archive ready to download, opened (decision 048). */
export async function findArchive(db: Db, id: string) {
  const row = await db
    .selectFrom('export_donnees')
    .select(['archive', 'archive_nom', 'expire_le'])
    .where('id', '=', id)
    .where('statut', '=', 'prete')
    .executeTakeFirst();
  return (
    row && { ...row, archive: row.archive === null ? null : openBytes(sensitiveColumns.archiveDonnees, row.archive) }
  );
}

export interface ExportPris {
  id: string;
  client_id: number;
  personne_id: number;
  account_id: string | null;
  demande_par: 'adherent' | 'gestionnaire';
  lien_base: string;
  attempts: number;
}

/**
 * Takes the oldest archive waiting (or whose holder's lease ran out: a killed instance) for this
 * instance: `skip locked` so that instances never wait on each other, then a lease under `token`.
 */
export async function claimExport(
  db: Db,
  token: string,
  leaseMs: number,
  maxAttempts: number,
): Promise<ExportPris | undefined> {
  const { rows } = await sql<ExportPris>`
    update export_donnees set lease_token = ${token},
      lease_until = now() + ${leaseMs} * interval '1 millisecond', attempts = attempts + 1
    where id = (
      select id from export_donnees
      where statut = 'en_preparation' and (lease_until is null or lease_until < now()) and attempts < ${maxAttempts}
      order by created_at limit 1 for update skip locked
    )
    returning id, client_id, personne_id, account_id, demande_par, lien_base, attempts`.execute(db);
  return rows[0];
}

export async function renewExportLease(db: Db, id: string, token: string, leaseMs: number): Promise<void> {
  await db
    .updateTable('export_donnees')
    .set({ lease_until: sql<Date>`now() + ${leaseMs} * interval '1 millisecond'` })
    .where('id', '=', id)
    .where('lease_token', '=', token)
    .execute();
}

/** Stores the archive if this instance still holds the job; false when another took it over. */
export async function markReady(
  trx: Db,
  id: string,
  token: string,
  archive: { data: Uint8Array; nom: string; preteLe: Date; expireLe: Date },
): Promise<boolean> {
  const result = await trx
    .updateTable('export_donnees')
    .set({
      statut: 'prete',
      archive: sealBytes(sensitiveColumns.archiveDonnees, archive.data),
      archive_nom: archive.nom,
      taille: archive.data.byteLength,
      prete_le: archive.preteLe,
      expire_le: archive.expireLe,
      lease_token: null,
      lease_until: null,
      erreur: null,
    })
    .where('id', '=', id)
    .where('lease_token', '=', token)
    .where('statut', '=', 'en_preparation')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A failed attempt: handed back for another try, or failed for good after the last one. */
export async function markAttemptFailed(db: Db, id: string, token: string, erreur: string, last: boolean) {
  await db
    .updateTable('export_donnees')
    .set({
      statut: last ? 'echec' : 'en_preparation',
      erreur: erreur.slice(0, 2000),
      lease_token: null,
      lease_until: null,
    })
    .where('id', '=', id)
    .where('lease_token', '=', token)
    .execute();
}

/** Hands back a job this stopping instance took (another takes it at once). */
export async function releaseExport(db: Db, id: string, token: string): Promise<void> {
  await db
    .updateTable('export_donnees')
    .set({ lease_token: null, lease_until: null, attempts: sql<number>`greatest(attempts - 1, 0)` })
    .where('id', '=', id)
    .where('lease_token', '=', token)
    .where('statut', '=', 'en_preparation')
    .execute();
}

/**
 * After 7 days: the archive's bytes deleted, the row kept as « expirée » (what was asked, when). A
 * job whose every attempt died with its instance is failed, so that the member may ask again.
 */
export async function expireExports(db: Db, now: Date, maxAttempts = exportMaxAttempts): Promise<number> {
  await db
    .updateTable('export_donnees')
    .set({ statut: 'echec', erreur: 'abandonnée après plusieurs tentatives interrompues', lease_token: null })
    .where('statut', '=', 'en_preparation')
    .where('attempts', '>=', maxAttempts)
    .where('lease_until', '<', sql<Date>`now()`)
    .execute();
  const result = await db
    .updateTable('export_donnees')
    .set({ statut: 'expiree', archive: null })
    .where('statut', '=', 'prete')
    .where('expire_le', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
