import sanitize from 'sanitize-html';

/** The only image source allowed in CMS and FAQ HTML: an image stored by the portal. */
export const cmsImagePath = /^\/api\/cms\/documents\/images\/\d{1,10}$/;

/**
 * Links allowed in content: http(s), mailto, a path of this site (not //host) or a hash route
 * (#/page/cgu). Checked on the value as the parser decoded it, entities included; any control
 * character or whitespace inside refuses it (jav&#x09;ascript: and its kind).
 */
export function isSafeHref(value: string): boolean {
  const href = value.trim();
  // eslint-disable-next-line no-control-regex
  if (href === '' || /[\u0000-\u0020\u007f-\u009f\\]/.test(href)) return false;
  return /^(https?:\/\/[^/?#]+|mailto:[^:]+@[^:]+$|#\/|\/(?![/\\]))/i.test(href);
}

/** The allow-list: tag → attributes it may carry. */
const allowedHtml: Record<string, string[]> = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  em: [],
  ul: [],
  ol: [],
  li: [],
  a: ['href', 'title', 'target', 'rel'],
  br: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['scope'],
  td: [],
  img: ['src', 'alt'],
};

const options: sanitize.IOptions = {
  allowedTags: Object.keys(allowedHtml),
  allowedAttributes: allowedHtml,
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
      const allowed = allowedHtml[tag];
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
