import { describe, expect, it } from 'vitest';
import { identityLoginUrl, isSafeCallbackUrl, safeHref } from './urls';

describe('callbackUrl suivie après connexion', () => {
  it.each(['/', '/#/espace-adherent', '/admin', '/#/page/aide?x=1'])('accepte le chemin de même origine %s', (url) => {
    expect(isSafeCallbackUrl(url)).toBe(true);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/ /evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '',
    null,
    'admin',
  ])('refuse %s', (url) => {
    expect(isSafeCallbackUrl(url)).toBe(false);
  });
});

describe('adresse de connexion', () => {
  it('transmet callbackUrl en gardant les "/" lisibles et en codant "#"', () => {
    expect(identityLoginUrl('/#/espace-adherent')).toBe('/api/identity/login?callbackUrl=/%23/espace-adherent');
    expect(identityLoginUrl(null)).toBe('/api/identity/login');
  });
});

describe('liens venant de la configuration', () => {
  it('garde http(s) et les chemins, refuse javascript:', () => {
    expect(safeHref('https://www.example.org')).toBe('https://www.example.org');
    expect(safeHref('/api/clients/assets/1')).toBe('/api/clients/assets/1');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
  });
});
