import { describe, expect, it } from 'vitest';
import { icsCheckDigits, icsMessage, icsSchema, isValidIcs } from './ics.ts';

describe('identifiant créancier SEPA (ICS) français', () => {
  it('calcule la clé ISO 7064 MOD 97-10 sur l’identifiant national + FR00, sans le code activité', () => {
    expect(icsCheckDigits('FR', '123456')).toBe('72');
    expect(icsCheckDigits('FR', '654321')).toBe('19');
    expect(icsCheckDigits('FR', '987654')).toBe('76');
  });

  it('accepte les ICS de 13 caractères dont la clé est juste, quel que soit le code activité', () => {
    for (const ics of ['FR72ZZZ123456', 'FR19ZZZ654321', 'FR49ABC000001', 'FR76X1Y987654', 'fr72 zzz 123 456'])
      expect(isValidIcs(ics), ics).toBe(true);
  });

  it('refuse une clé fausse', () => {
    expect(isValidIcs('FR73ZZZ123456')).toBe(false);
    expect(isValidIcs('FR00ZZZ123456')).toBe(false);
  });

  it('refuse les longueurs de 8, 12 et 14 caractères même quand leur clé « tombe juste »', () => {
    // Each of these has the check digits of its trailing part: the former rule took them.
    for (const ics of ['FR49ZZZ1', 'FR53ZZZ12345', 'FR41ZZZ1234567']) expect(isValidIcs(ics), ics).toBe(false);
  });

  it('refuse un autre pays, un identifiant national non numérique, un code activité trop court', () => {
    expect(isValidIcs('DE98ZZZ09999999999')).toBe(false);
    expect(isValidIcs('FR72ZZZ12345A')).toBe(false);
    expect(isValidIcs('FR72ZZ1234567')).toBe(false);
  });

  it('un seul schéma : normalise la saisie et refuse avec le message français', () => {
    expect(icsSchema().parse(' fr72 zzz 123456 ')).toBe('FR72ZZZ123456');
    const refused = icsSchema().safeParse('FR53ZZZ12345');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(icsMessage);
    expect(icsMessage).toContain('13 caractères');
  });
});
