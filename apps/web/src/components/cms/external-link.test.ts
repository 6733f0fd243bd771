import { describe, expect, it } from 'vitest';
import { externalLinkOf } from './external-link';

function anchor(href: string, target?: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  if (target) a.setAttribute('target', target);
  return a;
}

describe('liens externes du contenu CMS', () => {
  const origin = 'https://portail.example';

  it('encadre un lien https vers un autre site, ouvre un lien http dans un nouvel onglet', () => {
    expect(externalLinkOf(anchor('https://www.ameli.fr/assure'), origin)).toEqual({
      url: 'https://www.ameli.fr/assure',
      framed: true,
    });
    expect(externalLinkOf(anchor('http://ancien.example/page'), origin)).toEqual({
      url: 'http://ancien.example/page',
      framed: false,
    });
  });

  it('ouvre dans un nouvel onglet un lien https que l’auteur a marqué target="_blank"', () => {
    expect(externalLinkOf(anchor('https://www.cnil.fr/fr/plaintes', '_blank'), origin)).toEqual({
      url: 'https://www.cnil.fr/fr/plaintes',
      framed: false,
    });
  });

  it('laisse faire les liens du portail, les routes #/ et mailto', () => {
    for (const href of ['https://portail.example/cookies', '#/page/cgu', '/cookies', 'mailto:a@b.fr'])
      expect(externalLinkOf(anchor(href), origin)).toBeNull();
  });
});
