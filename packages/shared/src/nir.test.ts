import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanNirInput, monacoToNir, nirKeyError, nirMessages, nirNumberError, nirToMonaco } from './nir';
import { isValidNir, isValidNirWithKey, nirKey } from './validators';

const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
const nirArb = fc
  .tuple(
    fc.constantFrom('1', '2'),
    digits(2),
    fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 20, max: 99 })),
    fc.oneof(
      fc.constantFrom('2A', '2B'),
      fc.integer({ min: 1, max: 99 }).map((d) => String(d).padStart(2, '0')),
    ),
    digits(3),
    digits(3),
  )
  .map(
    ([sex, year, month, dept, commune, order]) =>
      `${sex}${year}${String(month).padStart(2, '0')}${dept}${commune}${order}`,
  );

describe('numéro de sécurité sociale (propriétés)', () => {
  it('la clé vaut 97 moins le numéro modulo 97, 2A comptant 19 et 2B 18', () => {
    fc.assert(
      fc.property(nirArb, (nir) => {
        const number = BigInt(nir.replace('2A', '19').replace('2B', '18'));
        expect(nirKey(nir)).toBe(String(97n - (number % 97n)).padStart(2, '0'));
        expect(isValidNirWithKey(nir, nirKey(nir))).toBe(true);
      }),
    );
  });

  it('toute autre clé est refusée avec son message', () => {
    fc.assert(
      fc.property(nirArb, fc.integer({ min: 0, max: 99 }), (nir, other) => {
        const cle = String(other).padStart(2, '0');
        fc.pre(cle !== nirKey(nir));
        expect(nirKeyError(nir, cle)).toBe(nirMessages.key);
      }),
    );
  });

  it('les espaces saisis ou collés sont ignorés', () => {
    fc.assert(
      fc.property(nirArb, fc.array(fc.nat(12)), (nir, cuts) => {
        let spaced = nir;
        for (const cut of cuts) spaced = `${spaced.slice(0, cut)} ${spaced.slice(cut)}`;
        expect(cleanNirInput(spaced.toLowerCase())).toBe(nir);
        expect(nirNumberError(cleanNirInput(spaced), false)).toBeNull();
      }),
    );
  });

  it('un numéro de 13 caractères hors du format est refusé', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9AB]{13}$/), (value) => {
        fc.pre(!isValidNir(value));
        expect(nirNumberError(value, false)).toBe(nirMessages.format);
      }),
    );
  });
});

describe('numéro de sécurité sociale (règles)', () => {
  it('« Le format du numéro de sécurité sociale (sans clé) est incorrect » pour un mois 13 à 19', () => {
    expect(nirNumberError('1851375123456', false)).toBe(
      'Le format du numéro de sécurité sociale (sans clé) est incorrect',
    );
  });
  it('mode Monaco : 11 chiffres enregistrés avec le préfixe 98, complétés de zéros jusqu’à 13', () => {
    expect(monacoToNir('12345678901')).toBe('9812345678901');
    expect(monacoToNir('123')).toBe('9800000000123');
    expect(nirToMonaco('9812345678901')).toBe('12345678901');
    expect(nirNumberError('1234567890', true)).toBe(nirMessages.monacoFormat);
    expect(nirNumberError('12345678901', true)).toBeNull();
  });
});
