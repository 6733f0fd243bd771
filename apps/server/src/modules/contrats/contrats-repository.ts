import { type ExpressionBuilder, sql } from 'kysely';
import { maskIban } from '@portail/shared/bank-masking';
import type { Contrat } from '@portail/shared/contrats';
import type { EtatContrat } from '@portail/shared/contrat-rules';
import type { Db } from '../../db/database.ts';
import { openText, sensitiveColumns } from '../../db/sensitive-fields.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';

/** The one rule of who reaches a contract: its holder, or one of its beneficiaries. */
export function contratOfPersonne(personneId: number) {
  return (eb: ExpressionBuilder<Database & { c: Database['contrats'] }, 'c'>) =>
    eb.or([
      eb('c.souscripteur_id', '=', personneId),
      eb('c.id', 'in', eb.selectFrom('beneficiaires').select('contrat_id').where('personne_id', '=', personneId)),
    ]);
}

/** Contracts the person holds or is a beneficiary of, in this client. */
export async function findContratsOfPersonne(db: Db, clientId: number, personneId: number): Promise<Contrat[]> {
  const rows = await contratsOfPersonne(db, clientId, personneId);
  return rows.map((row) => {
    const rib = openText(sensitiveColumns.rib, row.rib_chiffre);
    return {
      numeroContratIndividuel: row.numero_contrat_individuel,
      nomOffre: row.nom_offre,
      categorie: row.categorie,
      isSouscripteur: row.is_souscripteur === true,
      etat: row.etat as EtatContrat,
      isActif: row.etat === 'valide',
      IsPrecontentieux: row.is_precontentieux,
      modalitePaiementPrestation: {
        // Member-facing: country, key and last 4 characters only; the full IBAN stays here.
        rib: rib ? maskIban(rib) : null,
        codeModePaiement: row.code_mode_paiement,
        isMissing: !rib,
      },
    };
  });
}

/** The query itself, also compiled by the bench's same-SQL baseline (scripts/bench-same-sql-server.ts). */
export function contratsOfPersonneQuery(db: Db, clientId: number, personneId: number) {
  return (
    db
      .selectFrom('contrats as c')
      .select((eb) => [
        'c.numero_contrat_individuel',
        'c.nom_offre',
        'c.categorie',
        eb('c.souscripteur_id', '=', personneId).as('is_souscripteur'),
        'c.etat',
        'c.is_precontentieux',
        'c.rib_chiffre',
        'c.code_mode_paiement',
      ])
      .where('c.client_id', '=', clientId)
      .where(contratOfPersonne(personneId))
      // Active contracts first: with no stored choice, the §4 rule lands on the first one.
      .orderBy(sql`case c.etat when 'valide' then 0 when 'eninstance' then 1 when 'suspendu' then 2 else 3 end`)
      .orderBy('c.numero_contrat_individuel')
  );
}

const contratsOfPersonne = preparedQuery(contratsOfPersonneQuery);

/** Checked on every member call carrying X-NumContrat: compiled once. */
const contratOfPersonneByNumero = preparedQuery((db: Db, clientId: number, personneId: number, numero: string) =>
  db
    .selectFrom('contrats as c')
    .select('c.id')
    .where('c.client_id', '=', clientId)
    .where('c.numero_contrat_individuel', '=', numero)
    .where(contratOfPersonne(personneId)),
);

/** Whether the contract number belongs to the person (holder or beneficiary) in this client. */
export async function isContratOfPersonne(
  db: Db,
  clientId: number,
  personneId: number,
  numero: string,
): Promise<boolean> {
  return (await contratOfPersonneByNumero(db, clientId, personneId, numero)).length > 0;
}

export async function contratExists(db: Db, clientId: number, numero: string): Promise<boolean> {
  const row = await db
    .selectFrom('contrats')
    .select('id')
    .where('client_id', '=', clientId)
    .where('numero_contrat_individuel', '=', numero)
    .executeTakeFirst();
  return row !== undefined;
}
