import sanitize from 'sanitize-html';
import { cmsHtmlAllowList, cmsImagePath, isSafeHref } from '@portail/shared/cms-html-policy';

const options: sanitize.IOptions = {
  allowedTags: Object.keys(cmsHtmlAllowList),
  allowedAttributes: Object.fromEntries(Object.entries(cmsHtmlAllowList).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // script, style, textarea… lose their text too; other refused tags keep only their text.
  disallowedTagsMode: 'discard',
  parser: { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  transformTags: {
    a: (tagName, attribs) => {
      const { href, title, target } = attribs;
      const safe: sanitize.Attributes = {};
      if (href !== undefined && isSafeHref(href)) safe.href = href.trim();
      if (title !== undefined) safe.title = title;
      // A new tab must not reach back to the portal (window.opener).
      if (target === '_blank') Object.assign(safe, { target: '_blank', rel: 'noopener noreferrer' });
      return { tagName, attribs: safe };
    },
    img: (tagName, attribs) => {
      const src = attribs.src?.trim() ?? '';
      const safe: sanitize.Attributes = cmsImagePath.test(src) ? { src, alt: attribs.alt ?? '' } : {};
      return { tagName, attribs: safe };
    },
    th: (tagName, attribs) => {
      const scope = attribs.scope ?? '';
      const safe: sanitize.Attributes = ['row', 'col', 'rowgroup', 'colgroup'].includes(scope) ? { scope } : {};
      return { tagName, attribs: safe };
    },
  },
  // An image without an allowed source is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * The one sanitiser of CMS and FAQ HTML, applied when content is stored and again when it is
 * served: a strict allow-list of tags and attributes, no script, style, frame or event handler.
 */
export function sanitizeContentHtml(html: string): string {
  return sanitize(html, options);
}

/** Sanitised HTML that shows something: words, an image or a table (not `<p> </p>`). */
export function hasVisibleContent(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim() !== '' || /<(img|table)\b/.test(html);
}

const servedCache = new Map<string, string>();
const servedCacheSize = 1000;

/** Sanitising again on the way out; identical stored texts are cleaned once per process. */
export function sanitizeServedHtml(html: string): string {
  const cached = servedCache.get(html);
  if (cached !== undefined) return cached;
  const clean = sanitizeContentHtml(html);
  if (servedCache.size >= servedCacheSize) servedCache.clear();
  servedCache.set(html, clean);
  return clean;
}

/**
 * What the sanitiser would remove, in French, for the content import: authors are told rather
 * than silently corrected. Empty when the HTML only uses the allow-list.
 */
export function auditContentHtml(html: string): string[] {
  const problems = new Set<string>();
  sanitize(html, {
    ...options,
    onOpenTag: (tag, attribs) => {
      const allowed = cmsHtmlAllowList[tag];
      if (!allowed) {
        problems.add(`balise <${tag}> non autorisée`);
        return;
      }
      for (const [name, value] of Object.entries(attribs)) {
        if (!allowed.includes(name)) problems.add(`attribut ${name} non autorisé sur <${tag}>`);
        else if (tag === 'a' && name === 'href' && !isSafeHref(value)) problems.add(`lien non autorisé (${value})`);
        else if (tag === 'img' && name === 'src' && !cmsImagePath.test(value.trim()))
          problems.add(`source d’image non autorisée (${value})`);
      }
      if (tag === 'img' && !attribs.src) problems.add('image sans source');
    },
  });
  return [...problems];
}

/**
 * Rewrites the src of every <img> with `map` (relative file → stored image URL) and leaves the
 * rest as written; the result still goes through sanitizeContentHtml.
 */
export function mapImageSources(html: string, map: (src: string) => string): string {
  return sanitize(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: [],
    transformTags: {
      img: (tagName, attribs) => ({
        tagName,
        attribs: attribs.src === undefined ? attribs : { ...attribs, src: map(attribs.src) },
      }),
    },
  });
}
