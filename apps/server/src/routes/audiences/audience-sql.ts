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
export const compteActif = (personne: RawBuilder<unknown> = sql.ref('p.id')): Predicate =>
  sql<boolean>`exists (select 1 from accounts a where a.personne_id = ${personne} and not a.disabled
    and (a.activated_at is not null or a.is_email_confirmed))`;

export const departementOf = sql<string | null>`portail_departement(p.adresse ->> 'codePostal')`;

/** The member holds or benefits from a contract matching `contract` (alias c). */
function aUnContrat(contract: Predicate): Predicate {
  return sql<boolean>`(exists (select 1 from contrats c where c.souscripteur_id = p.id and ${contract})
    or exists (select 1 from beneficiaires b join contrats c on c.id = b.contrat_id
      where b.personne_id = p.id and ${contract}))`;
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

function listCondition(condition: Extract<AudienceCondition, { valeurs: unknown }>): Predicate {
  switch (condition.champ) {
    case 'offre':
      return aUnContrat(among(sql.ref('c.nom_offre'), condition.valeurs));
    case 'etatContrat':
      return aUnContrat(among(sql.ref('c.etat'), condition.valeurs));
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
            ? sql<boolean>`exists (select 1 from contrats c where c.souscripteur_id = p.id)`
            : sql<boolean>`exists (select 1 from beneficiaires b where b.personne_id = p.id)`,
        ),
      );
    case 'departement':
      // A member without an address is in none of the departments.
      return sql<boolean>`coalesce(${among(departementOf, condition.valeurs)}, false)`;
  }
}

function conditionSql(condition: AudienceCondition): Predicate {
  switch (condition.champ) {
    case 'comptePortail':
      return condition.valeur ? compteActif() : sql<boolean>`not ${compteActif()}`;
    case 'teletransmission':
      return sql<boolean>`p.teletransmission = ${condition.valeur}`;
    case 'consentement': {
      // Given = the current answer accepts it and is younger than its lifetime (decision 018).
      const given = sql<boolean>`exists (select 1 from accounts a join consentement_reponses r on r.account_id = a.id
        where a.personne_id = p.id and r.nom = ${condition.nom} and r.superseded_at is null and r.is_accepted
          and r.answered_at > now() - make_interval(days => ${consentementLifetimeDays}::int))`;
      return condition.valeur ? given : sql<boolean>`not ${given}`;
    }
    default: {
      const predicate = listCondition(condition);
      return condition.operateur === 'horsDe' ? sql<boolean>`not ${predicate}` : predicate;
    }
  }
}

/** The rule as one predicate over `personnes p` (its client is checked by the caller's query). */
export function compileRegle(groupe: AudienceGroupe): Predicate {
  const parts = [...groupe.conditions.map(conditionSql), ...groupe.groupes.map(compileRegle)];
  if (parts.length === 0) return sql<boolean>`true`;
  return sql<boolean>`(${sql.join(parts, groupe.combinaison === 'et' ? sql` and ` : sql` or `)})`;
}
