/** What every message shows of the client: its name and logo, and the portal's address. */
export interface MailContext {
  clientName: string;
  /** Absolute URL of the client's logo (mail clients need one). */
  logoUrl: string | null;
  /** Base of the links: PUBLIC_URL, or the client's own host name when the request came through it. */
  publicBase: string;
  /** The X-Request-Id of the request the mail is written for; none in background work (imports, notifications). */
  requestId?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Right part of the Message-ID: the host name of the mail's links (decision 038). */
  messageDomain: string;
  /** A bulk mail's unsubscribe URL, absolute: the List-Unsubscribe header (RFC 8058). */
  listUnsubscribe?: string;
  /** The context's request id, kept with the queued message (outbox.request_id). */
  requestId?: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A paragraph, a button when a link is given, a code, or HTML already sanitised (with its text version). */
export type MailBlock = string | { label: string; url: string } | { code: string } | { html: string; text: string };

const footer = 'Ce message vous est envoyé automatiquement : merci de ne pas y répondre.';

/** One layout for every message: text for any reader, HTML with inline styles for mail clients. */
export function renderMail(
  context: MailContext,
  subject: string,
  blocks: MailBlock[],
  options: { unsubscribe?: { label: string; url: string } } = {},
): RenderedMail {
  const unsubscribe = options.unsubscribe;
  const textBlocks = blocks.map((block) => {
    if (typeof block === 'string') return block;
    if ('code' in block) return block.code;
    if ('html' in block) return block.text;
    return `${block.label} : ${block.url}`;
  });
  const text = [
    ...textBlocks,
    `— ${context.clientName}`,
    footer,
    ...(unsubscribe ? [`${unsubscribe.label} : ${unsubscribe.url}`] : []),
  ].join('\n\n');

  const htmlBlocks = blocks.map((block) => {
    if (typeof block === 'string') return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block)}</p>`;
    if ('code' in block)
      return `<p style="margin:0 0 16px;font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(block.code)}</p>`;
    if ('html' in block) return `<div style="margin:0 0 16px;line-height:1.5">${block.html}</div>`;
    const url = escapeHtml(block.url);
    return (
      `<p style="margin:0 0 16px"><a href="${url}" style="display:inline-block;padding:12px 20px;background:#0E6674;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(block.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur : <a href="${url}">${url}</a></p>`
    );
  });
  const logo = context.logoUrl
    ? `<img src="${escapeHtml(context.logoUrl)}" alt="${escapeHtml(context.clientName)}" height="48" style="display:block;height:48px">`
    : `<strong style="font-size:20px">${escapeHtml(context.clientName)}</strong>`;
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#1e1e1e">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff">
<tr><td style="padding:24px;border-bottom:1px solid #dddddd">${logo}</td></tr>
<tr><td style="padding:24px">${htmlBlocks.join('\n')}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#555555;border-top:1px solid #dddddd">${escapeHtml(context.clientName)} — ${escapeHtml(footer)}${
    unsubscribe
      ? `<br><a href="${escapeHtml(unsubscribe.url)}" style="color:#555555">${escapeHtml(unsubscribe.label)}</a>`
      : ''
  }</td></tr>
</table></body></html>`;
  const messageDomain = new URL(context.publicBase).hostname;
  return {
    subject,
    text,
    html,
    messageDomain,
    ...(unsubscribe ? { listUnsubscribe: unsubscribe.url } : {}),
    ...(context.requestId ? { requestId: context.requestId } : {}),
  };
}
