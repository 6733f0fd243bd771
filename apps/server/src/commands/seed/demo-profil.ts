import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/*
 * Premium payment of the demo contracts (decision 026): by direct debit on the 10th from the
 * benefits account when there is one, by cheque otherwise, a monthly amount by offer, and the
 * mandate signed when the contract began. Only contracts not yet given a premium are touched.
 */
export async function seedDemoProfil(db: Db): Promise<void> {
  await sql`
    update contrats c set
      cotisation_mensuelle_centimes = case
        when c.categorie = 'prevoyance' then 2450
        when c.nom_offre like '%Confort%' then 9870
        when c.nom_offre like '%Plus%' then 8120
        else 6480 end,
      cotisation_mode = case when c.rib is null then 'cheque' else 'prelevement' end,
      cotisation_jour = case when c.rib is null then null else 10 end,
      cotisation_iban = c.rib,
      cotisation_titulaire = case when c.rib is null then null else p.prenom || ' ' || p.nom end,
      cotisation_bic = case when c.rib is null then null else p.banque->>'codeBIC' end,
      rib_titulaire = case when c.rib is null then null else p.prenom || ' ' || p.nom end,
      rib_bic = case when c.rib is null then null else p.banque->>'codeBIC' end
    from personnes p
    where p.id = c.souscripteur_id and c.cotisation_mensuelle_centimes is null`.execute(db);
  await sql`
    insert into mandats_sepa (client_id, contrat_id, personne_id, rum, ics, creancier, titulaire, iban, bic,
      jour_prelevement, statut, signe_le)
    select c.client_id, c.id, c.souscripteur_id,
      c.numero_contrat_individuel || '-' || to_char(coalesce(c.date_effet, date '2020-01-01'), 'YYYYMMDD') || '-000001',
      cl.configuration->'sepa'->>'ics', cl.configuration->'sepa'->>'creancier',
      c.cotisation_titulaire, c.cotisation_iban, c.cotisation_bic, c.cotisation_jour, 'actif',
      coalesce(c.date_effet, date '2020-01-01')
    from contrats c join clients cl on cl.id = c.client_id
    where c.cotisation_mode = 'prelevement' and c.cotisation_iban is not null and c.cotisation_bic is not null
      and cl.configuration->'sepa'->>'ics' is not null
      and not exists (select 1 from mandats_sepa m where m.contrat_id = c.id)`.execute(db);
}
