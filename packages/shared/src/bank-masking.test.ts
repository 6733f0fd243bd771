import { describe, expect, it } from 'vitest';
import { isMaskedIban, maskIban } from './bank-masking.ts';

describe('masquage des comptes bancaires', () => {
  it('garde le pays, la clé et les 4 derniers caractères d’un IBAN français', () => {
    expect(maskIban('FR76 3000 4012 3400 0123 4567 862')).toBe('FR76 **** **** 7862');
  });

  it('ne laisse rien du compte entre la clé et la fin, quelle que soit la longueur', () => {
    const masked = maskIban('DE89370400440532013000');
    expect(masked).toBe('DE89 **** **** 3000');
    expect(masked).not.toContain('3704');
    expect(isMaskedIban(masked)).toBe(true);
  });

  it('ne montre rien d’une valeur trop courte pour être un IBAN', () => {
    expect(maskIban('FR76')).toBe('**** ****');
  });
});
