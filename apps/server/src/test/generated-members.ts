import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { sealNir } from '../db/sensitive-fields.ts';

/*
 * Members generated in SQL for the audience tests and `npm run bench` (BENCH_ONLY=admin and
 * audiences): names as the member-search bench had them, plus what audiences select on — contracts
 * (offers, states), beneficiaries, departments (Corsica and overseas included), télétransmission,
 * portal accounts (some disabled or never activated) and newsletter consents. Deterministic: a
 * hand-written SQL count over them is the same on PGlite and PostgreSQL.
 */

/** French surnames and first names: the bench's 100,000 members are not all called « Bench ». */
const benchSurnames = [
  'Martin',
  'Bernard',
  'Thomas',
  'Petit',
  'Robert',
  'Richard',
  'Durand',
  'Dubois',
  'Moreau',
  'Laurent',
  'Simon',
  'Michel',
  'Lefèvre',
  'Leroy',
  'Roux',
  'David',
  'Bertrand',
  'Morel',
  'Fournier',
  'Girard',
  'Le Gall',
  'Le Goff',
  'Guérin',
  'Boyer',
  'Garnier',
  'Chevalier',
  'François',
  'Legrand',
  'Gauthier',
  'Garcia',
];
const benchFirstNames = [
  'Marie',
  'Jean',
  'Hélène',
  'Pierre',
  'Camille',
  'Louis',
  'Chloé',
  'Lucas',
  'Léa',
  'Hugo',
  'Manon',
  'Nathan',
  'Emma',
  'Jules',
  'Inès',
  'Gabriel',
  'Sarah',
  'Arthur',
  'Zoé',
  'Paul',
];

/**
 * The persons of the member-search bench (issue 14): names from the lists above, a NIR and an
 * e-mail each, postal codes over all of France (overseas one in 97, none one in 250), born 1940 to
 * 2024, télétransmission off one in three.
 */
export async function generatePersonnes(db: Db, clientId: number, count: number, prefix = 'S'): Promise<void> {
  await sql`insert into personnes (client_id, num_pers, code_civilite, nom, prenom, date_naissance, email, teletransmission, adresse)
    select ${clientId}, ${prefix} || lpad(g::text, 7, '0'), 'MME', (${sql.val(benchSurnames)}::text[])[1 + g % ${benchSurnames.length}],
      (${sql.val(benchFirstNames)}::text[])[1 + (g / 7) % ${benchFirstNames.length}], date '1940-01-01' + (g % 31000),
      'adherent' || g || '@example.org', g % 3 <> 0,
      case when g % 250 = 0 then null else jsonb_build_object('codePostal',
        case when g % 97 = 0 then '97' || (100 + g % 400)::text else lpad((1000 + g % 95000)::text, 5, '0') end,
        'localite', 'Commune') end
    from generate_series(1, ${count}::int) g`.execute(db);
  // The NIR, `2` and the rank on 12 digits, encrypted with its blind index (decision 048).
  for (let from = 1; from <= count; from += 2000) {
    const ranks = Array.from({ length: Math.min(2000, count - from + 1) }, (_, i) => from + i);
    const sealed = ranks.map((g) => sealNir(clientId, `2${String(g % 1_000_000_000_000).padStart(12, '0')}`));
    await sql`update personnes p set nir_chiffre = v.nir, nir_index = v.idx
      from (select unnest(${ranks.map((g) => `${prefix}${String(g).padStart(7, '0')}`)}::text[]) as num_pers,
        unnest(${sealed.map((n) => n.nir_chiffre)}::text[]) as nir, unnest(${sealed.map((n) => n.nir_index)}::text[]) as idx) v
      where p.client_id = ${clientId} and p.num_pers = v.num_pers`.execute(db);
  }
}

/** The offers generated contracts carry (Mutuelle Démo's names). */
const generatedOffres = ['Santé Essentielle', 'Santé Confort', 'Prévoyance Famille', 'Santé Senior'];

/**
 * Writes `count` members into the client `clientCode`, their numbers prefixed with `prefix`:
 * one in three is the beneficiary (spouse or child) of the member before him; the others hold a
 * contract, one in seven a second one; three in four have an account.
 */
export async function generateMembers(db: Db, clientCode: string, count: number, prefix = 'G'): Promise<void> {
  const client = await db.selectFrom('clients').select('id').where('code', '=', clientCode).executeTakeFirstOrThrow();
  // g: the generated member's rank, read back from his number.
  const g = sql<number>`substr(p.num_pers, ${prefix.length + 1})::int`;
  const generated = sql<boolean>`p.client_id = ${client.id} and p.num_pers like ${`${prefix}%`}`;
  await generatePersonnes(db, client.id, count, prefix);
  // Holders: every member but one in three.
  await sql`insert into contrats (client_id, numero_contrat_individuel, souscripteur_id, nom_offre, etat, is_precontentieux, fonctionnalites)
    select p.client_id, ${prefix} || 'C' || lpad(${g}::text, 8, '0'), p.id,
      (${sql.val(generatedOffres)}::text[])[1 + ${g} % ${generatedOffres.length}],
      case when ${g} % 10 = 7 then 'resilie' when ${g} % 10 = 8 then 'suspendu'
        when ${g} % 20 = 9 then 'eninstance' else 'valide' end, false, '{}'
    from personnes p where ${generated} and ${g} % 3 <> 0`.execute(db);
  await sql`insert into contrats (client_id, numero_contrat_individuel, souscripteur_id, nom_offre, etat, is_precontentieux, fonctionnalites)
    select p.client_id, ${prefix} || 'D' || lpad(${g}::text, 8, '0'), p.id, 'Prévoyance Famille', 'valide', false, '{}'
    from personnes p where ${generated} and ${g} % 3 <> 0 and ${g} % 7 = 0`.execute(db);
  await sql`insert into beneficiaires (contrat_id, personne_id, lien)
    select c.id, p.id, case when ${g} % 2 = 0 then 'conjoint' else 'enfant' end
    from personnes p join contrats c on c.client_id = p.client_id
      and c.numero_contrat_individuel = ${prefix} || 'C' || lpad((${g} - 1)::text, 8, '0')
    where ${generated} and ${g} % 3 = 0`.execute(db);
  await sql`insert into accounts (client_id, personne_id, user_name, email, nom, prenom, roles, is_email_confirmed, disabled, activated_at)
    select p.client_id, p.id, lower(p.num_pers) || '@example.org', lower(p.num_pers) || '@example.org', p.nom, p.prenom,
      case when ${g} % 3 = 0 then array['Beneficiaire'] else array['User'] end,
      ${g} % 20 <> 3, ${g} % 40 = 1,
      case when ${g} % 20 = 3 then null else now() end
    from personnes p where ${generated} and ${g} % 4 <> 0`.execute(db);
  // Newsletter: accepted by one account in five, refused by one in five, accepted too long ago by one in eleven.
  await sql`insert into consentement_reponses (client_id, account_id, nom, version, libelle, is_accepted, channel, answered_at)
    select a.client_id, a.id, 'newsletter', 'v1', 'J’accepte de recevoir les actualités de ma mutuelle par e-mail',
      ${g} % 5 = 0 or ${g} % 11 = 0, 'portail',
      case when ${g} % 11 = 0 and ${g} % 5 <> 0 then now() - interval '400 days' else now() - interval '3 days' end
    from accounts a join personnes p on p.id = a.personne_id
    where ${generated} and (${g} % 5 in (0, 1) or ${g} % 11 = 0)`.execute(db);
}
