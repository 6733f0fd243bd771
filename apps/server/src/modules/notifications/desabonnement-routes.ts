import type { FastifyInstance } from 'fastify';
import { desabonnementMessages as t } from '@portail/shared/notifications';
import type { Db } from '../../db/database.ts';
import { escapeHtml } from '../../mail/mail-layout.ts';
import { clientOfAccount, desabonnementSecret, desabonner, verifyDesabonnement } from './desabonnement.ts';

const styles = `body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f4f4;color:#1e1e1e;line-height:1.5}
main{max-width:560px;margin:48px auto;background:#fff;border:1px solid #ccc;border-radius:8px;padding:24px 32px}
h1{font-size:1.5rem;margin:0 0 16px}button{font:inherit;padding:12px 20px;border:0;border-radius:4px;
background:#0b5563;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #1e1e1e;outline-offset:2px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/notifications/desabonnement.css"></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/**
 * The page an e-mail's unsubscribe link opens (decision 033), served by the server outside the
 * SPA: the welcome page's bundle does not carry it. Opening the link only asks; the button (a POST,
 * which mail scanners following links do not send) turns the e-mails off.
 *
 * The same URL takes the one-click POST of RFC 8058 (decision 038): the mailbox provider POSTs
 * `List-Unsubscribe=One-Click` (urlencoded or multipart) to the List-Unsubscribe URL, the token in
 * its query, with no cookie and no CSRF token. Outside /api, neither the CSRF check nor a rate limit
 * applies here; the signed token is the only credential, and turning off twice is still « done ».
 */
export async function desabonnementRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const secret = await desabonnementSecret(db);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // RFC 8058 allows multipart/form-data too; its only field says « one click », the token is in the URL.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, {}),
  );
  const send = (reply: import('fastify').FastifyReply, status: number, html: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  const invalid = page(t.titre, `<p>${escapeHtml(t.invalide)}</p>`);

  app.get('/notifications/desabonnement.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=86400').send(styles),
  );

  app.get<{ Querystring: { jeton?: string } }>(
    '/notifications/desabonnement',
    { schema: { hide: true } },
    async (request, reply) => {
      const token = String(request.query.jeton ?? '');
      const accountId = verifyDesabonnement(secret, token);
      const client = accountId ? await clientOfAccount(db, accountId) : null;
      if (!client) return send(reply, 400, invalid);
      return send(
        reply,
        200,
        page(
          t.titre,
          `<p>${escapeHtml(t.question(client))}</p><p>${escapeHtml(t.explication)}</p>
<form method="post" action="/notifications/desabonnement"><input type="hidden" name="jeton" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(t.bouton)}</button></form>`,
        ),
      );
    },
  );

  app.post<{ Body: { jeton?: string } | undefined; Querystring: { jeton?: string } }>(
    '/notifications/desabonnement',
    { schema: { hide: true } },
    async (request, reply) => {
      // The page's form sends the token in its body; the one-click POST, in the URL.
      const accountId = verifyDesabonnement(secret, String(request.body?.jeton ?? request.query.jeton ?? ''));
      const done = accountId ? await desabonner(db, accountId) : null;
      if (!done) return send(reply, 400, invalid);
      return send(reply, 200, page(t.titre, `<p role="status">${escapeHtml(t.fait)}</p>`));
    },
  );
}
