import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImage } from './images.ts';
import { sanitizeSvg } from './sanitize-svg.ts';
import { pngDeclaring, tinyPng } from './test-images.ts';

const demoImages = path.join(import.meta.dirname, '../commands/seed/content/demo/images');

describe('images du CMS : matricielles vérifiées, SVG nettoyé', () => {
  it('garde un SVG de dessin intact (formes, dégradés, titre accessible)', () => {
    const svg = readFileSync(path.join(demoImages, 'optique.svg'), 'utf8');
    const clean = sanitizeSvg(svg) ?? '';
    for (const kept of [
      'viewBox="0 0 320 160"',
      '<linearGradient id="fond-optique"',
      'fill="url(#fond-optique)"',
      '<title',
    ])
      expect(clean).toContain(kept);
  });

  it('retire scripts, gestionnaires, liens, objets étrangers et références externes d’un SVG', () => {
    const clean = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script>' +
        '<rect width="10" height="10" fill="url(https://evil.example/x.svg#p)" style="x"/>' +
        '<a href="javascript:alert(1)"><text>t</text></a><foreignObject><p>html</p></foreignObject>' +
        '<image href="data:image/png;base64,AAAA"/><use href="https://evil.example/x.svg#a"/>' +
        '<style>@import url(https://evil.example/x.css)</style>' +
        '<animate attributeName="href" to="javascript:alert(1)"/><set attributeName="onload" to="alert(1)"/></svg>',
    );
    expect(clean).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10" /><text>t</text></svg>');
  });

  it('refuse un fichier .svg qui n’est pas un SVG', () => {
    expect(sanitizeSvg('<html><body><script>alert(1)</script></body></html>')).toBeNull();
    expect(checkImage('page.svg', new TextEncoder().encode('<p>bonjour</p>'))).toEqual({
      ok: false,
      error: 'le fichier n’est pas une image SVG',
    });
  });

  it('refuse une image dont le contenu ne correspond pas à l’extension (HTML déguisé en PNG)', () => {
    const html = new TextEncoder().encode('<script>alert(1)</script>');
    expect(checkImage('photo.png', html)).toEqual({
      ok: false,
      error: 'le contenu du fichier ne correspond pas à son extension .png',
    });
    expect(checkImage('photo.PNG', tinyPng)).toMatchObject({ ok: true, contentType: 'image/png' });
    expect(checkImage('document.pdf', tinyPng)).toMatchObject({ ok: false });
  });

  it('refuse une image qui annonce des dimensions démesurées (bombe) ou illisibles', () => {
    expect(checkImage('bombe.png', pngDeclaring(100_000, 100_000))).toEqual({
      ok: false,
      error: 'image de 100000 × 100000 pixels (8000 de côté et 40 millions de pixels au plus)',
    });
    expect(checkImage('large.png', pngDeclaring(7000, 7000))).toMatchObject({ ok: false });
    expect(checkImage('juste.png', pngDeclaring(8000, 5000))).toMatchObject({ ok: true });
    expect(checkImage('tronquee.png', tinyPng.subarray(0, 12))).toEqual({
      ok: false,
      error: 'dimensions de l’image illisibles (fichier abîmé ?)',
    });
  });
});
