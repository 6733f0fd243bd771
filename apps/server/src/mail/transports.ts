import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { ClaimedMessage } from './outbox-repository.ts';

type Send = (message: ClaimedMessage) => Promise<void>;

export interface Transports {
  mail: Send | null;
  sms: Send | null;
  close(): void;
}

const timeoutMs = 15_000;

/**
 * The headers of every mail (decision 038): Auto-Submitted (RFC 3834) — all the portal's mails are
 * automatic, so vacation responders stay silent; for a bulk mail, List-Unsubscribe with its
 * one-click POST (RFC 8058), which large mailbox providers require.
 */
function mailHeaders(message: ClaimedMessage): SendMailOptions {
  return {
    headers: {
      'Auto-Submitted': 'auto-generated',
      ...(message.list_unsubscribe ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
    },
    ...(message.list_unsubscribe ? { list: { unsubscribe: message.list_unsubscribe } } : {}),
  };
}

/** nodemailer to SMTP_URL; SMS as JSON {to, text, id} POSTed to SMS_WEBHOOK_URL (2xx = accepted). */
export function createTransports(options: {
  smtpUrl: string | undefined;
  smsWebhookUrl: string | undefined;
  mailFrom: string;
  /** The Message-ID's domain for rows queued without one (before migration 021). */
  publicUrl?: string | undefined;
}): Transports {
  const smtp = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      } as Parameters<typeof nodemailer.createTransport>[0])
    : null;
  const webhook = options.smsWebhookUrl;
  const domain = options.publicUrl ? new URL(options.publicUrl).hostname : 'portail.invalid';
  return {
    mail: smtp
      ? async (message) => {
          await smtp.sendMail({
            from: options.mailFrom,
            to: message.recipient,
            subject: message.subject ?? '',
            text: message.body_text,
            ...(message.body_html ? { html: message.body_html } : {}),
            ...mailHeaders(message),
            // Drawn once per outbox row: a receiver can drop the copy of a message sent twice after a
            // crash, and no other database or instance ever uses it (`outbox-N` repeated between them).
            messageId: `<${message.message_uuid}@${message.message_domain ?? domain}>`,
          });
        }
      : null,
    sms: webhook
      ? async (message) => {
          const response = await fetch(webhook, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ id: message.id, to: message.recipient, text: message.body_text }),
            signal: AbortSignal.timeout(timeoutMs),
          });
          if (!response.ok) throw new Error(`SMS refusé par le webhook (HTTP ${response.status})`);
        }
      : null,
    close() {
      smtp?.close();
    },
  };
}
