import { sql } from 'kysely';
import type { AudienceRegle } from '@portail/shared/admin/audiences';
import type { Db } from '../../db/database.ts';
import { buildClientMailContext } from '../clients/mail-context.ts';
import { accountIsActive, compileRegle } from '../audiences/audience-sql.ts';
import { alerteEmailActive } from '../profil/alertes-email.ts';
import { signDesabonnement } from './desabonnement.ts';
import { prepareNotificationMail, unsubscribeUrl } from './notification-mail.ts';

/*
 * Sending a notification (decision 033), in short transactions so that request handling never
 * waits: recipients are written by INSERT … SELECT from the compiled rule, a batch of members at a
 * time (never 100,000 rows in this process); then e-mails go to the outbox a batch at a time, each
 * batch's recipients locked with `skip locked`. The primary key of notification_destinataires and
 * the e-mail state written in the batch's transaction make a second instance harmless: it takes
 * other rows or finds nothing left.
 */

export interface SendingOptions {
  db: Db;
  publicUrl: string;
  /** The unsubscribe links' signing secret. */
  secret: string;
  now: () => Date;
  leaseMs: number;
  batchSize: number;
  emailBatchSize: number;
  /** True once the instance is stopping: the send pauses between two batches and hands the notification back. */
  stopping?: () => boolean;
}

interface Claimed {
  id: number;
  client_id: number;
  regle: unknown;
  titre: string;
  contenu: string;
  lien: string | null;
  canal_email: boolean;
}

/** Takes one due notification: scheduled and due, or being sent by an instance whose lease ran out. */
export async function claimNotification(options: SendingOptions): Promise<Claimed | undefined> {
  const { db } = options;
  const now = options.now();
  const due = db
    .selectFrom('notifications')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('statut', '=', 'programmee'), eb('programmee_le', '<=', now)]),
        eb.and([eb('statut', '=', 'en_cours'), eb('traitee_jusqua', '<', now)]),
      ]),
    )
    .orderBy('programmee_le')
    .limit(1)
    .forUpdate()
    .skipLocked();
  return db
    .updateTable('notifications')
    .set({
      statut: 'en_cours',
      traitee_jusqua: new Date(now.getTime() + options.leaseMs),
      envoi_demarre_le: sql<Date>`coalesce(envoi_demarre_le, ${now})`,
    })
    .where('id', 'in', due)
    .returning(['id', 'client_id', 'regle', 'titre', 'contenu', 'lien', 'canal_email'])
    .executeTakeFirst();
}

/** One batch of recipients after the notification's cursor; returns how many members it read. */
async function materialiseBatch(options: SendingOptions, n: Claimed): Promise<number> {
  return options.db.transaction().execute(async (trx) => {
    // The row lock orders two instances working on the same notification: each batch starts where the last ended.
    const { curseur_personne: cursor } = await trx
      .selectFrom('notifications')
      .select('curseur_personne')
      .where('id', '=', n.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{ dernier: number | null; lus: number }>`
      with lot as (
        select p.id as personne_id, a.id as account_id
        from personnes p join accounts a on a.personne_id = p.id and a.client_id = p.client_id and ${accountIsActive}
        where p.client_id = ${n.client_id} and p.id > ${cursor} and ${compileRegle(n.regle as AudienceRegle, n.client_id)}
        order by p.id
        limit ${options.batchSize}
      ), written as (
        insert into notification_destinataires (notification_id, account_id, personne_id, email)
        select ${n.id}, account_id, personne_id, ${n.canal_email ? 'a_envoyer' : null}::text from lot
        on conflict do nothing
      )
      select (select max(personne_id) from lot) as dernier, (select count(*) from lot)::int as lus`.execute(trx);
    const { dernier, lus } = rows[0]!;
    await trx
      .updateTable('notifications')
      .set({
        curseur_personne: dernier ?? cursor,
        traitee_jusqua: new Date(options.now().getTime() + options.leaseMs),
      })
      .where('id', '=', n.id)
      .execute();
    return lus;
  });
}

/** One batch of e-mails into the outbox; recipients who turned these e-mails off are marked, not mailed. */
async function queueEmailBatch(
  options: SendingOptions,
  n: Claimed,
  render: ReturnType<typeof prepareNotificationMail>,
  publicBase: string,
): Promise<number> {
  return options.db.transaction().execute(async (trx) => {
    const batch = await trx
      .selectFrom('notification_destinataires as d')
      .innerJoin('accounts as a', 'a.id', 'd.account_id')
      .select(['d.account_id', 'a.email', 'a.prenom', alerteEmailActive('a', 'alerteNotification').as('actif')])
      .where('d.notification_id', '=', n.id)
      .where('d.email', '=', 'a_envoyer')
      .limit(options.emailBatchSize)
      .forUpdate('d')
      .skipLocked()
      .execute();
    if (batch.length === 0) return 0;
    const mailed = batch.filter((r) => r.actif);
    if (mailed.length > 0)
      await trx
        .insertInto('outbox')
        .values(
          mailed.map((r) => {
            const mail = render(r.prenom, unsubscribeUrl(publicBase, signDesabonnement(options.secret, r.account_id)));
            return {
              channel: 'mail',
              recipient: r.email,
              subject: mail.subject,
              body_text: mail.text,
              body_html: mail.html,
              template: 'Notification',
              notification_id: n.id,
              message_domain: mail.messageDomain,
              list_unsubscribe: mail.listUnsubscribe ?? null,
            };
          }),
        )
        .execute();
    const state = (ids: string[], email: 'en_file' | 'desabonne') =>
      ids.length === 0
        ? Promise.resolve()
        : trx
            .updateTable('notification_destinataires')
            .set({ email })
            .where('notification_id', '=', n.id)
            .where('account_id', 'in', ids)
            .execute();
    await state(
      mailed.map((r) => r.account_id),
      'en_file',
    );
    await state(
      batch.filter((r) => !r.actif).map((r) => r.account_id),
      'desabonne',
    );
    return batch.length;
  });
}

/** The holder is still at work: its lease on the notification runs another leaseMs. */
export async function renewNotificationLease(options: SendingOptions, id: number): Promise<void> {
  await options.db
    .updateTable('notifications')
    .set({ traitee_jusqua: new Date(options.now().getTime() + options.leaseMs) })
    .where('id', '=', id)
    .where('statut', '=', 'en_cours')
    .execute();
}

/** A stopping instance hands the notification back: the next instance's pass takes it where it stopped. */
async function releaseNotification(options: SendingOptions, id: number): Promise<void> {
  await options.db
    .updateTable('notifications')
    .set({ traitee_jusqua: new Date(0) })
    .where('id', '=', id)
    .where('statut', '=', 'en_cours')
    .execute();
}

/**
 * Every step of one claimed notification, then its figures; a second instance finishing too
 * changes nothing. Returns false when the instance stopped first (the notification handed back).
 */
export async function sendNotification(options: SendingOptions, n: Claimed): Promise<boolean> {
  const { db } = options;
  const stopping = options.stopping ?? (() => false);
  const release = async () => {
    await releaseNotification(options, n.id);
    return false;
  };
  for (;;) {
    if (stopping()) return release();
    if ((await materialiseBatch(options, n)) < options.batchSize) break;
  }
  if (n.canal_email) {
    const context = await buildClientMailContext(db, n.client_id, options.publicUrl);
    const render = prepareNotificationMail(context, n);
    for (;;) {
      if (stopping()) return release();
      if ((await queueEmailBatch(options, n, render, context.publicBase)) === 0) break;
    }
  }
  await db
    .updateTable('notifications')
    .set({
      statut: 'envoyee',
      envoyee_le: options.now(),
      traitee_jusqua: null,
      destinataires: sql<number>`(select count(*)::int from notification_destinataires d where d.notification_id = ${n.id})`,
    })
    .where('id', '=', n.id)
    .where('statut', '=', 'en_cours')
    // E-mails another instance still holds: that instance finishes (or, should it die, the next after its lease).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notification_destinataires')
            .select(sql`1`.as('one'))
            .where('notification_id', '=', n.id)
            .where('email', '=', 'a_envoyer'),
        ),
      ),
    )
    .execute();
  return true;
}
