import { sql } from 'kysely';
import type { StatutDemande } from '@portail/shared/demandes';
import type { Db } from '../../db/database.ts';

/* The member's reads of his requests: list (keyset pages, newest first), detail, attachments. */

export interface ListFilters {
  statut?: StatutDemande | undefined;
  type?: string | undefined;
  du?: string | undefined;
  au?: string | undefined;
  apres?: { createdAt: Date; id: number } | undefined;
  limite: number;
}

/** « 2026-11-24T09:30:00.000Z_42 »: the position of the last item of a page. */
export function encodeCursor(row: { createdAt: Date; id: number }): string {
  return Buffer.from(`${row.createdAt.toISOString()}_${row.id}`).toString('base64url');
}

export function decodeCursor(value: string | undefined): { createdAt: Date; id: number } | undefined {
  if (!value) return undefined;
  const [iso, id] = Buffer.from(value, 'base64url').toString().split('_');
  const createdAt = new Date(iso ?? '');
  if (Number.isNaN(createdAt.getTime()) || !/^\d+$/.test(id ?? '')) return undefined;
  return { createdAt, id: Number(id) };
}

export async function listDemandesOfPersonne(db: Db, clientId: number, personneId: number, filters: ListFilters) {
  let query = db
    .selectFrom('demandes as d')
    .leftJoin('contrats as c', 'c.id', 'd.contrat_id')
    .select((eb) => [
      'd.id',
      'd.numero',
      'd.type',
      'd.objet',
      'd.statut',
      'c.numero_contrat_individuel as numeroContrat',
      'd.created_at as createdAt',
      'd.updated_at as updatedAt',
      eb
        .selectFrom('demande_messages as m')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('m.demande_id', '=', 'd.id')
        .where('m.auteur', '=', 'gestionnaire')
        .where('m.lu_par_adherent_at', 'is', null)
        .as('nonLus'),
    ])
    .where('d.client_id', '=', clientId)
    .where('d.personne_id', '=', personneId);
  if (filters.statut) query = query.where('d.statut', '=', filters.statut);
  if (filters.type) query = query.where('d.type', '=', filters.type);
  if (filters.du) query = query.where('d.created_at', '>=', sql<Date>`${filters.du}::date`);
  if (filters.au) query = query.where('d.created_at', '<', sql<Date>`${filters.au}::date + 1`);
  if (filters.apres)
    query = query.where(sql<boolean>`(d.created_at, d.id) < (${filters.apres.createdAt}, ${filters.apres.id})`);
  return query.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').limit(filters.limite).execute();
}

/** A request of this person, or nothing: another member's request is as absent as an unknown one. */
export async function findDemandeOfPersonne(db: Db, clientId: number, personneId: number, numero: string) {
  return db
    .selectFrom('demandes as d')
    .leftJoin('contrats as c', 'c.id', 'd.contrat_id')
    .select([
      'd.id',
      'd.numero',
      'd.type',
      'd.objet',
      'd.statut',
      'd.version',
      'd.payload',
      'd.motif_refus as motifRefus',
      'd.account_id as accountId',
      'c.numero_contrat_individuel as numeroContrat',
      'd.created_at as createdAt',
      'd.updated_at as updatedAt',
    ])
    .where('d.client_id', '=', clientId)
    .where('d.personne_id', '=', personneId)
    .where('d.numero', '=', numero)
    .executeTakeFirst();
}

export async function findEvenements(db: Db, demandeId: number) {
  return db
    .selectFrom('demande_evenements')
    .select(['statut', 'motif', 'created_at as createdAt'])
    .where('demande_id', '=', demandeId)
    .orderBy('id')
    .execute();
}

export async function findMessages(db: Db, demandeId: number) {
  return db
    .selectFrom('demande_messages')
    .select(['id', 'auteur', 'auteur_account_id as auteurAccountId', 'texte', 'created_at as createdAt'])
    .where('demande_id', '=', demandeId)
    .orderBy('id')
    .execute();
}

export async function findPieces(db: Db, demandeId: number) {
  return db
    .selectFrom('demande_pieces as p')
    .innerJoin('uploads as u', 'u.remote_name', 'p.remote_name')
    .select(['p.message_id as messageId', 'u.remote_name', 'u.original_name', 'u.size', 'u.content_type'])
    .where('p.demande_id', '=', demandeId)
    .orderBy('u.created_at')
    .execute();
}

export async function markStaffMessagesRead(db: Db, demandeId: number): Promise<void> {
  await db
    .updateTable('demande_messages')
    .set({ lu_par_adherent_at: sql<Date>`now()` })
    .where('demande_id', '=', demandeId)
    .where('auteur', '=', 'gestionnaire')
    .where('lu_par_adherent_at', 'is', null)
    .execute();
}

/** An attachment of a request of this person: its bytes, or nothing. */
export async function findPieceFile(db: Db, clientId: number, personneId: number, numero: string, remoteName: string) {
  return db
    .selectFrom('demande_pieces as p')
    .innerJoin('demandes as d', 'd.id', 'p.demande_id')
    .innerJoin('uploads as u', 'u.remote_name', 'p.remote_name')
    .select(['u.original_name', 'u.content_type', 'u.data'])
    .where('d.client_id', '=', clientId)
    .where('d.personne_id', '=', personneId)
    .where('d.numero', '=', numero)
    .where('p.remote_name', '=', remoteName)
    .executeTakeFirst();
}
