import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { expect } from 'vitest';
import { cmsHtmlAllowList as allowed, cmsImagePath, isSafeHref } from '@portail/shared/cms-html-policy';

export { xssPayloads } from './xss-payloads.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

function elements(node: Node): Element[] {
  const children = 'childNodes' in node ? node.childNodes : [];
  const own = 'tagName' in node ? [node as Element] : [];
  return [...own, ...children.flatMap(elements)];
}

/**
 * Parsed the way a browser parses it (HTML5 algorithm, parse5), the output holds only allowed
 * HTML elements with allowed attributes, no handler, no script-bearing URL.
 */
export function expectInert(html: string): void {
  for (const element of elements(parseFragment(html))) {
    expect(element.namespaceURI, html).toBe('http://www.w3.org/1999/xhtml');
    expect(Object.keys(allowed), html).toContain(element.tagName);
    for (const { name, value } of element.attrs) {
      expect(allowed[element.tagName], `${element.tagName}[${name}] dans ${html}`).toContain(name);
      expect(name.startsWith('on')).toBe(false);
      if (name === 'href') expect(isSafeHref(value), value).toBe(true);
      if (name === 'href') expect(value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      if (name === 'src') expect(value).toMatch(cmsImagePath);
      if (name === 'target') expect(value).toBe('_blank');
      if (name === 'rel') expect(value).toBe('noopener noreferrer');
    }
  }
}
