import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { differs, fromExcluded, wasInserted } from '../../db/upsert.ts';
import { nirIndex, sealKeeping, sensitiveColumns } from '../../db/sensitive-fields.ts';
import type { DocumentTable } from '../../db/schema.ts';
import type { OffreConnue } from './import-checks.ts';
import type { ContratRecord, OffreRecord, PersonneRecord } from './import-schemas.ts';

/** Rows per statement: a few statements per 500 records, well under PostgreSQL's parameter limit. */
const chunkSize = 500;

export function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += chunkSize) result.push(items.slice(i, i + chunkSize));
  return result;
}

export interface WriteCounts {
  created: number;
  updated: number;
}

export async function findImportClient(db: Db, code: string | undefined) {
  const query = db.selectFrom('clients').select(['id', 'code']);
  return (
    code === undefined ? query.where('is_default', '=', true) : query.where('code', '=', code)
  ).executeTakeFirst();
}

export async function findPersonneIds(
  db: Db,
  clientId: number,
  numPers: readonly string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(numPers)) {
    const rows = await db
      .selectFrom('personnes')
      .select(['id', 'num_pers'])
      .where('client_id', '=', clientId)
      .where('num_pers', 'in', chunk)
      .execute();
    for (const row of rows) ids.set(row.num_pers, row.id);
  }
  return ids;
}

export async function findContratIds(
  db: Db,
  clientId: number,
  numeros: readonly string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(numeros)) {
    const rows = await db
      .selectFrom('contrats')
      .select(['id', 'numero_contrat_individuel as numero'])
      .where('client_id', '=', clientId)
      .where('numero_contrat_individuel', 'in', chunk)
      .execute();
    for (const row of rows) ids.set(row.numero, row.id);
  }
  return ids;
}

function count(rows: { inserted: boolean }[], into: WriteCounts): void {
  for (const row of rows) {
    if (row.inserted) into.created += 1;
    else into.updated += 1;
  }
}

const personneColumns = [
  'code_civilite',
  'nom',
  'prenom',
  'nom_patronymique',
  'date_naissance',
  'nir_chiffre',
  'nir_index',
  'nir_cle',
  'email',
  'telephone',
  'teletransmission',
  'motif_refus_teletransmission',
  'adresse',
  'banque_chiffre',
] as const;

export async function upsertPersonnes(
  db: Db,
  clientId: number,
  personnes: readonly PersonneRecord[],
): Promise<WriteCounts> {
  const counts = { created: 0, updated: 0 };
  for (const chunk of chunks(personnes)) {
    // The encrypted values already there are kept when they say the same: an unchanged person stays unchanged.
    const stored = new Map(
      (
        await db
          .selectFrom('personnes')
          .select(['num_pers', 'nir_chiffre', 'banque_chiffre'])
          .where('client_id', '=', clientId)
          .where(
            'num_pers',
            'in',
            chunk.map((p) => p.numPers),
          )
          .execute()
      ).map((row) => [row.num_pers, row]),
    );
    const rows = chunk.map((p) => ({
      client_id: clientId,
      num_pers: p.numPers,
      code_civilite: p.codeCivilite,
      nom: p.nom,
      prenom: p.prenom,
      nom_patronymique: p.nompatronymique ?? null,
      date_naissance: p.dateNaissance,
      nir_chiffre: sealKeeping(sensitiveColumns.nir, p.nir ?? null, stored.get(p.numPers)?.nir_chiffre),
      nir_index: p.nir ? nirIndex(clientId, p.nir) : null,
      nir_cle: p.cleNir ?? null,
      email: p.email ?? null,
      telephone: p.telephone ?? null,
      teletransmission: p.teletransmission,
      motif_refus_teletransmission: p.motifRefusTeletransmission ?? null,
      adresse: JSON.stringify(p.adresse),
      banque_chiffre: sealKeeping(
        sensitiveColumns.banque,
        p.banque ? JSON.stringify(p.banque) : null,
        stored.get(p.numPers)?.banque_chiffre,
      ),
    }));
    const written = await db
      .insertInto('personnes')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['client_id', 'num_pers'])
          .doUpdateSet({ ...fromExcluded(personneColumns), updated_at: sql<Date>`now()` })
          .where(differs('personnes', personneColumns)),
      )
      .returning(wasInserted)
      .execute();
    count(written, counts);
  }
  return counts;
}

const contratColumns = [
  'souscripteur_id',
  'nom_offre',
  'categorie',
  'etat',
  'is_precontentieux',
  'date_effet',
  'date_resiliation',
  'code_mode_paiement',
  'rib_chiffre',
  'fonctionnalites',
  'code_offre',
  'renforts',
] as const;

export interface ContratWrite {
  record: ContratRecord;
  souscripteurId: number;
}

/** Upserts the contracts; returns the numbers of those created and of those rewritten. */
export async function upsertContrats(db: Db, clientId: number, contrats: readonly ContratWrite[]) {
  const created = new Set<string>();
  const updated = new Set<string>();
  for (const chunk of chunks(contrats)) {
    const stored = new Map(
      (
        await db
          .selectFrom('contrats')
          .select(['numero_contrat_individuel as numero', 'rib_chiffre'])
          .where('client_id', '=', clientId)
          .where(
            'numero_contrat_individuel',
            'in',
            chunk.map((c) => c.record.numeroContratIndividuel),
          )
          .execute()
      ).map((row) => [row.numero, row.rib_chiffre]),
    );
    const rows = chunk.map(({ record: c, souscripteurId }) => ({
      client_id: clientId,
      numero_contrat_individuel: c.numeroContratIndividuel,
      souscripteur_id: souscripteurId,
      nom_offre: c.nomOffre,
      categorie: c.categorie,
      etat: c.etat,
      is_precontentieux: c.IsPrecontentieux,
      date_effet: c.dateEffet,
      date_resiliation: c.dateResiliation ?? null,
      code_mode_paiement: c.modalitePaiementPrestation.codeModePaiement,
      rib_chiffre: sealKeeping(
        sensitiveColumns.rib,
        c.modalitePaiementPrestation.rib ?? null,
        stored.get(c.numeroContratIndividuel),
      ),
      fonctionnalites: JSON.stringify(c.fonctionnalites ?? {}),
      code_offre: c.codeOffre ?? null,
      renforts: c.renforts,
    }));
    const written = await db
      .insertInto('contrats')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['client_id', 'numero_contrat_individuel'])
          .doUpdateSet({ ...fromExcluded(contratColumns), updated_at: sql<Date>`now()` })
          .where(differs('contrats', contratColumns)),
      )
      .returning(['numero_contrat_individuel as numero', wasInserted])
      .execute();
    for (const row of written) (row.inserted ? created : updated).add(row.numero);
  }
  return { created, updated };
}

export interface BeneficiaireRow {
  contrat_id: number;
  personne_id: number;
  lien: string;
}

export async function findBeneficiaires(db: Db, contratIds: readonly number[]): Promise<BeneficiaireRow[]> {
  const rows: BeneficiaireRow[] = [];
  for (const chunk of chunks(contratIds)) {
    rows.push(
      ...(await db
        .selectFrom('beneficiaires')
        .select(['contrat_id', 'personne_id', 'lien'])
        .where('contrat_id', 'in', chunk)
        .execute()),
    );
  }
  return rows;
}

/** The beneficiaries of these contracts become exactly the given rows. */
export async function replaceBeneficiaires(db: Db, contratIds: readonly number[], rows: readonly BeneficiaireRow[]) {
  for (const chunk of chunks(contratIds)) {
    await db.deleteFrom('beneficiaires').where('contrat_id', 'in', chunk).execute();
  }
  for (const chunk of chunks(rows)) {
    await db.insertInto('beneficiaires').values(chunk).execute();
  }
}

/** Contract number → numPers of its holder and beneficiaries, for the contracts a document names. */
export async function findContratMembers(
  db: Db,
  clientId: number,
  numeros: readonly string[],
): Promise<Map<string, Set<string>>> {
  const members = new Map<string, Set<string>>();
  for (const chunk of chunks(numeros)) {
    const rows = await db
      .selectFrom('contrats as c')
      .innerJoin('personnes as p', 'p.id', 'c.souscripteur_id')
      .select(['c.numero_contrat_individuel as numero', 'p.num_pers'])
      .where('c.client_id', '=', clientId)
      .where('c.numero_contrat_individuel', 'in', chunk)
      .unionAll(
        db
          .selectFrom('contrats as c')
          .innerJoin('beneficiaires as b', 'b.contrat_id', 'c.id')
          .innerJoin('personnes as p', 'p.id', 'b.personne_id')
          .select(['c.numero_contrat_individuel as numero', 'p.num_pers'])
          .where('c.client_id', '=', clientId)
          .where('c.numero_contrat_individuel', 'in', chunk),
      )
      .execute();
    for (const row of rows) {
      const set = members.get(row.numero) ?? new Set<string>();
      set.add(row.num_pers);
      members.set(row.numero, set);
    }
  }
  return members;
}

export type DocumentRow = Omit<Insertable<DocumentTable>, 'id' | 'demande_id' | 'lu_at' | 'created_at'> & {
  reference: string;
};

/** Compared on re-import: the content by its hash, never byte by byte. */
const documentColumns = [
  'personne_id',
  'contrat_id',
  'source',
  'categorie',
  'titre',
  'date_document',
  'nom_fichier',
  'content_type',
  'taille',
  'sha256',
] as const;

/** Upserts by (client, reference); a document whose content changed is shown unread again. */
/** Counts, and the persons who got a document they did not have (the new-document alert's). */
export async function upsertDocuments(
  db: Db,
  rows: readonly DocumentRow[],
): Promise<WriteCounts & { nouveauxPour: number[] }> {
  const counts = { created: 0, updated: 0, nouveauxPour: [] as number[] };
  if (rows.length === 0) return counts;
  const written = await db
    .insertInto('documents')
    .values([...rows])
    .onConflict((oc) =>
      oc
        .columns(['client_id', 'reference'])
        .doUpdateSet({
          ...fromExcluded([...documentColumns, 'data']),
          lu_at: sql<Date | null>`case when documents.sha256 = excluded.sha256 then documents.lu_at end`,
        })
        .where(differs('documents', documentColumns)),
    )
    .returning([wasInserted, 'personne_id'])
    .execute();
  count(written, counts);
  counts.nouveauxPour = written.filter((row) => row.inserted).map((row) => row.personne_id);
  return counts;
}

/** Offers of the client among these codes, with their reinforcements' codes. */
export async function findOffres(
  db: Db,
  clientId: number,
  codes: readonly string[],
): Promise<Map<string, OffreConnue>> {
  const found = new Map<string, OffreConnue>();
  for (const chunk of chunks(codes)) {
    const rows = await db
      .selectFrom('offres')
      .select([
        'code',
        sql<string[]>`coalesce(array(select r->>'code' from jsonb_array_elements(definition->'renforts') r), '{}')`.as(
          'renforts',
        ),
      ])
      .where('client_id', '=', clientId)
      .where('code', 'in', chunk)
      .execute();
    for (const row of rows) found.set(row.code, { code: row.code, renforts: row.renforts });
  }
  return found;
}

const offreColumns = ['libelle', 'definition'] as const;

/** Upserts the offers (the whole tree is replaced when it changed). */
export async function upsertOffres(db: Db, clientId: number, offres: readonly OffreRecord[]): Promise<WriteCounts> {
  const counts = { created: 0, updated: 0 };
  for (const chunk of chunks(offres)) {
    const rows = chunk.map(({ type: _type, ...offre }) => ({
      client_id: clientId,
      code: offre.code,
      libelle: offre.libelle,
      definition: JSON.stringify(offre),
    }));
    const written = await db
      .insertInto('offres')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['client_id', 'code'])
          .doUpdateSet({ ...fromExcluded(offreColumns), updated_at: sql<Date>`now()` })
          .where(differs('offres', offreColumns)),
      )
      .returning(wasInserted)
      .execute();
    count(written, counts);
  }
  return counts;
}
