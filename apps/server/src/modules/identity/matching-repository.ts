import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nirIndex, openBanque, openText, sensitiveColumns } from '../../db/sensitive-fields.ts';

/**
 * Persons of the client born that day, narrowed by NIR and/or contract number (held or
 * benefited from); names, postal code and IBAN are compared in identity-matching.ts.
 */
export async function findRegistrationCandidates(
  db: Db,
  clientId: number,
  criteria: { dateNaissance: string; nir?: string | undefined; numeroContrat?: string | undefined },
) {
  let query = db
    .selectFrom('personnes as p')
    .select([
      'p.id',
      'p.nom',
      'p.prenom',
      'p.nom_patronymique',
      sql<string | null>`p.adresse->>'codePostal'`.as('code_postal'),
      'p.banque_chiffre',
      sql<
        (string | null)[]
      >`coalesce((select array_agg(c.rib_chiffre) from contrats c where c.souscripteur_id = p.id and c.rib_chiffre is not null), '{}')`.as(
        'ribs_chiffres',
      ),
    ])
    .where('p.client_id', '=', clientId)
    .where('p.date_naissance', '=', criteria.dateNaissance);
  // The NIR through its blind index (decision 048).
  if (criteria.nir) query = query.where('p.nir_index', '=', nirIndex(clientId, criteria.nir));
  if (criteria.numeroContrat) {
    const numero = criteria.numeroContrat;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('contrats as c')
          .leftJoin('beneficiaires as b', 'b.contrat_id', 'c.id')
          .select('c.id')
          .where('c.client_id', '=', clientId)
          .where(sql<string>`upper(c.numero_contrat_individuel)`, '=', numero.toUpperCase())
          .where((w) => w.or([w('c.souscripteur_id', '=', w.ref('p.id')), w('b.personne_id', '=', w.ref('p.id'))])),
      ),
    );
  }
  const rows = await query.limit(20).execute();
  // The IBANs opened for the comparison in identity-matching.ts: the person's (its long form), his contracts'.
  return rows.map(({ banque_chiffre, ribs_chiffres, ...row }) => {
    const banque = openBanque(banque_chiffre);
    const long = [banque?.codeInternationalPaysIso2, banque?.cleIban, banque?.identifiantNationalCompte];
    return {
      ...row,
      iban: long.every((part) => typeof part === 'string') ? long.join('') : null,
      ribs: ribs_chiffres.filter((r): r is string => r !== null).map((r) => openText(sensitiveColumns.rib, r)),
    };
  });
}
export type RegistrationCandidate = Awaited<ReturnType<typeof findRegistrationCandidates>>[number];

export async function findPersonneByNumPers(db: Db, clientId: number, numPers: string) {
  return db
    .selectFrom('personnes')
    .select(['id', 'nom', 'prenom'])
    .where('client_id', '=', clientId)
    .where('num_pers', '=', numPers)
    .executeTakeFirst();
}

/** §6 roles of a member: User when holding a contract, Beneficiaire when covered by one, adh_benef both. */
export async function memberRolesOf(db: Db, personneId: number): Promise<string[]> {
  const row = await db
    .selectFrom('personnes as p')
    .select([
      sql<boolean>`exists(select 1 from contrats c where c.souscripteur_id = p.id)`.as('holds'),
      sql<boolean>`exists(select 1 from beneficiaires b where b.personne_id = p.id)`.as('covered'),
    ])
    .where('p.id', '=', personneId)
    .executeTakeFirstOrThrow();
  if (row.holds && row.covered) return ['adh_benef'];
  return row.covered ? ['Beneficiaire'] : ['User'];
}
