import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeVerificationDepuis, verifierFormeCode } from './code-verification.ts';

const aleas = fc.array(fc.integer({ min: 0, max: 31 }), { minLength: 10, maxLength: 10 });
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

describe('codes de vérification des documents', () => {
  it('forme 12 caractères lisibles en trois groupes de 4, reconnus tels quels', () => {
    const code = codeVerificationDepuis([7, 20, 3, 21, 23, 9, 31, 30, 2, 15]);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(verifierFormeCode(code).etat).toBe('valide');
    expect(verifierFormeCode(code.toLowerCase().replaceAll('-', ' ')).etat).toBe('valide');
  });

  it('reconnaît O pour 0 et I ou L pour 1, comme Crockford', () => {
    const code = codeVerificationDepuis([0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
    expect(verifierFormeCode(code.replace(/0/g, 'O').replace(/1/g, 'l')).etat).toBe('valide');
  });

  it('repère tout caractère altéré et toute inversion de deux voisins', () => {
    fc.assert(
      fc.property(aleas, fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 31 }), (a, position, decalage) => {
        const code = codeVerificationDepuis(a).replaceAll('-', '');
        const altered = [...code];
        altered[position] = alphabet[(alphabet.indexOf(code[position]!) + decalage) % 32]!;
        expect(verifierFormeCode(altered.join('')).etat).toBe('altere');
        if (position < 11 && code[position] !== code[position + 1]) {
          const swapped = [...code];
          [swapped[position], swapped[position + 1]] = [swapped[position + 1]!, swapped[position]!];
          expect(verifierFormeCode(swapped.join('')).etat).toBe('altere');
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('refuse comme mal formé ce qui n’a ni la longueur ni l’alphabet', () => {
    expect(verifierFormeCode('').etat).toBe('malForme');
    expect(verifierFormeCode('7K3M-Q9XZ').etat).toBe('malForme');
    expect(verifierFormeCode('7K3M-Q9XZ-2F4U').etat).toBe('malForme');
    expect(verifierFormeCode('<script>').etat).toBe('malForme');
  });
});
