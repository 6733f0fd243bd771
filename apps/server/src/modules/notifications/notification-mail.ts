import { notificationLiens, type NotificationLien } from '@portail/shared/admin/notifications';
import sanitize from 'sanitize-html';
import { sanitizeContentHtml } from '../../lib/sanitize-html.ts';
import { type MailContext, renderMail, type RenderedMail } from '../../mail/mail-layout.ts';

/** Links and images of the portal written as paths become absolute: a mail client has no base. */
function absolute(html: string, base: string): string {
  return html.replace(/(href|src)="(\/[^/"][^"]*|#\/[^"]*)"/g, (_m, attribute: string, path: string) =>
    path.startsWith('#') ? `${attribute}="${base}/${path}"` : `${attribute}="${base}${path}"`,
  );
}

function textOf(html: string): string {
  const withBreaks = html.replace(/<\/(p|h[2-6]|li|tr)>/gi, '$&\n').replace(/<br\s*\/?>/gi, '\n');
  return sanitize(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, '’')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface NotificationMailContent {
  titre: string;
  contenu: string;
  lien: string | null;
}

/** The parts of the e-mail common to every recipient, prepared once per notification. */
export function prepareNotificationMail(context: MailContext, notification: NotificationMailContent) {
  const html = absolute(sanitizeContentHtml(notification.contenu), context.publicBase);
  const body = { html, text: textOf(html) };
  const lien = notification.lien as NotificationLien | null;
  const button = lien
    ? { label: `Voir « ${notificationLiens[lien] ?? 'mon espace'} »`, url: `${context.publicBase}/#${lien}` }
    : { label: 'Ouvrir mon espace adhérent', url: `${context.publicBase}/#/espace-adherent/notifications` };
  return (prenom: string | null, unsubscribeUrl: string): RenderedMail =>
    renderMail(
      context,
      `${context.clientName} : ${notification.titre}`,
      [prenom ? `Bonjour ${prenom},` : 'Bonjour,', body, button],
      { unsubscribe: { label: 'Ne plus recevoir les notifications par e-mail', url: unsubscribeUrl } },
    );
}

export function unsubscribeUrl(publicBase: string, token: string): string {
  return `${publicBase}/notifications/desabonnement?jeton=${encodeURIComponent(token)}`;
}
