import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeCmsHtml } from './sanitize-cms-html';

describe('nettoyage du HTML du CMS dans le navigateur', () => {
  it('garde la liste blanche telle quelle', () => {
    const html =
      '<h2>Titre</h2><p>Un <strong>texte</strong> et <a href="#/page/cgu">un lien</a>.</p><ul><li>a</li></ul>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">', ''],
    ['<img src="/api/cms/documents/images/3" onerror="alert(1)">', '<img src="/api/cms/documents/images/3" alt="">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<p onclick="alert(1)" style="color:red">x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg><p>y</p>', '<p>y</p>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<div><span>texte</span></div>', 'texte'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['<form action="https://evil.example"><input name="a"></form><p>z</p>', '<p>z</p>'],
  ])('neutralise %s', (input, expected) => {
    expect(sanitizeCmsHtml(input)).toBe(expected);
  });

  it('place un tableau dans une région défilante accessible au clavier', () => {
    expect(sanitizeCmsHtml('<table><caption>Cookies</caption><tr><td>a</td></tr></table>')).toBe(
      '<div class="cms-table" role="region" tabindex="0" aria-label="Cookies"><table><caption>Cookies</caption><tbody><tr><td>a</td></tr></tbody></table></div>',
    );
  });

  it('force rel="noopener noreferrer" sur un lien ouvert dans un nouvel onglet', () => {
    expect(sanitizeCmsHtml('<a href="https://ameli.fr" target="_blank">ameli</a>')).toBe(
      '<a href="https://ameli.fr" target="_blank" rel="noopener noreferrer">ameli</a>',
    );
  });

  it('accepte http(s), mailto, les chemins du site et les routes #/ ; refuse le reste', () => {
    for (const ok of ['https://ameli.fr', 'mailto:contact@exemple.fr', '/cookies', '#/page/cgu'])
      expect(isSafeHref(ok)).toBe(true);
    for (const ko of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'vbscript:x', ' java script:'])
      expect(isSafeHref(ko)).toBe(false);
  });
});
