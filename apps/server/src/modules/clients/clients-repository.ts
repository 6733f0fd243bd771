import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { contratOfPersonne } from '../contrats/contrats-repository.ts';
import type { ClientInput } from './client-schemas.ts';

export async function findClientForHost(db: Db, host: string) {
  return db
    .selectFrom('clients')
    .selectAll()
    .where((eb) => eb.or([eb(sql.val(host), '=', eb.fn.any('hosts')), eb('is_default', '=', true)]))
    .orderBy('is_default', 'asc')
    .limit(1)
    .executeTakeFirst();
}
export type ClientRow = NonNullable<Awaited<ReturnType<typeof findClientForHost>>>;

export async function listOtherClients(db: Db, clientId: number) {
  return db.selectFrom('clients').select(['code', 'libelle']).where('id', '!=', clientId).orderBy('libelle').execute();
}

export async function findAssetVersions(db: Db, clientId: number) {
  return db.selectFrom('client_assets').select(['id', 'name', 'sha256']).where('client_id', '=', clientId).execute();
}

export async function findAsset(db: Db, id: number) {
  return db
    .selectFrom('client_assets')
    .select(['content_type', 'data', 'sha256'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Per-contract feature overrides of the person's contracts: the import's and staff's (decision 030). */
export async function findContratFeatureOverrides(db: Db, clientId: number, personneId: number) {
  return db
    .selectFrom('contrats as c')
    .select(['c.numero_contrat_individuel as numero', 'c.fonctionnalites', 'c.fonctionnalites_back_office'])
    .where('c.client_id', '=', clientId)
    .where(contratOfPersonne(personneId))
    .execute();
}

/** Inserts or updates a client and its assets (matched by code and asset name). */
export async function upsertClient(
  db: Db,
  input: ClientInput,
  assets: { name: string; contentType: string; data: Uint8Array; sha256: string }[],
) {
  return db.transaction().execute(async (trx) => {
    const values = {
      code: input.code,
      libelle: input.libelle,
      hosts: input.hosts,
      is_default: input.isDefault,
      data_collect_activated: input.dataCollectActivated,
      is_donnees_ro_monegasques_activated: input.isDonneesROMonegasquesActivated,
      oidc_external_provider: JSON.stringify(input.oidcExternalProvider),
      fonctionnalites: JSON.stringify(input.fonctionnalites),
      configuration: JSON.stringify(input.configuration),
      branding: JSON.stringify(input.branding),
    };
    const { id } = await trx
      .insertInto('clients')
      .values(values)
      .onConflict((oc) =>
        oc
          .column('code')
          .doUpdateSet({ ...values, updated_at: sql<Date>`now()`, version: sql<number>`clients.version + 1` }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const asset of assets) await upsertClientAsset(trx, id, asset);
    return id;
  });
}

/** A client's image, by name: the seed's, or one staff upload in the back office. */
export async function upsertClientAsset(
  db: Db,
  clientId: number,
  asset: { name: string; contentType: string; data: Uint8Array; sha256: string },
): Promise<void> {
  const row = {
    client_id: clientId,
    name: asset.name,
    content_type: asset.contentType,
    data: asset.data,
    sha256: asset.sha256,
  };
  await db
    .insertInto('client_assets')
    .values(row)
    .onConflict((oc) => oc.columns(['client_id', 'name']).doUpdateSet(row))
    .execute();
}
