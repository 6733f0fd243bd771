import { describe, expect, it } from 'vitest';
import {
  codePostalPattern,
  isRealIsoDate,
  isValidBic,
  isValidIban,
  isValidNir,
  isValidNirWithKey,
  nirKey,
} from './validators';

describe('numéro de sécurité sociale', () => {
  it('calcule la clé comme 97 moins le numéro modulo 97', () => {
    expect(nirKey('1850775123456')).toBe(String(97 - (1850775123456 % 97)).padStart(2, '0'));
  });
  it('remplace 2A par 19 et 2B par 18 pour la clé', () => {
    expect(nirKey('185072A123456')).toBe(String(97 - (1850719123456 % 97)).padStart(2, '0'));
    expect(nirKey('185072B123456')).toBe(String(97 - (1850718123456 % 97)).padStart(2, '0'));
  });
  it('refuse un numéro qui ne commence pas par 1 ou 2, ou dont le mois est 13 à 19', () => {
    expect(isValidNir('3850775123456')).toBe(false);
    expect(isValidNir('1851375123456')).toBe(false);
    expect(isValidNir('1852075123456')).toBe(true);
  });
  it('refuse le département 00 (2A, 2B ou 01 à 99 seulement)', () => {
    expect(isValidNir('1850700123456')).toBe(false);
    expect(isValidNir('1850701123456')).toBe(true);
    expect(isValidNir('1850799123456')).toBe(true);
  });
  it('refuse une clé fausse', () => {
    const key = nirKey('2920375042123');
    expect(isValidNirWithKey('2920375042123', key)).toBe(true);
    expect(isValidNirWithKey('2920375042123', key === '01' ? '02' : '01')).toBe(false);
  });
});

describe('IBAN et BIC', () => {
  it('accepte un IBAN français valide, espaces compris', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
  });
  it('refuse un IBAN FR de moins de 27 caractères', () => {
    expect(isValidIban('FR7630006000011234567890')).toBe(false);
  });
  it('refuse un IBAN dont la clé mod 97 est fausse', () => {
    expect(isValidIban('FR7630006000011234567890188')).toBe(false);
  });
  it('accepte un BIC de 8 ou 11 caractères', () => {
    expect(isValidBic('AGRIFRPP')).toBe(true);
    expect(isValidBic('AGRIFRPP882')).toBe(true);
    expect(isValidBic('AGRIFRP')).toBe(false);
  });
});

describe('code postal et dates', () => {
  it('accepte 01000 à 98999 seulement', () => {
    expect(codePostalPattern.test('01000')).toBe(true);
    expect(codePostalPattern.test('98999')).toBe(true);
    expect(codePostalPattern.test('00999')).toBe(false);
    expect(codePostalPattern.test('99000')).toBe(false);
  });
  it('refuse le 30 février', () => {
    expect(isRealIsoDate('2024-02-29')).toBe(true);
    expect(isRealIsoDate('2023-02-29')).toBe(false);
  });
});
