import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ClientSettings } from './client-settings.ts';

export async function findClientById(db: Db, clientId: number) {
  return db.selectFrom('clients').selectAll().where('id', '=', clientId).executeTakeFirstOrThrow();
}

/** The client's images with their size, without their bytes. */
export async function findClientImages(db: Db, clientId: number) {
  return db
    .selectFrom('client_assets')
    .select(['id', 'name', 'content_type', 'sha256', sql<number>`octet_length(data)`.as('taille')])
    .where('client_id', '=', clientId)
    .execute();
}

/**
 * Writes the settings if the row is still at `fromVersion`, and moves it to the next version, in
 * one statement: two saves made from the same version cannot both pass. undefined when stale.
 */
export async function updateClientSettings(
  trx: Db,
  clientId: number,
  fromVersion: number,
  s: ClientSettings,
): Promise<number | undefined> {
  const row = await trx
    .updateTable('clients')
    .set({
      libelle: s.libelle,
      data_collect_activated: s.dataCollectActivated,
      is_donnees_ro_monegasques_activated: s.isDonneesROMonegasquesActivated,
      oidc_external_provider: JSON.stringify(s.oidcExternalProvider),
      fonctionnalites: JSON.stringify(s.fonctionnalites),
      configuration: JSON.stringify(s.configuration),
      branding: JSON.stringify(s.branding),
      conservation: JSON.stringify(s.conservation),
      updated_at: sql<Date>`now()`,
      version: sql<number>`version + 1`,
    })
    .where('id', '=', clientId)
    .where('version', '=', fromVersion)
    .returning('version')
    .executeTakeFirst();
  return row?.version;
}

export async function deleteClientAsset(trx: Db, clientId: number, name: string): Promise<void> {
  await trx.deleteFrom('client_assets').where('client_id', '=', clientId).where('name', '=', name).execute();
}

function contratsWithSwitches(db: Db, clientId: number) {
  return db
    .selectFrom('contrats as c')
    .innerJoin('personnes as p', 'p.id', 'c.souscripteur_id')
    .select([
      'c.id',
      'c.numero_contrat_individuel as numero',
      'c.nom_offre as nomOffre',
      'c.etat',
      sql<string>`p.prenom || ' ' || p.nom`.as('souscripteur'),
      'c.fonctionnalites as fichier',
      'c.fonctionnalites_back_office as backOffice',
    ])
    .where('c.client_id', '=', clientId);
}

/** Contracts with switches of their own, from the import or from staff (the first 100 by number). */
export async function listContratsParticuliers(db: Db, clientId: number) {
  return contratsWithSwitches(db, clientId)
    .where((eb) =>
      eb.or([
        eb('c.fonctionnalites', '!=', sql<Record<string, boolean>>`'{}'::jsonb`),
        eb('c.fonctionnalites_back_office', '!=', sql<Record<string, boolean>>`'{}'::jsonb`),
      ]),
    )
    .orderBy('c.numero_contrat_individuel')
    .limit(100)
    .execute();
}

/** One contract of the client by its number; locked when about to be changed. */
export async function findContratSwitches(db: Db, clientId: number, numero: string, forUpdate = false) {
  const query = contratsWithSwitches(db, clientId).where('c.numero_contrat_individuel', '=', numero);
  return (forUpdate ? query.forUpdate('c') : query).executeTakeFirst();
}
export type ContratSwitchesRow = NonNullable<Awaited<ReturnType<typeof findContratSwitches>>>;

export async function setContratSwitches(trx: Db, contratId: number, backOffice: Record<string, boolean>) {
  await trx
    .updateTable('contrats')
    .set({ fonctionnalites_back_office: JSON.stringify(backOffice), updated_at: sql<Date>`now()` })
    .where('id', '=', contratId)
    .execute();
}
