import { describe, expect, it } from 'vitest';
import { partnerUrl } from './partner-url';

describe('adresse du partenaire', () => {
  it('ajoute scTokenId à l’adresse, en gardant ses paramètres', () => {
    expect(partnerUrl('https://optique.partenaire.fr/portail?src=mutuelle', 'abc_123')).toBe(
      'https://optique.partenaire.fr/portail?src=mutuelle&scTokenId=abc_123',
    );
  });
});
