import { type Kysely, sql } from 'kysely';

/**
 * Notifications (issue 15, decision 033):
 * - notifications: the message, its audience (and the rule as it was when sent), channels, state,
 *   when it leaves; a lease (`traitee_jusqua`) so one instance sends it while another may take over;
 * - notification_destinataires: one row per member account reached (primary key: never twice),
 *   written in batches by INSERT … SELECT from the compiled rule; read in the portal, e-mail state;
 * - outbox.notification_id: the e-mails of a notification, for its delivery figures.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`create table notifications (
      id bigint generated always as identity primary key,
      client_id integer not null references clients(id),
      audience_id bigint references audiences(id) on delete set null,
      audience_nom text not null,
      regle jsonb,
      titre text not null,
      contenu text not null,
      lien text,
      canal_portail boolean not null,
      canal_email boolean not null,
      popup boolean not null default false,
      statut text not null default 'brouillon'
        check (statut in ('brouillon', 'programmee', 'en_cours', 'envoyee', 'annulee')),
      programmee_le timestamptz,
      envoi_demarre_le timestamptz,
      envoyee_le timestamptz,
      traitee_jusqua timestamptz,
      curseur_personne integer not null default 0,
      destinataires integer not null default 0,
      modifiee_par text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    sql`create index notifications_client_created on notifications (client_id, created_at desc)`,
    sql`create index notifications_a_traiter on notifications (programmee_le) where statut in ('programmee', 'en_cours')`,
    sql`create table notification_destinataires (
      notification_id bigint not null references notifications(id) on delete cascade,
      account_id uuid not null references accounts(id) on delete cascade,
      personne_id integer not null,
      lue_le timestamptz,
      popup_vue_le timestamptz,
      email text check (email in ('a_envoyer', 'en_file', 'desabonne')),
      primary key (notification_id, account_id)
    )`,
    sql`create index notification_destinataires_compte on notification_destinataires (account_id, notification_id desc)`,
    sql`create index notification_destinataires_non_lues on notification_destinataires (account_id) where lue_le is null`,
    sql`create index notification_destinataires_email on notification_destinataires (notification_id)
      where email = 'a_envoyer'`,
    sql`alter table outbox add column notification_id bigint references notifications(id) on delete set null`,
    sql`create index outbox_notification on outbox (notification_id) where notification_id is not null`,
  ])
    await statement.execute(db);
}
