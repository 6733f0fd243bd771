import { sanitizeCmsHtml } from '@/components/cms/sanitize-cms-html';

/**
 * The editor's HTML as the portal will render it: the browser's sanitiser with the shared
 * allow-list (decision 020), without the display-only wrapper it puts around tables, and '' for an
 * empty text. What is stored is exactly what the editor shows.
 */
export function cleanEditorHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizeCmsHtml(html);
  for (const region of Array.from(template.content.querySelectorAll('div.cms-table')))
    region.replaceWith(...Array.from(region.childNodes));
  const clean = template.innerHTML;
  return template.content.textContent?.trim() === '' && !template.content.querySelector('img, table') ? '' : clean;
}

/** One table's HTML through the same sanitiser (a table pasted from elsewhere loses its handlers). */
export function cleanTableHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = cleanEditorHtml(html);
  return template.content.querySelector('table')?.outerHTML ?? '';
}
