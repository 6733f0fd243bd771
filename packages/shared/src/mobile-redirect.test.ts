import { describe, expect, it } from 'vitest';
import { appUrlSchemePattern, isAllowedMobileRedirect } from './mobile-redirect.ts';

const demo = {
  appleStoreUrl: 'https://apps.apple.com/fr/app/mutuelle-demo/id6450000001',
  googleStoreUrl: 'https://play.google.com/store/apps/details?id=fr.mutuelledemo.adherent',
  urlSchemes: ['mutuelledemo'],
};

describe('redirect-to-mobile : seulement vers l’application du client', () => {
  it.each([
    'https://apps.apple.com/fr/app/mutuelle-demo/id6450000001',
    'https://apps.apple.com/fr/app/mutuelle-demo/id6450000001?ct=portail',
    'https://play.google.com/store/apps/details?id=fr.mutuelledemo.adherent',
    'mutuelledemo://remboursements/123',
    'MutuelleDemo://accueil',
  ])('suit %s', (target) => {
    expect(isAllowedMobileRedirect(target, demo)).toBe(true);
  });

  it.each([
    ['un autre site', 'https://evil.example/'],
    ['une autre application du même magasin', 'https://apps.apple.com/fr/app/autre/id1'],
    ['http au lieu de https', 'http://apps.apple.com/fr/app/mutuelle-demo/id6450000001'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['un schéma non déclaré', 'autreappli://ouvrir'],
    ['une adresse illisible', 'pas une adresse'],
  ])('refuse %s', (_label, target) => {
    expect(isAllowedMobileRedirect(target, demo)).toBe(false);
  });

  it('un client sans application ne suit rien', () => {
    const none = { appleStoreUrl: null, googleStoreUrl: null, urlSchemes: [] };
    expect(isAllowedMobileRedirect(demo.appleStoreUrl, none)).toBe(false);
  });

  it('un client ne peut pas déclarer http, javascript ou data comme schéma de son application', () => {
    for (const scheme of ['http', 'https', 'javascript', 'data', 'file'])
      expect(appUrlSchemePattern.test(scheme)).toBe(false);
    expect(appUrlSchemePattern.test('mutuelledemo')).toBe(true);
  });
});
