import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { RemboursementFiltres } from '@portail/shared/remboursements';
import type { Db } from '../../db/database.ts';
import { openText, sensitiveColumns } from '../../db/sensitive-fields.ts';
import type { Database } from '../../db/schema.ts';
import { motifRecherche, sansAccentsSql } from '../../lib/recherche.ts';

/* « Mes remboursements »: the lines a person may see on one contract (scope Benef), their totals,
   a payment, the yearly figures, « nouveau » marks and the e-mail preference (decision 025). */

/** Whose lines: the contract's (holder), or one person's (a beneficiary, or the holder's filter). */
export interface Portee {
  contratId: number;
  personneId: number | null;
}

export interface ContratPortee {
  id: number;
  numero: string;
  categorie: 'sante' | 'prevoyance';
  souscripteurId: number;
  rib: string | null;
  personnes: { id: number; numPers: string; prenom: string; nom: string; civilite: string | null }[];
}

/** The contract (X-NumContrat) with its people, if this person holds it or benefits from it. */
export async function findContratPortee(
  db: Db,
  clientId: number,
  personneId: number,
  numero: string,
): Promise<ContratPortee | undefined> {
  const contrat = await db
    .selectFrom('contrats as c')
    .select([
      'c.id',
      'c.numero_contrat_individuel as numero',
      'c.categorie',
      'c.souscripteur_id as souscripteurId',
      'c.rib_chiffre',
    ])
    .where('c.client_id', '=', clientId)
    .where('c.numero_contrat_individuel', '=', numero)
    .where((eb) =>
      eb.or([
        eb('c.souscripteur_id', '=', personneId),
        eb('c.id', 'in', eb.selectFrom('beneficiaires').select('contrat_id').where('personne_id', '=', personneId)),
      ]),
    )
    .executeTakeFirst();
  if (!contrat) return undefined;
  const personnes = await db
    .selectFrom('personnes as p')
    .leftJoin('beneficiaires as b', (join) =>
      join.onRef('b.personne_id', '=', 'p.id').on('b.contrat_id', '=', contrat.id),
    )
    .select(['p.id', 'p.num_pers as numPers', 'p.prenom', 'p.nom', 'p.code_civilite as civilite'])
    .where((eb) => eb.or([eb('p.id', '=', contrat.souscripteurId), eb('b.contrat_id', '=', contrat.id)]))
    .orderBy(sql`p.id = ${contrat.souscripteurId}`, 'desc')
    .orderBy('p.date_naissance')
    .execute();
  const { rib_chiffre, ...rest } = contrat;
  return { ...rest, rib: openText(sensitiveColumns.rib, rib_chiffre), personnes };
}

export interface Curseur {
  dateTri: string;
  groupe: number;
  id: number;
}

/** « 2026-11-20_812_40211 »: where the last line of a page sits in the list's order. */
export function encodeCurseur(row: Curseur): string {
  return Buffer.from(`${row.dateTri}_${row.groupe}_${row.id}`).toString('base64url');
}

export function decodeCurseur(value: string | undefined): Curseur | undefined {
  if (!value) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})_(\d{1,18})_(\d{1,18})$/.exec(Buffer.from(value, 'base64url').toString());
  if (!match) return undefined;
  return { dateTri: match[1]!, groupe: Number(match[2]), id: Number(match[3]) };
}

type From = Database & { d: Database['decomptes'] };

function scoped<O>(query: SelectQueryBuilder<From, 'd', O>, portee: Portee, filtres: RemboursementFiltres) {
  let q = query.where('d.contrat_id', '=', portee.contratId);
  if (portee.personneId !== null) q = q.where('d.personne_id', '=', portee.personneId);
  if (filtres.du) q = q.where('d.date_soins', '>=', filtres.du);
  if (filtres.au) q = q.where('d.date_soins', '<=', filtres.au);
  if (filtres.domaine) q = q.where('d.domaine', '=', filtres.domaine);
  if (filtres.statut) q = q.where('d.statut', '=', filtres.statut);
  if (filtres.recherche) {
    const motif = sansAccentsSql(sql`${motifRecherche(filtres.recherche)}`);
    // Within one contract's lines (a few thousand): computed here rather than stored by the import.
    const texte = sansAccentsSql(sql`d.acte_libelle || ' ' || d.professionnel`);
    q = q.where(sql<boolean>`${texte} like '%' || ${motif} || '%'`);
  }
  return q;
}

const ligneColumns = [
  'd.id',
  'd.date_tri as dateTri',
  'd.groupe',
  'd.date_soins as dateSoins',
  'p.num_pers as numPers',
  'p.prenom',
  'p.nom',
  'd.acte_code as acteCode',
  'd.acte_libelle as acteLibelle',
  'd.domaine',
  'd.professionnel',
  'd.nombre',
  'd.frais_reels as fraisReels',
  'd.base_remboursement as baseRemboursement',
  'd.taux_secu as tauxSecu',
  'd.montant_secu as montantSecu',
  'd.participation_forfaitaire as participationForfaitaire',
  'd.franchise',
  'd.montant_mutuelle as montantMutuelle',
  'd.reste_a_charge as resteACharge',
  'd.acte_non_couvert as acteNonCouvert',
  'd.forfait_epuise as forfaitEpuise',
  'd.statut',
  'd.motif_rejet as motifRejet',
  'd.origine',
  'd.destinataire',
  'd.demande_numero as demandeNumero',
  'd.paiement_id as paiementId',
  'pa.reference as paiementReference',
  'pa.date_paiement as datePaiement',
  'd.vu_at as vuAt',
] as const;

function lignesQuery(db: Db) {
  return db
    .selectFrom('decomptes as d')
    .innerJoin('personnes as p', 'p.id', 'd.personne_id')
    .leftJoin('paiements as pa', 'pa.id', 'd.paiement_id')
    .select(ligneColumns);
}

export type LigneRow = Awaited<ReturnType<ReturnType<typeof lignesQuery>['execute']>>[number];

/** The list's SQL, newest payment first and its lines together; keyset paged, never OFFSET. */
export function listLignesQuery(
  db: Db,
  portee: Portee,
  filtres: RemboursementFiltres,
  apres: Curseur | undefined,
  limite: number,
) {
  let query = scoped(lignesQuery(db), portee, filtres);
  if (apres)
    query = query.where(
      sql<boolean>`(d.date_tri, d.groupe, d.id) < (${apres.dateTri}::date, ${apres.groupe}::bigint, ${apres.id}::bigint)`,
    );
  return query.orderBy('d.date_tri', 'desc').orderBy('d.groupe', 'desc').orderBy('d.id', 'desc').limit(limite);
}

export function listLignes(
  db: Db,
  portee: Portee,
  filtres: RemboursementFiltres,
  apres: Curseur | undefined,
  limite: number,
): Promise<LigneRow[]> {
  return listLignesQuery(db, portee, filtres, apres, limite).execute();
}

const sum = (column: string) => sql<number>`coalesce(sum(${sql.ref(column)}), 0)::bigint`;

/** Totals of every line matching the filters. */
export async function totauxLignes(db: Db, portee: Portee, filtres: RemboursementFiltres) {
  const row = await scoped(db.selectFrom('decomptes as d'), portee, filtres)
    .select((eb: ExpressionBuilder<From, 'd'>) => [
      eb.fn.countAll<number>().as('nombre'),
      sum('d.frais_reels').as('fraisReels'),
      sum('d.montant_secu').as('montantSecu'),
      sql<number>`coalesce(sum(d.participation_forfaitaire + d.franchise), 0)::bigint`.as('participations'),
      sum('d.montant_mutuelle').as('montantMutuelle'),
      sql<number>`coalesce(sum(d.participation_forfaitaire + d.franchise + d.reste_a_charge), 0)::bigint`.as(
        'resteAVotreCharge',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    nombre: Number(row.nombre),
    fraisReels: Number(row.fraisReels),
    montantSecu: Number(row.montantSecu),
    participations: Number(row.participations),
    montantMutuelle: Number(row.montantMutuelle),
    resteAVotreCharge: Number(row.resteAVotreCharge),
  };
}

export async function findLigne(db: Db, portee: Portee, id: number): Promise<LigneRow | undefined> {
  return scoped(lignesQuery(db), portee, {}).where('d.id', '=', id).executeTakeFirst();
}

export async function findPaiement(db: Db, clientId: number, contratId: number, reference: string) {
  return db
    .selectFrom('paiements')
    .select(['id', 'reference', 'date_paiement as date', 'destinataire', 'professionnel', 'montant'])
    .where('client_id', '=', clientId)
    .where('contrat_id', '=', contratId)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

export async function lignesDuPaiement(db: Db, portee: Portee, paiementId: number): Promise<LigneRow[]> {
  return scoped(lignesQuery(db), portee, {})
    .where('d.paiement_id', '=', paiementId)
    .orderBy('d.date_soins', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}

export async function nombreLignesDuPaiement(db: Db, contratId: number, paiementId: number): Promise<number> {
  const row = await db
    .selectFrom('decomptes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('contrat_id', '=', contratId)
    .where('paiement_id', '=', paiementId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Months and domains of one year of care (by care date). */
export async function prestationsAnnee(db: Db, portee: Portee, annee: number) {
  const base = scoped(db.selectFrom('decomptes as d'), portee, { du: `${annee}-01-01`, au: `${annee}-12-31` });
  const sums = [
    sum('d.frais_reels').as('fraisReels'),
    sum('d.montant_secu').as('montantSecu'),
    sum('d.montant_mutuelle').as('montantMutuelle'),
    sql<number>`coalesce(sum(d.participation_forfaitaire + d.franchise + d.reste_a_charge), 0)::bigint`.as(
      'resteAVotreCharge',
    ),
  ];
  const [mois, domaines] = await Promise.all([
    base
      .select([sql<number>`extract(month from d.date_soins)::int`.as('mois'), ...sums])
      .groupBy(sql`extract(month from d.date_soins)`)
      .execute(),
    base
      .select(['d.domaine', (eb) => eb.fn.countAll<number>().as('nombre'), ...sums])
      .groupBy('d.domaine')
      .execute(),
  ]);
  return { mois, domaines };
}

/** Years with lines, newest first, and the count of lines not seen yet. */
export async function anneesEtNouveaux(db: Db, portee: Portee) {
  const base = scoped(db.selectFrom('decomptes as d'), portee, {});
  const [annees, nouveaux] = await Promise.all([
    base
      .select(sql<number>`extract(year from d.date_soins)::int`.as('annee'))
      .distinct()
      .orderBy('annee', 'desc')
      .execute(),
    base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('d.vu_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { annees: annees.map((a) => Number(a.annee)), nouveaux: Number(nouveaux.n) };
}

/** « Nouveau » no more: the given lines, or every line of the scope. */
export async function marquerVus(db: Db, portee: Portee, ids?: readonly number[]): Promise<number> {
  let query = db
    .updateTable('decomptes')
    .set({ vu_at: sql<Date>`now()` })
    .where('contrat_id', '=', portee.contratId)
    .where('vu_at', 'is', null);
  if (portee.personneId !== null) query = query.where('personne_id', '=', portee.personneId);
  if (ids) {
    if (ids.length === 0) return 0;
    query = query.where('id', 'in', ids);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findAlerte(db: Db, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('alertes_remboursements')
    .select('nouveau_paiement')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.nouveau_paiement ?? false;
}

export async function saveAlerte(db: Db, accountId: string, nouveauPaiement: boolean): Promise<void> {
  await db
    .insertInto('alertes_remboursements')
    .values({ account_id: accountId, nouveau_paiement: nouveauPaiement })
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet({ nouveau_paiement: nouveauPaiement, updated_at: sql`now()` }),
    )
    .execute();
}
