import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { formatEuros } from '@portail/shared/format';

/*
 * The SQL of the streaming reimbursement import (decision 025): valid lines go to two temporary
 * tables of the import's transaction, the checks that need the whole file or the database run
 * there, then one statement per table merges them into paiements and decomptes.
 */

export interface StagedDecompte {
  ligne: number;
  cle: string;
  numero_contrat: string;
  num_pers: string;
  date_soins: string;
  acte_code: string;
  acte_libelle: string;
  domaine: string;
  professionnel: string;
  nombre: number;
  frais_reels: number;
  base_remboursement: number;
  taux_secu: number;
  montant_secu: number;
  participation_forfaitaire: number;
  franchise: number;
  montant_mutuelle: number;
  reste_a_charge: number;
  acte_non_couvert: boolean;
  forfait_epuise: number;
  origine: string;
  destinataire: string;
  statut: string;
  motif_rejet: string | null;
  paiement: string | null;
  numero_demande: string | null;
}

export interface StagedPaiement {
  ligne: number;
  reference: string;
  numero_contrat: string;
  date_paiement: string;
  destinataire: string;
  professionnel: string | null;
  montant: number;
}

const decompteColumns = `ligne integer, cle text, numero_contrat text, num_pers text, date_soins date,
  acte_code text, acte_libelle text, domaine text, professionnel text, nombre integer, frais_reels integer,
  base_remboursement integer, taux_secu integer, montant_secu integer, participation_forfaitaire integer,
  franchise integer, montant_mutuelle integer, reste_a_charge integer, acte_non_couvert boolean,
  forfait_epuise integer, origine text, destinataire text, statut text, motif_rejet text, paiement text,
  numero_demande text`;
const paiementColumns = `ligne integer, reference text, numero_contrat text, date_paiement date,
  destinataire text, professionnel text, montant integer`;

/** Temporary tables, dropped with the transaction whatever its outcome. */
export async function createStaging(trx: Db): Promise<void> {
  await sql.raw(`create temporary table import_decomptes (${decompteColumns}) on commit drop`).execute(trx);
  await sql.raw(`create temporary table import_paiements (${paiementColumns}) on commit drop`).execute(trx);
  await sql
    .raw('create temporary table import_nouveaux_paiements (id bigint, contrat_id integer) on commit drop')
    .execute(trx);
}

/** One statement per batch: the rows travel as one JSON text, unpacked by the database. */
export async function insertStaging(trx: Db, decomptes: StagedDecompte[], paiements: StagedPaiement[]): Promise<void> {
  if (decomptes.length > 0)
    await sql`insert into import_decomptes select * from json_to_recordset(${JSON.stringify(decomptes)}::json) as x(${sql.raw(decompteColumns)})`.execute(
      trx,
    );
  if (paiements.length > 0)
    await sql`insert into import_paiements select * from json_to_recordset(${JSON.stringify(paiements)}::json) as x(${sql.raw(paiementColumns)})`.execute(
      trx,
    );
}

export interface StagingProblem {
  ligne: number;
  champ: string;
  message: string;
}

/**
 * Every check that needs the whole file or the database, one query each, at most `limit` rows
 * each (the report is capped anyway). Returns the problems in no particular order.
 */
export async function stagingProblems(trx: Db, clientId: number, limit: number): Promise<StagingProblem[]> {
  // Temporary tables get no statistics by themselves: without them the planner picks nested loops.
  await sql`create index on import_paiements (reference)`.execute(trx);
  await sql`analyze import_decomptes`.execute(trx);
  await sql`analyze import_paiements`.execute(trx);
  const queries = [
    // A key twice in the file: every occurrence after the first.
    `with doubles as (select cle, min(ligne) as premiere from import_decomptes group by cle having count(*) > 1)
     select d.ligne, 'cle' as champ, 'ligne en double : la clé ' || d.cle || ' figure déjà ligne ' || x.premiere as message
       from import_decomptes d join doubles x on x.cle = d.cle
      where d.ligne > x.premiere`,
    `select ligne, 'reference' as champ, 'paiement en double : la référence ' || reference || ' figure déjà ligne ' || premiere as message
       from (select ligne, reference, min(ligne) over (partition by reference) as premiere from import_paiements) p
      where ligne > premiere`,
    `select d.ligne, 'numeroContratIndividuel' as champ, 'contrat ' || d.numero_contrat || ' inconnu pour ce client' as message
       from import_decomptes d
      where not exists (select 1 from contrats c where c.client_id = $1 and c.numero_contrat_individuel = d.numero_contrat)`,
    `select p.ligne, 'numeroContratIndividuel' as champ, 'contrat ' || p.numero_contrat || ' inconnu pour ce client' as message
       from import_paiements p
      where not exists (select 1 from contrats c where c.client_id = $1 and c.numero_contrat_individuel = p.numero_contrat)`,
    `select d.ligne, 'numPers' as champ,
            case when pe.id is null then 'personne ' || d.num_pers || ' inconnue pour ce client'
                 else d.num_pers || ' n’est ni le souscripteur ni un bénéficiaire du contrat ' || d.numero_contrat end as message
       from import_decomptes d
       join contrats c on c.client_id = $1 and c.numero_contrat_individuel = d.numero_contrat
       left join personnes pe on pe.client_id = $1 and pe.num_pers = d.num_pers
      where pe.id is null
         or (c.souscripteur_id <> pe.id
             and not exists (select 1 from beneficiaires b where b.contrat_id = c.id and b.personne_id = pe.id))`,
    // The payment a paid line names: declared in the file or already imported, same contract and payee.
    `select d.ligne, 'paiement' as champ,
            case when coalesce(fp.reference, dp.reference) is null
                   then 'paiement ' || d.paiement || ' absent du fichier et inconnu'
                 when coalesce(fp.numero_contrat, dc.numero_contrat_individuel) <> d.numero_contrat
                   then 'le paiement ' || d.paiement || ' concerne le contrat ' || coalesce(fp.numero_contrat, dc.numero_contrat_individuel)
                 else 'le paiement ' || d.paiement || ' est destiné '
                      || case coalesce(fp.destinataire, dp.destinataire) when 'adherent' then 'à l’adhérent' else 'au professionnel' end
                      || ', la ligne à ' || case d.destinataire when 'adherent' then 'l’adhérent' else 'un professionnel' end end as message
       from import_decomptes d
       left join import_paiements fp on fp.reference = d.paiement
       left join paiements dp on fp.reference is null and dp.client_id = $1 and dp.reference = d.paiement
       left join contrats dc on dc.id = dp.contrat_id
      where d.paiement is not null
        and exists (select 1 from contrats c where c.client_id = $1 and c.numero_contrat_individuel = d.numero_contrat)
        and (coalesce(fp.reference, dp.reference) is null
             or coalesce(fp.numero_contrat, dc.numero_contrat_individuel) <> d.numero_contrat
             or coalesce(fp.destinataire, dp.destinataire) <> d.destinataire)`,
    `select p.ligne, 'reference' as champ,
            'le paiement ' || p.reference || ' est déjà enregistré pour le contrat ' || c.numero_contrat_individuel as message
       from import_paiements p
       join paiements dp on dp.client_id = $1 and dp.reference = p.reference
       join contrats c on c.id = dp.contrat_id
      where c.numero_contrat_individuel <> p.numero_contrat`,
    // A payment's amount is the sum of the lines it pays, those of the file and those already imported.
    `with lignes as (
       select d.paiement as reference, d.montant_mutuelle from import_decomptes d where d.paiement is not null
       union all
       select dp.reference, x.montant_mutuelle
         from decomptes x join paiements dp on dp.id = x.paiement_id
        where x.client_id = $1
          and dp.reference in (select reference from import_paiements)
          and not exists (select 1 from import_decomptes d where d.cle = x.cle)
     ), sommes as (select reference, sum(montant_mutuelle)::bigint as total from lignes group by reference)
     select p.ligne, 'montant' as champ,
            p.montant || '|' || coalesce(s.total, 0) as message
       from import_paiements p left join sommes s on s.reference = p.reference
      where p.montant <> coalesce(s.total, 0)`,
  ];
  const problems: StagingProblem[] = [];
  for (const query of queries) {
    const { rows } =
      await sql<StagingProblem>`${sql.raw(query.replaceAll('$1', String(clientId)))} limit ${limit}`.execute(trx);
    problems.push(...rows);
  }
  // The amounts check says its figures in euros.
  return problems.map((p) => {
    if (p.champ !== 'montant') return p;
    const [annonce, total] = p.message.split('|').map(Number) as [number, number];
    return {
      ...p,
      message: `${formatEuros(annonce)} annoncés, les lignes de ce paiement totalisent ${formatEuros(total)}`,
    };
  });
}

export interface MergeCounts {
  paiements: { created: number; updated: number };
  decomptes: { created: number; updated: number };
}

/** Writes the staged file: payments first (lines point to them), unchanged rows left untouched. */
export async function mergeStaging(trx: Db, clientId: number): Promise<MergeCounts> {
  const paiements = await sql<{ created: number; updated: number }>`
    with ecrits as (
      insert into paiements (client_id, contrat_id, reference, date_paiement, destinataire, professionnel, montant)
      select ${clientId}, c.id, p.reference, p.date_paiement, p.destinataire, p.professionnel, p.montant
        from import_paiements p
        join contrats c on c.client_id = ${clientId} and c.numero_contrat_individuel = p.numero_contrat
      on conflict (client_id, reference) do update set
        date_paiement = excluded.date_paiement, destinataire = excluded.destinataire,
        professionnel = excluded.professionnel, montant = excluded.montant, updated_at = now()
      where (paiements.date_paiement, paiements.destinataire, paiements.professionnel, paiements.montant)
        is distinct from (excluded.date_paiement, excluded.destinataire, excluded.professionnel, excluded.montant)
      returning id, contrat_id, (xmax = 0) as cree
    ), nouveaux as (
      insert into import_nouveaux_paiements select id, contrat_id from ecrits where cree
    )
    select (count(*) filter (where cree))::int as created, (count(*) filter (where not cree))::int as updated from ecrits`.execute(
    trx,
  );
  const compared = [
    'contrat_id',
    'personne_id',
    'paiement_id',
    'date_tri',
    'groupe',
    'date_soins',
    'acte_code',
    'acte_libelle',
    'domaine',
    'professionnel',
    'nombre',
    'frais_reels',
    'base_remboursement',
    'taux_secu',
    'montant_secu',
    'participation_forfaitaire',
    'franchise',
    'montant_mutuelle',
    'reste_a_charge',
    'acte_non_couvert',
    'forfait_epuise',
    'destinataire',
    'origine',
    'statut',
    'motif_rejet',
    'demande_numero',
  ];
  const list = (prefix: string) => sql.raw(compared.map((c) => `${prefix}.${c}`).join(', '));
  const decomptes = await sql<{ created: number; updated: number }>`
    with ecrits as (
      insert into decomptes (client_id, cle, ${sql.raw(compared.join(', '))})
      select ${clientId}, d.cle, c.id, pe.id, pa.id, coalesce(pa.date_paiement, d.date_soins), coalesce(pa.id, 0),
             d.date_soins, d.acte_code, d.acte_libelle, d.domaine, d.professionnel, d.nombre, d.frais_reels,
             d.base_remboursement, d.taux_secu, d.montant_secu, d.participation_forfaitaire, d.franchise,
             d.montant_mutuelle, d.reste_a_charge, d.acte_non_couvert, d.forfait_epuise, d.destinataire,
             d.origine, d.statut, d.motif_rejet, d.numero_demande
        from import_decomptes d
        join contrats c on c.client_id = ${clientId} and c.numero_contrat_individuel = d.numero_contrat
        join personnes pe on pe.client_id = ${clientId} and pe.num_pers = d.num_pers
        left join paiements pa on pa.client_id = ${clientId} and pa.reference = d.paiement
      on conflict (client_id, cle) do update set
        ${sql.raw(compared.map((c) => `${c} = excluded.${c}`).join(', '))},
        vu_at = null, updated_at = now()
      where (${list('decomptes')}) is distinct from (${list('excluded')})
      returning (xmax = 0) as cree
    )
    select (count(*) filter (where cree))::int as created, (count(*) filter (where not cree))::int as updated from ecrits`.execute(
    trx,
  );
  return { paiements: paiements.rows[0]!, decomptes: decomptes.rows[0]! };
}

export async function stagedCounts(trx: Db): Promise<{ decomptes: number; paiements: number }> {
  const { rows } = await sql<{ decomptes: number; paiements: number }>`
    select (select count(*) from import_decomptes)::int as decomptes, (select count(*) from import_paiements)::int as paiements`.execute(
    trx,
  );
  return rows[0]!;
}

export interface AlerteDestinataire {
  email: string;
  prenom: string | null;
  numeroContrat: string;
  paiements: number;
}

/**
 * Who gets the new-payment e-mail: accounts that opted in, holder of the contract or person of a
 * line of the new payment; one message per account and contract.
 */
export async function alerteDestinataires(trx: Db, clientId: number): Promise<AlerteDestinataire[]> {
  const { rows } = await sql<AlerteDestinataire>`
    with concernes as (
      select n.id as paiement_id, c.numero_contrat_individuel as numero, c.souscripteur_id as personne_id
        from import_nouveaux_paiements n join contrats c on c.id = n.contrat_id
      union
      select n.id, c.numero_contrat_individuel, d.personne_id
        from import_nouveaux_paiements n
        join decomptes d on d.paiement_id = n.id
        join contrats c on c.id = n.contrat_id
    )
    select a.email, a.prenom, x.numero as "numeroContrat", count(distinct x.paiement_id)::int as paiements
      from concernes x
      join accounts a on a.client_id = ${clientId} and a.personne_id = x.personne_id and not a.disabled
      join alertes_remboursements al on al.account_id = a.id and al.nouveau_paiement
     group by a.email, a.prenom, x.numero`.execute(trx);
  return rows;
}
