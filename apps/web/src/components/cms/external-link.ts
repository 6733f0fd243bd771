/** A link of CMS content that leaves the portal (http or https, another origin): shown in the frame modal. */
export function externalLinkOf(anchor: HTMLAnchorElement, origin = window.location.origin): string | null {
  const href = anchor.getAttribute('href') ?? '';
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    const url = new URL(href);
    return url.origin === origin ? null : url.href;
  } catch {
    return null;
  }
}
