import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/*
 * Members generated in SQL for the audience tests and `npm run bench` (BENCH_ONLY=admin and
 * audiences): names as the member-search bench had them, plus what audiences select on — contracts
 * (offers, states), beneficiaries, departments (Corsica and overseas included), télétransmission,
 * portal accounts (some disabled or never activated) and newsletter consents. Deterministic: a
 * hand-written SQL count over them is the same on PGlite and PostgreSQL.
 */

export const benchSurnames = [
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
  'Lefebvre',
  'Leroy',
  'Roux',
  'David',
  'Bertrand',
  'Morel',
  'Fournier',
  'Girard',
  'Bonnet',
  'Dupont',
  'Lambert',
  'Fontaine',
  'Rousseau',
  'Vincent',
  'Muller',
  'Lefèvre',
  'Faure',
  'André',
  'Mercier',
  'Blanc',
  'Guérin',
  'Boyer',
  'Garnier',
  'Chevalier',
  'François',
  'Legrand',
  'Gauthier',
  'Garcia',
  'Le Gall',
  'Martin-Dupont',
  'N’Diaye',
  'Le Goff',
  'Kerjean',
];
export const benchFirstNames = [
  'Marie',
  'Jean',
  'Pierre',
  'Michel',
  'André',
  'Philippe',
  'Nathalie',
  'Isabelle',
  'Sylvie',
  'Catherine',
  'Hélène',
  'Élodie',
  'Loïc',
  'Anaïs',
  'François',
  'Gaëlle',
  'Jérôme',
  'Chloé',
  'Noé',
  'Zoé',
  'Paul',
];

/** The offers generated contracts carry (Mutuelle Démo's names). */
export const generatedOffres = ['Santé Essentielle', 'Santé Confort', 'Prévoyance Famille', 'Santé Senior'];

const postalCodes = [
  '44000',
  '75014',
  '69003',
  '13008',
  '33000',
  '20000',
  '20200',
  '97110',
  '97400',
  '29200',
  '35000',
  '59000',
];

/**
 * Writes `count` members into the client `clientCode`, their numbers prefixed with `prefix`:
 * one in three is the beneficiary (spouse or child) of the member before him; the others hold a
 * contract, one in seven a second one; three in four have an account.
 */
export async function generateMembers(db: Db, clientCode: string, count: number, prefix = 'G'): Promise<void> {
  const client = await db.selectFrom('clients').select('id').where('code', '=', clientCode).executeTakeFirstOrThrow();
  const start = await sql<{ n: number }>`select coalesce(max(id), 0)::int as n from personnes`.execute(db);
  const offset = start.rows[0]!.n;
  await sql`insert into personnes (client_id, num_pers, code_civilite, nom, prenom, date_naissance, nir, email, teletransmission, adresse)
    select ${client.id}, ${prefix} || lpad(g::text, 7, '0'), case when g % 2 = 0 then 'MME' else 'M' end,
      (${sql.val(benchSurnames)}::text[])[1 + g % ${benchSurnames.length}],
      (${sql.val(benchFirstNames)}::text[])[1 + (g / 7) % ${benchFirstNames.length}],
      date '1935-01-01' + (g * 37 % 32000), '2' || lpad((g % 1000000000000)::text, 12, '0'),
      'adherent' || g || '@example.org', g % 3 <> 0,
      case when g % 50 = 0 then null else jsonb_build_object('codePostal',
        (${sql.val(postalCodes)}::text[])[1 + g % ${postalCodes.length}], 'localite', 'Commune') end
    from generate_series(1, ${count}::int) g`.execute(db);
  // Holders: every member but one in three; the numbers follow the persons' ids.
  await sql`insert into contrats (client_id, numero_contrat_individuel, souscripteur_id, nom_offre, etat, is_precontentieux, fonctionnalites)
    select p.client_id, ${prefix} || 'C' || lpad((p.id - ${offset})::text, 8, '0'), p.id,
      (${sql.val(generatedOffres)}::text[])[1 + (p.id - ${offset}) % ${generatedOffres.length}],
      case when (p.id - ${offset}) % 10 = 7 then 'resilie' when (p.id - ${offset}) % 10 = 8 then 'suspendu'
        when (p.id - ${offset}) % 20 = 9 then 'eninstance' else 'valide' end, false, '{}'
    from personnes p where p.id > ${offset} and (p.id - ${offset}) % 3 <> 0`.execute(db);
  await sql`insert into contrats (client_id, numero_contrat_individuel, souscripteur_id, nom_offre, etat, is_precontentieux, fonctionnalites)
    select p.client_id, ${prefix} || 'D' || lpad((p.id - ${offset})::text, 8, '0'), p.id, 'Prévoyance Famille', 'valide', false, '{}'
    from personnes p where p.id > ${offset} and (p.id - ${offset}) % 3 <> 0 and (p.id - ${offset}) % 7 = 0`.execute(db);
  await sql`insert into beneficiaires (contrat_id, personne_id, lien)
    select c.id, p.id, case when (p.id - ${offset}) % 2 = 0 then 'conjoint' else 'enfant' end
    from personnes p join contrats c on c.souscripteur_id = p.id - 1
      and c.numero_contrat_individuel = ${prefix} || 'C' || lpad((p.id - 1 - ${offset})::text, 8, '0')
    where p.id > ${offset} and (p.id - ${offset}) % 3 = 0`.execute(db);
  await sql`insert into accounts (client_id, personne_id, user_name, email, nom, prenom, roles, is_email_confirmed, disabled, activated_at)
    select p.client_id, p.id, lower(p.num_pers) || '@example.org', lower(p.num_pers) || '@example.org', p.nom, p.prenom,
      case when (p.id - ${offset}) % 3 = 0 then array['Beneficiaire'] else array['User'] end,
      (p.id - ${offset}) % 20 <> 3, (p.id - ${offset}) % 40 = 1,
      case when (p.id - ${offset}) % 20 = 3 then null else now() end
    from personnes p where p.id > ${offset} and (p.id - ${offset}) % 4 <> 0`.execute(db);
  // Newsletter: accepted by one account in five, refused by one in five, accepted too long ago by one in eleven.
  await sql`insert into consentement_reponses (client_id, account_id, nom, version, libelle, is_accepted, channel, answered_at)
    select a.client_id, a.id, 'newsletter', 'v1', 'J’accepte de recevoir les actualités de ma mutuelle par e-mail',
      (p.id - ${offset}) % 5 = 0 or (p.id - ${offset}) % 11 = 0, 'portail',
      case when (p.id - ${offset}) % 11 = 0 and (p.id - ${offset}) % 5 <> 0 then now() - interval '400 days' else now() - interval '3 days' end
    from accounts a join personnes p on p.id = a.personne_id
    where p.id > ${offset} and ((p.id - ${offset}) % 5 in (0, 1) or (p.id - ${offset}) % 11 = 0)`.execute(db);
}
