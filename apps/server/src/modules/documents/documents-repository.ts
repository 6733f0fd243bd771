import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DocumentTable } from '../../db/schema.ts';

/* The member's documents: courriers (adherent/courriers) and the document store (cgdm-svc/ged). */

export type DocumentSource = 'courrier' | 'ged';

const accented = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ';
const plain = 'aaaaaaceeeeiiiinooooouuuuyyoa';

export async function insertDocument(trx: Db, document: Insertable<DocumentTable>): Promise<string> {
  const row = await trx.insertInto('documents').values(document).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export interface DocumentFilters {
  categorie?: string | undefined;
  recherche?: string | undefined;
  apres?: { date: string; id: string } | undefined;
  limite: number;
}

/** « 2026-11-24_uuid »: the position of the last document of a page (newest first). */
export function encodeDocumentCursor(row: { dateDocument: string; id: string }): string {
  return Buffer.from(`${row.dateDocument}_${row.id}`).toString('base64url');
}

export function decodeDocumentCursor(value: string | undefined): { date: string; id: string } | undefined {
  if (!value) return undefined;
  const [date, id] = Buffer.from(value, 'base64url').toString().split('_');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date ?? '') || !/^[0-9a-f-]{36}$/.test(id ?? '')) return undefined;
  return { date: date!, id: id! };
}

export async function listDocuments(
  db: Db,
  clientId: number,
  personneId: number,
  source: DocumentSource,
  filters: DocumentFilters,
) {
  let query = db
    .selectFrom('documents as d')
    .leftJoin('contrats as c', 'c.id', 'd.contrat_id')
    .select([
      'd.id',
      'd.titre',
      'd.categorie',
      'd.date_document as dateDocument',
      'd.taille',
      'd.content_type as contentType',
      'd.lu_at as luAt',
      'c.numero_contrat_individuel as numeroContrat',
    ])
    .where('d.client_id', '=', clientId)
    .where('d.personne_id', '=', personneId)
    .where('d.source', '=', source);
  if (filters.categorie) query = query.where('d.categorie', '=', filters.categorie);
  if (filters.recherche) {
    // Accents, case and LIKE wildcards of the search are neutralised, as the help search does.
    const words = filters.recherche.replace(/[\\%_]/g, (c) => `\\${c}`);
    query = query.where(
      sql<boolean>`translate(lower(d.titre), ${accented}, ${plain}) like '%' || translate(lower(${words}), ${accented}, ${plain}) || '%'`,
    );
  }
  if (filters.apres)
    query = query.where(
      sql<boolean>`(d.date_document, d.id) < (${filters.apres.date}::date, ${filters.apres.id}::uuid)`,
    );
  return query.orderBy('d.date_document', 'desc').orderBy('d.id', 'desc').limit(filters.limite).execute();
}

/** A document of this person in this source, bytes included, or nothing. */
export async function findDocumentFile(
  db: Db,
  clientId: number,
  personneId: number,
  source: DocumentSource,
  id: string,
) {
  return db
    .selectFrom('documents')
    .select(['id', 'nom_fichier', 'content_type', 'data', 'lu_at'])
    .where('client_id', '=', clientId)
    .where('personne_id', '=', personneId)
    .where('source', '=', source)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function markDocumentRead(db: Db, id: string): Promise<void> {
  await db
    .updateTable('documents')
    .set({ lu_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('lu_at', 'is', null)
    .execute();
}
