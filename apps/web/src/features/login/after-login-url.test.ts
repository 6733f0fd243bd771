import { describe, expect, it } from 'vitest';
import { afterLoginUrl } from './after-login-url';

describe('destination après connexion', () => {
  it('suit la callbackUrl quand elle est un chemin de même origine', () => {
    expect(afterLoginUrl('/admin', { roles: ['User'] })).toBe('/admin');
  });

  it("sinon l'espace adhérent pour un adhérent, /admin pour le personnel", () => {
    expect(afterLoginUrl(null, { roles: ['User'] })).toBe('/#/espace-adherent');
    expect(afterLoginUrl('https://evil.example', { roles: ['User'] })).toBe('/#/espace-adherent');
    expect(afterLoginUrl(null, { roles: ['Gestionnaire'] })).toBe('/admin');
  });
});
