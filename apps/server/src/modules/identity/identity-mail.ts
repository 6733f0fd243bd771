import type { Db } from '../../db/database.ts';
import type { MailContext, RenderedMail } from '../../mail/mail-layout.ts';
import { enqueueMail } from '../../mail/outbox-repository.ts';
import { linkUrl, templates } from '../../mail/templates.ts';
import { tokenTtlMs } from './account-tokens.ts';

/* Messages of the account lifecycle, always queued with the transaction of the change they tell. */

export async function queueLinkMail(
  trx: Db,
  context: MailContext,
  p: {
    to: string;
    prenom: string | null;
    accountId: string;
    code: string;
    expiresAt: Date;
    purpose: 'Confirmation' | 'Activation' | 'ResetPassword';
  },
): Promise<void> {
  const hours = tokenTtlMs.Confirmation / 3_600_000;
  const mail =
    p.purpose === 'ResetPassword'
      ? templates.resetPassword(context, {
          prenom: p.prenom,
          url: linkUrl(context, 'reset-password', p.code, p.accountId),
          minutes: tokenTtlMs.ResetPassword / 60_000,
        })
      : p.purpose === 'Activation'
        ? templates.activation(context, {
            prenom: p.prenom,
            url: linkUrl(context, 'activate-user', p.code, p.accountId),
            hours,
          })
        : templates.confirmEmail(context, {
            prenom: p.prenom,
            url: linkUrl(context, 'confirm-email', p.code, p.accountId),
            hours,
          });
  await enqueueMail(trx, { to: p.to, ...mail, template: p.purpose, discardAfter: p.expiresAt });
}

export async function queueNotice(trx: Db, to: string, mail: RenderedMail, template: string): Promise<void> {
  await enqueueMail(trx, { to, ...mail, template });
}
