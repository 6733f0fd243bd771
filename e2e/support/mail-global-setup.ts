import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { mailDir, smsPort, smtpPort } from './mail-settings';

let count = 0;

function store(record: { to: string[]; subject: string; text: string; html: string }): void {
  count += 1;
  writeFileSync(
    path.join(mailDir, `${Date.now()}-${String(count).padStart(5, '0')}.json`),
    JSON.stringify({ ...record, at: Date.now() }),
  );
}

/** SMS_WEBHOOK_URL: {id, to, text} as JSON, answered 204. */
async function startSmsWebhook(): Promise<() => Promise<void>> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const sms = JSON.parse(body) as { to: string; text: string };
      store({ to: [sms.to], subject: 'SMS', text: sms.text, html: '' });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(smsPort, '127.0.0.1', () => resolve()));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/**
 * The SMTP server of the browser journeys: the portal (SMTP_URL) delivers here, every message is
 * parsed and written to mailDir as JSON for the tests to read (support/mail.ts); SMS likewise.
 */
export default async function startMailServer(): Promise<() => Promise<void>> {
  const stopSms = await startSmsWebhook();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          store({ to, subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(smtpPort, '127.0.0.1', () => resolve());
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await stopSms();
  };
}
