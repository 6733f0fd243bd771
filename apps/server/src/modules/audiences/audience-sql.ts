import { type RawBuilder, sql } from 'kysely';
import { tranchesAge, type AudienceCondition, type AudienceGroupe } from '@portail/shared/admin/audiences';
import { consentementLifetimeDays } from '@portail/shared/consentements';

/*
 * An audience rule compiled to one SQL predicate over `personnes p` (decision 033). Every value
 * typed by staff travels as a bound parameter; only the shape (fields, AND/OR) is SQL, and it comes
 * from the closed list of the shared schema, never from the input's text.
 */

type Predicate = RawBuilder<boolean>;

/** A member with a portal account he can sign in to: the one a notification reaches. */
export const accountIsActive = sql<boolean>`not a.disabled and (a.activated_at is not null or a.is_email_confirmed)`;

export const departementOf = sql<string | null>`portail_departement(p.adresse ->> 'codePostal')`;

/**
 * Sets of persons are written `coalesce(x in (select …), false)`: PostgreSQL then builds each set
 * once as a hash probed by every member (a "hashed SubPlan"), whatever the AND/OR around it; left
 * bare under AND it would be turned into a join whose plan follows its row estimates (a nested loop
 * over 77,000 index probes for a union of two sets, 0.8 s at 100,000 members).
 */
function inSet(column: RawBuilder<unknown>, set: RawBuilder<unknown>): Predicate {
  return sql<boolean>`coalesce(${column} in (${set}), false)`;
}

export const compteActif: Predicate = inSet(
  sql.ref('p.id'),
  sql`select a.personne_id from accounts a where a.personne_id is not null and ${accountIsActive}`,
);

/** The member holds or benefits from a contract of the client matching `contract` (alias c). */
function aUnContrat(clientId: number, contract: Predicate): Predicate {
  return inSet(
    sql.ref('p.id'),
    sql`select c.souscripteur_id from contrats c where c.client_id = ${clientId} and ${contract}
      union all select b.personne_id from beneficiaires b join contrats c on c.id = b.contrat_id
      where c.client_id = ${clientId} and ${contract}`,
  );
}

function among(expression: RawBuilder<unknown>, values: readonly (string | number)[]): Predicate {
  return sql<boolean>`${expression} in (${sql.join(values.map((v) => sql`${v}`))})`;
}

function anyOf(predicates: Predicate[]): Predicate {
  return sql<boolean>`(${sql.join(predicates, sql` or `)})`;
}

/** Born on a day that makes the member min to max years old today. */
function ageBetween(min: number, max: number): Predicate {
  return sql<boolean>`(p.date_naissance <= current_date - make_interval(years => ${min}::int)
    and p.date_naissance > current_date - make_interval(years => ${max + 1}::int))`;
}

function listCondition(clientId: number, condition: Extract<AudienceCondition, { valeurs: unknown }>): Predicate {
  switch (condition.champ) {
    case 'offre':
      return aUnContrat(clientId, among(sql.ref('c.nom_offre'), condition.valeurs));
    case 'etatContrat':
      return aUnContrat(clientId, among(sql.ref('c.etat'), condition.valeurs));
    case 'trancheAge':
      return anyOf(
        condition.valeurs.map((code) => {
          const tranche = tranchesAge.find((t) => t.code === code)!;
          return ageBetween(tranche.min, tranche.max);
        }),
      );
    case 'role':
      return anyOf(
        condition.valeurs.map((role) =>
          role === 'souscripteur'
            ? inSet(sql.ref('p.id'), sql`select c.souscripteur_id from contrats c where c.client_id = ${clientId}`)
            : inSet(
                sql.ref('p.id'),
                sql`select b.personne_id from beneficiaires b join contrats c on c.id = b.contrat_id where c.client_id = ${clientId}`,
              ),
        ),
      );
    case 'departement':
      // A member without an address is in none of the departments.
      return sql<boolean>`coalesce(${among(departementOf, condition.valeurs)}, false)`;
  }
}

function conditionSql(clientId: number, condition: AudienceCondition): Predicate {
  switch (condition.champ) {
    case 'comptePortail':
      return condition.valeur ? compteActif : sql<boolean>`not ${compteActif}`;
    case 'teletransmission':
      return sql<boolean>`p.teletransmission = ${condition.valeur}`;
    case 'consentement': {
      // Given = the current answer accepts it and is younger than its lifetime (decision 018).
      const given = inSet(
        sql.ref('p.id'),
        sql`select a.personne_id from consentement_reponses r join accounts a on a.id = r.account_id
          where r.client_id = ${clientId} and r.nom = ${condition.nom} and a.personne_id is not null
          and r.superseded_at is null and r.is_accepted and r.answered_at > now() - make_interval(days => ${consentementLifetimeDays}::int)`,
      );
      return condition.valeur ? given : sql<boolean>`not ${given}`;
    }
    default: {
      const predicate = listCondition(clientId, condition);
      return condition.operateur === 'horsDe' ? sql<boolean>`not ${predicate}` : predicate;
    }
  }
}

/** The rule as one predicate over `personnes p` (the caller's query keeps the client's members). */
export function compileRegle(groupe: AudienceGroupe, clientId: number): Predicate {
  const parts = [
    ...groupe.conditions.map((c) => conditionSql(clientId, c)),
    ...groupe.groupes.map((g) => compileRegle(g, clientId)),
  ];
  if (parts.length === 0) return sql<boolean>`true`;
  return sql<boolean>`(${sql.join(parts, groupe.combinaison === 'et' ? sql` and ` : sql` or `)})`;
}
