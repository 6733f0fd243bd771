import nodemailer from 'nodemailer';
import type { ClaimedMessage } from './outbox-repository.ts';

type Send = (message: ClaimedMessage) => Promise<void>;

export interface Transports {
  mail: Send | null;
  sms: Send | null;
  close(): void;
}

const timeoutMs = 15_000;

/** nodemailer to SMTP_URL; SMS as JSON {to, text, id} POSTed to SMS_WEBHOOK_URL (2xx = accepted). */
export function createTransports(options: {
  smtpUrl: string | undefined;
  smsWebhookUrl: string | undefined;
  mailFrom: string;
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
  const host = new URL(options.smtpUrl ?? 'smtp://portail.invalid').hostname || 'portail.invalid';
  return {
    mail: smtp
      ? async (message) => {
          await smtp.sendMail({
            from: options.mailFrom,
            to: message.recipient,
            subject: message.subject ?? '',
            text: message.body_text,
            ...(message.body_html ? { html: message.body_html } : {}),
            // One id per outbox row: a receiver can drop the copy of a message sent twice after a crash.
            messageId: `<outbox-${message.id}@${host}>`,
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
