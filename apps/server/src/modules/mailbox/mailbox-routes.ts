import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { escapeHtml } from '../../mail/mail-layout.ts';
import { findMessage, listRecentMessages } from '../../mail/outbox-repository.ts';

const styles = `body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f4f4;color:#1e1e1e}
h1{font-size:1.5rem}main{max-width:960px;margin:0 auto}
article{background:#fff;border:1px solid #ccc;border-radius:4px;padding:16px;margin:0 0 16px}
header p{margin:4px 0;color:#444}pre{white-space:pre-wrap;font:inherit;margin:12px 0 0}
.badge{display:inline-block;padding:2px 8px;border-radius:8px;background:#e0e0e0;font-size:.85rem}
a{color:#0b5563}`;

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Paris',
});

/**
 * Demo mode only (DEMO_DATA on, no SMTP_URL): the mail and SMS of the outbox, newest first, with
 * clickable links. No inline script or style: the portal's strict CSP applies here as elsewhere.
 */
export async function mailboxRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/dev/mailbox.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-store').send(styles),
  );

  app.get('/dev/mailbox.json', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await listRecentMessages(db);
    reply.header('cache-control', 'no-store');
    return rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      text: row.body_text,
      template: row.template,
      createdAt: new Date(row.created_at).toISOString(),
      sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    }));
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await listRecentMessages(db);
    const items = rows.map((row) => {
      const kind = row.channel === 'sms' ? 'SMS' : 'E-mail';
      const html = row.body_html ? ` · <a href="/dev/mailbox/${row.id}">version HTML</a>` : '';
      return `<article aria-labelledby="m${row.id}">
<header><h2 id="m${row.id}">${escapeHtml(row.subject ?? `SMS au ${row.recipient}`)}</h2>
<p><span class="badge">${kind}</span> à ${escapeHtml(row.recipient)} · ${dateFormat.format(new Date(row.created_at))}${html}</p></header>
<pre>${linkify(row.body_text)}</pre></article>`;
    });
    const body = items.length ? items.join('\n') : '<p>Aucun message pour le moment.</p>';
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Boîte de développement</title>
<link rel="stylesheet" href="/dev/mailbox.css"></head><body><main>
<h1>Boîte de développement : e-mails et SMS envoyés</h1>
<p>Mode démonstration sans serveur SMTP : les messages restent ici, du plus récent au plus ancien. Rechargez la page pour voir les nouveaux.</p>
${body}</main></body></html>`);
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', { schema: { hide: true } }, async (request, reply) => {
    const id = Number(request.params.id);
    const message = Number.isInteger(id) ? await findMessage(db, id) : undefined;
    if (!message?.body_html) return reply.code(404).type('text/plain; charset=utf-8').send('Message introuvable');
    // The mail's own inline styles are allowed here, never a script (sandbox).
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; img-src 'self' data: http: https:; style-src 'unsafe-inline'; sandbox allow-popups allow-top-navigation-by-user-activation",
      )
      .send(message.body_html);
  });
}
