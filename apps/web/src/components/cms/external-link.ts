import { isHttpUrl } from '@/lib/urls';

/** A link of CMS content that leaves the portal (http or https, another origin). */
export interface ExternalLink {
  url: string;
  /**
   * Only https pages may be framed (CSP frame-src 'self' https:): http ones open in a new tab, as do
   * links the author marked target="_blank" (sites that refuse to be framed).
   */
  framed: boolean;
}

export function externalLinkOf(anchor: HTMLAnchorElement, origin = window.location.origin): ExternalLink | null {
  const href = anchor.getAttribute('href') ?? '';
  if (!isHttpUrl(href)) return null;
  const url = new URL(href);
  if (url.origin === origin) return null;
  return { url: url.href, framed: url.protocol === 'https:' && anchor.target !== '_blank' };
}
