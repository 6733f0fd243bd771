import { sql } from 'kysely';
import type { AudienceRegle } from '@portail/shared/admin/audiences';
import { accountIsActive, compileRegle } from '../../modules/audiences/audience-sql.ts';
import type { Db } from '../../db/database.ts';

/*
 * Mutuelle Démo's audiences and notifications (decision 033): three saved rules its communication
 * team uses, a flu-campaign draft, and a notice already sent to the Santé Essentielle members and
 * read by them (the bell of the demo accounts starts at zero). Seeded once.
 */

const auteur = 'admin@example.com';
const audiences: { nom: string; description: string; regle: AudienceRegle }[] = [
  {
    nom: 'Santé Essentielle avec un compte du portail',
    description: 'Souscripteurs et bénéficiaires de l’offre Santé Essentielle qui utilisent l’espace adhérent',
    regle: {
      combinaison: 'et',
      conditions: [
        { champ: 'offre', operateur: 'parmi', valeurs: ['Santé Essentielle'] },
        { champ: 'comptePortail', valeur: true },
      ],
      groupes: [],
    },
  },
  {
    nom: 'Seniors de Loire-Atlantique',
    description: 'Adhérents de 61 ans et plus domiciliés en Loire-Atlantique (campagnes de prévention)',
    regle: {
      combinaison: 'et',
      conditions: [
        { champ: 'trancheAge', operateur: 'parmi', valeurs: ['61-75', '76+'] },
        { champ: 'departement', operateur: 'parmi', valeurs: ['44'] },
      ],
      groupes: [],
    },
  },
  {
    nom: 'Abonnés à la lettre d’information',
    description: 'Adhérents ayant accepté de recevoir les actualités de la mutuelle par e-mail',
    regle: {
      combinaison: 'et',
      conditions: [{ champ: 'consentement', nom: 'newsletter', valeur: true }],
      groupes: [],
    },
  },
];

export async function seedDemoNotifications(db: Db, clientId: number): Promise<void> {
  const seeded = await db.selectFrom('audiences').select('id').where('client_id', '=', clientId).executeTakeFirst();
  if (seeded) return;
  const ids: number[] = [];
  for (const audience of audiences) {
    const row = await db
      .insertInto('audiences')
      .values({ client_id: clientId, ...audience, regle: JSON.stringify(audience.regle), modifiee_par: auteur })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  await db
    .insertInto('notifications')
    .values({
      client_id: clientId,
      audience_id: ids[1]!,
      audience_nom: audiences[1]!.nom,
      titre: 'Vaccination contre la grippe : c’est le moment',
      contenu:
        '<p>La campagne de vaccination contre la grippe saisonnière est ouverte jusqu’au 31 janvier.</p><p>Le vaccin est pris en charge à <strong>100 %</strong> pour les personnes de 65 ans et plus, sur présentation du bon de l’Assurance Maladie.</p>',
      lien: '/espace-adherent/contrats/garanties',
      canal_portail: true,
      canal_email: true,
      modifiee_par: auteur,
    })
    .execute();
  const sent = await db
    .insertInto('notifications')
    .values({
      client_id: clientId,
      audience_id: ids[0]!,
      audience_nom: audiences[0]!.nom,
      regle: JSON.stringify(audiences[0]!.regle),
      titre: 'Votre attestation fiscale est disponible',
      contenu:
        '<p>L’attestation des cotisations versées l’an dernier, utile pour votre déclaration de revenus, est disponible dans « Mes documents ».</p>',
      lien: '/espace-adherent/documents',
      canal_portail: true,
      canal_email: false,
      statut: 'envoyee',
      programmee_le: sql<Date>`now() - interval '20 days'`,
      envoi_demarre_le: sql<Date>`now() - interval '20 days'`,
      envoyee_le: sql<Date>`now() - interval '20 days'`,
      modifiee_par: auteur,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into notification_destinataires (notification_id, account_id, personne_id, lue_le)
    select ${sent.id}, a.id, p.id, now() - interval '19 days'
    from personnes p join accounts a on a.personne_id = p.id and ${accountIsActive}
    where p.client_id = ${clientId} and ${compileRegle(audiences[0]!.regle, clientId)}`.execute(db);
  await sql`update notifications set destinataires = (select count(*) from notification_destinataires
    where notification_id = ${sent.id}) where id = ${sent.id}`.execute(db);
}
