/**
 * What CMS and FAQ HTML may contain, for the server's sanitize-html, the browser's second pass
 * (decision 020) and the tests that check both: one allow-list, one link rule, one image rule.
 */

/** Tag → attributes it may carry. `target` and `rel` only ever end up as `_blank` / `noopener noreferrer`. */
export const cmsHtmlAllowList: Readonly<Record<string, readonly string[]>> = {
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
