import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { expect } from 'vitest';
import { cmsImagePath, isSafeHref } from './sanitize-html.ts';

/**
 * Classic XSS payloads (OWASP XSS filter evasion cheat sheet, mutation XSS and DOMPurify's test
 * corpus in spirit): every one must come out of the sanitiser inert. Shared by the sanitiser's
 * unit test and the CMS route test (stored then served).
 */
export const xssPayloads: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<img src="/api/cms/documents/images/1" onerror="alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">clic</text></a></svg>',
  '<a href="javascript:alert(1)">lien</a>',
  '<a href="JaVaScRiPt:alert(1)">lien</a>',
  '<a href="jav&#x09;ascript:alert(1)">lien</a>',
  '<a href="jav&#x0A;ascript:alert(1)">lien</a>',
  '<a href="jav&#x0D;ascript:alert(1)">lien</a>',
  '<a href=" &#14;  javascript:alert(1)">lien</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">lien</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">lien</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">lien</a>',
  '<a href="javascript&colon;alert(1)">lien</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">lien</a>',
  '<a href="vbscript:msgbox(1)">lien</a>',
  '<a href="//evil.example/phishing">lien</a>',
  '<a href="#" onclick="alert(1)">lien</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background:url(javascript:alert(1))">texte</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<form action="javascript:alert(1)"><button>Envoyer</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)><summary>x</summary></details>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<template><script>alert(1)</script></template>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<p title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">texte</p>',
  '<a href="https://example.org" target="_self" rel="opener">lien</a>',
];

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const allowed: Record<string, string[]> = {
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
