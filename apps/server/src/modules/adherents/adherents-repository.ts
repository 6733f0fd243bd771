import { sql } from 'kysely';
import type { AdherentSearch, CompteEtat } from '@portail/shared/admin/adherents';
import type { Db } from '../../db/database.ts';
import { nirIndex } from '../../db/sensitive-fields.ts';
import { gridPage } from '../../lib/grid-page.ts';

const sortExpressions = {
  nom: [sql`lower(p.nom)`, sql`lower(p.prenom)`],
  numPers: [sql`p.num_pers`],
  codePostal: [sql`p.adresse ->> 'codePostal'`, sql`lower(p.nom)`],
} as const;

/** One page of the member search, in one client (issue 14). */
export async function searchAdherents(db: Db, clientId: number, search: AdherentSearch) {
  let query = db
    .selectFrom('personnes as p')
    .innerJoin('clients as cl', 'cl.id', 'p.client_id')
    .leftJoin('accounts as a', 'a.personne_id', 'p.id')
    .where('p.client_id', '=', clientId);
  // Each word typed starts a word of the last or first name, accents, case, hyphens and apostrophes
  // aside: « le gall », « dupont » for Martin-Dupont, « helene » for Hélène (the GIN index of
  // personnes.nom_recherche, migration 011). The word is quoted as one lexeme, so no tsquery syntax passes.
  for (const word of search.nom?.split(/[\s'’-]+/).filter(Boolean) ?? []) {
    query = query.where(
      sql<boolean>`p.nom_recherche @@ to_tsquery('simple', quote_literal(portail_fold(lower(${word}))) || ':*')`,
    );
  }
  if (search.numPers) query = query.where('p.num_pers', '=', search.numPers);
  // The exact NIR through its blind index (decision 048).
  if (search.nir) query = query.where('p.nir_index', '=', nirIndex(clientId, search.nir));
  if (search.codePostal) query = query.where(sql`p.adresse ->> 'codePostal'`, '=', search.codePostal);
  if (search.email) {
    const email = search.email.toLowerCase();
    query = query.where((eb) => eb.or([eb(sql`lower(p.email)`, '=', email), eb(sql`lower(a.email)`, '=', email)]));
  }
  if (search.contrat) {
    const numero = search.contrat;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('contrats as c')
          .select(sql`1`.as('one'))
          .where('c.client_id', '=', clientId)
          .where('c.numero_contrat_individuel', '=', numero)
          .where((eb) =>
            eb.or([
              eb('c.souscripteur_id', '=', eb.ref('p.id')),
              eb.exists(
                eb
                  .selectFrom('beneficiaires as b')
                  .select(sql`1`.as('one'))
                  .whereRef('b.contrat_id', '=', 'c.id')
                  .whereRef('b.personne_id', '=', 'p.id'),
              ),
            ]),
          ),
      ),
    );
  }
  const filtered = query;
  const direction = search.order === 'desc' ? sql`desc` : sql`asc`;
  const orderBy = sql.join(
    [...sortExpressions[search.sort], sql`p.id`].map((expression) => sql`${expression} ${direction}`),
  );
  return gridPage(filtered, search, (query) =>
    query
      .select([
        'p.id',
        'cl.code as client',
        'p.num_pers as numPers',
        'p.nom',
        'p.prenom',
        'p.date_naissance as dateNaissance',
        'p.email',
        sql<string | null>`p.adresse ->> 'codePostal'`.as('codePostal'),
        sql<string | null>`p.adresse ->> 'localite'`.as('ville'),
        sql<string[]>`array(select c.numero_contrat_individuel from contrats c where c.souscripteur_id = p.id
        or exists (select 1 from beneficiaires b where b.contrat_id = c.id and b.personne_id = p.id)
        order by c.numero_contrat_individuel)`.as('contrats'),
        sql<CompteEtat>`case when a.id is null then 'aucun' when a.disabled then 'desactive'
        when a.activated_at is null and not a.is_email_confirmed then 'a_activer' else 'actif' end`.as('compte'),
      ])
      .orderBy(sql`${orderBy}`),
  );
}
