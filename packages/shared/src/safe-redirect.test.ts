import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './safe-redirect.ts';

const origin = 'https://portail.example';

describe('règle de redirection sur la même origine', () => {
  it.each(['/#/espace-adherent', '/admin', '/#/page/cgu?x=1', '/login?callbackUrl=%2Fadmin'])('garde %s', (path) => {
    expect(sameOriginPath(path, origin)).toBe(path);
  });

  it.each([
    ['une tabulation décodée (%09)', '/\t/evil.example/'],
    ['un saut de ligne', '/\n/evil.example/'],
    ['un retour chariot', '/\r//evil.example'],
    ['une barre oblique inverse', '/\\evil.example'],
    ['une espace', '/ /evil.example'],
    ['une espace insécable', '/\u00a0/evil.example'],
    ['un caractère de contrôle C1', '/\u0085/evil.example'],
    ['une adresse protocole-relative', '//evil.example/'],
    ['une adresse absolue', 'https://evil.example/'],
    ['un schéma javascript', 'javascript:alert(1)'],
    ['un chemin relatif', 'espace-adherent'],
    ['une chaîne vide', ''],
  ])('refuse %s', (_label, value) => {
    expect(sameOriginPath(value, origin)).toBeNull();
  });

  it('refuse null et undefined', () => {
    expect(sameOriginPath(null, origin)).toBeNull();
    expect(sameOriginPath(undefined, origin)).toBeNull();
  });

  it('normalise les segments « .. » sans quitter l’origine', () => {
    expect(sameOriginPath('/a/../admin', origin)).toBe('/admin');
  });
});
