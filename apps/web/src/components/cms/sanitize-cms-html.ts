import { cmsHtmlAllowList, cmsImagePath, isSafeHref } from '@portail/shared/cms-html-policy';
import { cmsTexts } from './texts';

export { isSafeHref };

/**
 * Second sanitising of CMS and FAQ HTML, in the browser (decision 020). The server already cleans
 * it on store and on serve with the same allow-list; this one guards against a compromised or
 * mistaken response. The HTML is parsed by DOMParser into an inert document (no script runs, no
 * image loads), then rebuilt node by node: only allowed tags and attributes are copied.
 */
/** The shared allow-list; `target` and `rel` are set below, only as `_blank` + `noopener noreferrer`. */
const allowedTags = cmsHtmlAllowList;
const setApart = new Set(['target', 'rel']);

/** Elements dropped with their content (the others keep their text). */
const droppedWithContent = new Set([
  'script',
  'style',
  'x-style',
  'template',
  'noscript',
  'textarea',
  'iframe',
  'object',
  'svg',
  'math',
]);

function copyAttributes(source: Element, target: Element): boolean {
  const tag = target.tagName.toLowerCase();
  const allowed = allowedTags[tag] ?? [];
  for (const name of allowed) {
    if (setApart.has(name)) continue;
    const value = source.getAttribute(name);
    if (value === null) continue;
    if (name === 'href' && !isSafeHref(value)) continue;
    if (name === 'src' && !cmsImagePath.test(value.trim())) return false;
    if (name === 'scope' && !['row', 'col', 'rowgroup', 'colgroup'].includes(value)) continue;
    target.setAttribute(name, name === 'href' || name === 'src' ? value.trim() : value);
  }
  if (tag === 'img' && !target.hasAttribute('src')) return false;
  if (tag === 'img' && !target.hasAttribute('alt')) target.setAttribute('alt', '');
  if (tag === 'a' && source.getAttribute('target') === '_blank' && target.hasAttribute('href')) {
    target.setAttribute('target', '_blank');
    target.setAttribute('rel', 'noopener noreferrer');
  }
  return true;
}

/**
 * A wide table scrolls sideways in its own region on a phone instead of squeezing its words;
 * the region is focusable so that the keyboard can scroll it too (WCAG 2.1.1).
 */
function scrollableTable(table: Element, doc: Document): Element {
  const region = doc.createElement('div');
  region.className = 'cms-table';
  region.setAttribute('role', 'region');
  region.setAttribute('tabindex', '0');
  region.setAttribute('aria-label', table.querySelector('caption')?.textContent?.trim() || cmsTexts.table);
  region.appendChild(table);
  return region;
}

function cleanChildren(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child instanceof Element) {
      const tag = child.tagName.toLowerCase();
      if (droppedWithContent.has(tag)) continue;
      if (!(tag in allowedTags)) {
        cleanChildren(child, target, doc);
        continue;
      }
      const clean = doc.createElement(tag);
      if (!copyAttributes(child, clean)) continue;
      cleanChildren(child, clean, doc);
      target.appendChild(tag === 'table' ? scrollableTable(clean, doc) : clean);
    }
  }
}

/**
 * Chromium checks the CSP when it parses an event-handler or style attribute or a <style>, even in
 * an inert DOMParser document: nothing runs, but a violation is reported. Renaming them first avoids
 * those false alarms; the node walk below remains the safety net (it drops them anyway).
 */
function defuse(html: string): string {
  return html
    .replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/([\s/"'])(on[a-z]+|style)(\s*=)/gi, '$1data-removed$3'))
    .replace(/<(\/?)style\b/gi, '<$1x-style');
}

/** Returns HTML made only of the allow-list; anything else is dropped or reduced to its text. */
export function sanitizeCmsHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${defuse(html)}`, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  cleanChildren(parsed.body, container, output);
  return container.innerHTML;
}
