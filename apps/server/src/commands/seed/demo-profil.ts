import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { openBanque, openText, sealText, sensitiveColumns } from '../../db/sensitive-fields.ts';

/*
 * Premium payment of the demo contracts (decision 026): by direct debit on the 10th from the
 * benefits account when there is one, by cheque otherwise, a monthly amount by offer, and the
 * mandate signed when the contract began. Only contracts not yet given a premium are touched.
 */
export async function seedDemoProfil(db: Db): Promise<void> {
  // The IBANs and BICs are encrypted (decision 048): read and sealed here, not copied in SQL.
  const contrats = await db
    .selectFrom('contrats as c')
    .innerJoin('personnes as p', 'p.id', 'c.souscripteur_id')
    .select(['c.id', 'c.rib_chiffre', 'p.banque_chiffre', 'p.prenom', 'p.nom'])
    .where('c.cotisation_mensuelle_centimes', 'is', null)
    .orderBy('c.id')
    .execute();
  for (const c of contrats) {
    const rib = openText(sensitiveColumns.rib, c.rib_chiffre);
    const bic = rib === null ? null : String(openBanque(c.banque_chiffre)?.codeBIC ?? '') || null;
    const titulaire = rib === null ? null : `${c.prenom} ${c.nom}`;
    await sql`
      update contrats c set
        cotisation_mensuelle_centimes = case
          when c.categorie = 'prevoyance' then 2450
          when c.nom_offre like '%Confort%' then 9870
          when c.nom_offre like '%Plus%' then 8120
          else 6480 end,
        cotisation_mode = ${rib === null ? 'cheque' : 'prelevement'},
        cotisation_jour = ${rib === null ? null : 10},
        cotisation_iban_chiffre = ${sealText(sensitiveColumns.cotisationIban, rib)},
        cotisation_titulaire = ${titulaire},
        cotisation_bic = ${bic},
        rib_titulaire = ${titulaire},
        rib_bic = ${bic}
      where c.id = ${c.id}`.execute(db);
  }
  const mandats = await sql<{
    client_id: number;
    contrat_id: number;
    personne_id: number;
    rum: string;
    ics: string;
    creancier: string;
    titulaire: string;
    iban: string;
    bic: string;
    jour: number;
    signe_le: string;
  }>`
    select c.client_id, c.id as contrat_id, c.souscripteur_id as personne_id,
      c.numero_contrat_individuel || '-' || to_char(coalesce(c.date_effet, date '2020-01-01'), 'YYYYMMDD') || '-000001' as rum,
      cl.configuration->'sepa'->>'ics' as ics, cl.configuration->'sepa'->>'creancier' as creancier,
      c.cotisation_titulaire as titulaire, c.cotisation_iban_chiffre as iban, c.cotisation_bic as bic,
      c.cotisation_jour as jour, to_char(coalesce(c.date_effet, date '2020-01-01'), 'YYYY-MM-DD') as signe_le
    from contrats c join clients cl on cl.id = c.client_id
    where c.cotisation_mode = 'prelevement' and c.cotisation_iban_chiffre is not null and c.cotisation_bic is not null
      and cl.configuration->'sepa'->>'ics' is not null
      and not exists (select 1 from mandats_sepa m where m.contrat_id = c.id)
    order by c.id`.execute(db);
  for (const m of mandats.rows)
    await db
      .insertInto('mandats_sepa')
      .values({
        client_id: m.client_id,
        contrat_id: m.contrat_id,
        personne_id: m.personne_id,
        rum: m.rum,
        ics: m.ics,
        creancier: m.creancier,
        titulaire: m.titulaire,
        iban_chiffre: sealText(sensitiveColumns.mandatIban, openText(sensitiveColumns.cotisationIban, m.iban)),
        bic: m.bic,
        jour_prelevement: m.jour,
        statut: 'actif',
        signe_le: m.signe_le,
      })
      .execute();
}
