import { sql } from 'kysely';
import type { AudienceApercu, AudienceCompte, AudienceRegle, AudienceRow } from '@portail/shared/admin/audiences';
import type { Db } from '../../db/database.ts';
import { isoUtc } from '../../lib/iso-utc.ts';
import { compileRegle, compteActif, departementOf } from './audience-sql.ts';

/** The client's members the rule selects. */
function membres(db: Db, clientId: number, regle: AudienceRegle) {
  return db.selectFrom('personnes as p').where('p.client_id', '=', clientId).where(compileRegle(regle, clientId));
}

/** The live count: one query, the members the rule selects and those an active account lets a notification reach. */
export async function compterAudience(db: Db, clientId: number, regle: AudienceRegle): Promise<AudienceCompte> {
  const row = await membres(db, clientId, regle)
    .select([
      sql<number>`count(*)::int`.as('adherents'),
      sql<number>`(count(*) filter (where ${compteActif}))::int`.as('joignables'),
    ])
    .executeTakeFirstOrThrow();
  return { adherents: row.adherents, joignables: row.joignables };
}

/** The first members of the rule, by name. */
export async function apercuAudience(
  db: Db,
  clientId: number,
  regle: AudienceRegle,
  limit = 20,
): Promise<AudienceApercu['adherents']> {
  return membres(db, clientId, regle)
    .select([
      'p.id',
      'p.num_pers as numPers',
      'p.nom',
      'p.prenom',
      sql<number>`date_part('year', age(current_date, p.date_naissance))::int`.as('age'),
      departementOf.as('departement'),
      compteActif.as('compte'),
    ])
    .orderBy(sql`lower(p.nom), lower(p.prenom), p.id`)
    .limit(limit)
    .execute();
}

/** What the builder offers for this client: the offers its contracts carry, its consents (configuration). */
export async function offresDuClient(db: Db, clientId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('contrats')
    .select('nom_offre')
    .distinct()
    .where('client_id', '=', clientId)
    .orderBy('nom_offre')
    .execute();
  return rows.map((r) => r.nom_offre);
}

const sortExpressions = { nom: sql`lower(au.nom)`, modifieeLe: sql`au.updated_at` } as const;

export async function listAudiences(
  db: Db,
  clientId: number,
  search: { page: number; pageSize: number; sort: keyof typeof sortExpressions; order: 'asc' | 'desc'; nom?: string },
): Promise<{ rows: AudienceRow[]; total: number }> {
  let query = db.selectFrom('audiences as au').where('au.client_id', '=', clientId);
  if (search.nom) query = query.where(sql<boolean>`strpos(lower(au.nom), lower(${search.nom})) > 0`);
  const direction = search.order === 'desc' ? sql`desc` : sql`asc`;
  const rows = await query
    .select([
      'au.id',
      'au.nom',
      'au.description',
      isoUtc('au.updated_at').as('modifieeLe'),
      'au.modifiee_par as modifieePar',
      sql<number>`(select count(*) from notifications n where n.audience_id = au.id)::int`.as('notifications'),
      sql<string>`count(*) over ()`.as('total'),
    ])
    .orderBy(sql`${sortExpressions[search.sort]} ${direction}, au.id ${direction}`)
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize)
    .execute();
  return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(rows[0]?.total ?? 0) };
}

export async function findAudience(db: Db, clientId: number, id: number) {
  return db
    .selectFrom('audiences as au')
    .where('au.client_id', '=', clientId)
    .where('au.id', '=', id)
    .select([
      'au.id',
      'au.nom',
      'au.description',
      'au.regle',
      isoUtc('au.updated_at').as('modifieeLe'),
      'au.modifiee_par as modifieePar',
    ])
    .executeTakeFirst();
}

export async function nomPris(db: Db, clientId: number, nom: string, saufId?: number): Promise<boolean> {
  let query = db
    .selectFrom('audiences')
    .select('id')
    .where('client_id', '=', clientId)
    .where(sql`lower(nom)`, '=', nom.toLowerCase());
  if (saufId !== undefined) query = query.where('id', '!=', saufId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Scheduled or sending notifications of the audience: it cannot go while they depend on it. */
export async function audienceEnService(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('audience_id', '=', id)
    .where('statut', 'in', ['programmee', 'en_cours'])
    .executeTakeFirst();
  return row !== undefined;
}
