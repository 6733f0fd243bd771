import fc from 'fast-check';
import { composeIBAN, isValidBBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { bankMessages, bicError, cleanBicInput, cleanIbanInput, ibanError } from './iban-bic';
import { bankPopupSchema } from './iban-bic-schema';

const alnum = (n: number) => fc.stringMatching(new RegExp(`^[0-9A-Z]{${n}}$`));
const frBban = fc
  .tuple(fc.stringMatching(/^\d{10}$/), alnum(11), fc.stringMatching(/^\d{2}$/))
  .map(([bank, account, key]) => `${bank}${account}${key}`)
  .filter((bban) => isValidBBAN(bban, 'FR'));
const frIban = frBban.map((bban) => composeIBAN({ countryCode: 'FR', bban }) as string);

describe('IBAN (propriétés)', () => {
  it('accepte tout IBAN FR valide, saisi en minuscules et avec des espaces', () => {
    fc.assert(
      fc.property(frIban, fc.array(fc.nat(26)), (iban, cuts) => {
        let typed = iban.toLowerCase();
        for (const cut of cuts) typed = `${typed.slice(0, cut)} ${typed.slice(cut)}`;
        expect(cleanIbanInput(typed)).toBe(iban);
        expect(ibanError(cleanIbanInput(typed))).toBeNull();
      }),
    );
  });

  it('refuse un IBAN dont un chiffre a été changé (contrôle ISO 13616 modulo 97)', () => {
    fc.assert(
      fc.property(frIban, fc.integer({ min: 4, max: 26 }), fc.integer({ min: 1, max: 9 }), (iban, at, shift) => {
        const char = iban[at]!;
        fc.pre(/\d/.test(char));
        const changed = `${iban.slice(0, at)}${(Number(char) + shift) % 10}${iban.slice(at + 1)}`;
        expect(ibanError(changed)).toBe(bankMessages.ibanInvalid);
      }),
    );
  });

  it('refuse un IBAN FR qui n’a pas ses 27 caractères, en les demandant tous', () => {
    fc.assert(
      fc.property(
        alnum(1).chain((c) => fc.string({ unit: fc.constantFrom(...'0123456789AZ'), maxLength: 40 }).map((s) => c + s)),
        (rest) => {
          const value = `FR${rest}`;
          fc.pre(value.length !== 27);
          expect(ibanError(value)).toBe(bankMessages.ibanFrLength);
        },
      ),
    );
  });

  it('le champ coupe à 27 caractères', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        expect(cleanIbanInput(s).length).toBeLessThanOrEqual(27);
      }),
    );
  });
});

describe('BIC (propriétés)', () => {
  const bic = fc
    .tuple(fc.stringMatching(/^[A-Z]{4}$/), fc.constantFrom('FR', 'DE', 'BE', 'MC'), alnum(2), fc.option(alnum(3)))
    .map(([bank, country, location, branch]) => `${bank}${country}${location}${branch ?? ''}`);

  it('accepte 6 lettres, 2 lettres ou chiffres et 3 facultatifs (8 ou 11 caractères)', () => {
    fc.assert(
      fc.property(bic, (value) => {
        expect(bicError(cleanBicInput(` ${value.toLowerCase()} `))).toBeNull();
      }),
    );
  });

  it('refuse toute autre longueur que 8 ou 11', () => {
    fc.assert(
      fc.property(
        alnum(1).chain((c) => alnum(20).map((s) => c + s)),
        fc.integer({ min: 1, max: 21 }),
        (s, n) => {
          fc.pre(n !== 8 && n !== 11);
          expect(bicError(s.slice(0, n))).toBe(bankMessages.bic);
        },
      ),
    );
  });
});

describe('popup bancaire des prestations (§5)', () => {
  const valid = { titulaire: 'Marie Dupont', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'agrifrpp', rib: [] };

  it('titulaire, IBAN et BIC sont obligatoires', () => {
    const result = bankPopupSchema(false).safeParse({ titulaire: ' ', iban: '', bic: '', rib: [] });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => [i.path[0], i.message]);
    expect(fields).toContainEqual(['titulaire', 'Merci de renseigner toutes les données obligatoires.']);
    expect(fields).toContainEqual(['iban', 'Merci de renseigner toutes les données obligatoires.']);
    expect(fields).toContainEqual(['bic', 'Merci de renseigner toutes les données obligatoires.']);
  });

  it('un titulaire de plus de 70 caractères nomme sa limite, comme le formulaire du profil (issue 25)', () => {
    const result = bankPopupSchema(false).safeParse({ ...valid, titulaire: 'M'.repeat(71) });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['titulaire', 'Le nom du titulaire ne doit pas dépasser 70 caractères.'],
    ]);
  });

  it('le RIB n’est obligatoire qu’en mode de gestion manuel', () => {
    expect(bankPopupSchema(false).safeParse(valid).success).toBe(true);
    const manual = bankPopupSchema(true).safeParse(valid);
    expect(manual.error?.issues[0]?.message).toBe('Merci de joindre le document demandé.');
  });

  it('rend l’IBAN et le BIC en majuscules, sans espaces', () => {
    expect(bankPopupSchema(false).parse(valid)).toMatchObject({ iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' });
  });
});
