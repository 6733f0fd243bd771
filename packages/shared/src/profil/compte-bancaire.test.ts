import { describe, expect, it } from 'vitest';
import { ribCotisationsFormSchema } from '../forms/rib.ts';
import { ribPrestationsFormSchema } from '../forms/rib-prestations.ts';
import { nomBanque } from './banques.ts';
import { bicCountryError } from './compte-bancaire.ts';
import { icsCheckDigits, isValidIcs } from './ics.ts';

const errors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('coordonnées bancaires : IBAN mod 97, BIC du pays de l’IBAN', () => {
  it('accepte de vrais exemples (France, Allemagne, Belgique)', () => {
    for (const [iban, bic] of [
      ['FR76 3000 6000 0112 3456 7890 189', 'AGRIFRPP'],
      ['DE89 3704 0044 0532 0130 00', 'COBADEFFXXX'],
      ['BE68 5390 0754 7034', 'GKCCBEBB'],
    ] as const)
      expect(ribPrestationsFormSchema.safeParse({ titulaire: 'Marie Dupont', iban, bic }).success, iban).toBe(true);
  });

  it('refuse une clé fausse, un IBAN FR tronqué, un BIC mal formé ou d’un autre pays', () => {
    const base = { titulaire: 'Marie Dupont', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' };
    expect(errors(ribPrestationsFormSchema.safeParse({ ...base, iban: 'FR7630006000011234567890188' })).iban).toBe(
      "L'IBAN saisi n'est pas valide : vérifiez chacun des caractères.",
    );
    expect(errors(ribPrestationsFormSchema.safeParse({ ...base, iban: 'FR76300060000112345678901' })).iban).toBe(
      "L'IBAN doit comporter les 27 caractères : FR suivi de 25 lettres ou chiffres.",
    );
    expect(errors(ribPrestationsFormSchema.safeParse({ ...base, bic: 'AGRIFR' })).bic).toContain('8 ou 11 caractères');
    expect(errors(ribPrestationsFormSchema.safeParse({ ...base, bic: 'COBADEFF' })).bic).toBe(
      'Le BIC est celui d’une banque du pays DE, alors que l’IBAN est celui d’un compte du pays FR : vérifiez le BIC.',
    );
    expect(errors(ribPrestationsFormSchema.safeParse({ ...base, titulaire: '<img src=x>' })).titulaire).toBeDefined();
    expect(bicCountryError('FR7630006000011234567890189', 'AGRIFRPPXXX')).toBeNull();
  });

  it('un titulaire de plus de 70 caractères nomme sa limite (issue 25)', () => {
    const base = { titulaire: 'Marie Dupont', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' };
    expect(errors(ribPrestationsFormSchema.safeParse({ ...base, titulaire: 'M'.repeat(71) })).titulaire).toBe(
      'Le nom du titulaire ne doit pas dépasser 70 caractères.',
    );
  });

  it('prélèvement : compte de la zone SEPA, jour 5, 10 ou 15, mandat signé', () => {
    const values = {
      modePaiement: 'prelevement',
      titulaire: 'Marie Dupont',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
    };
    expect(errors(ribCotisationsFormSchema.safeParse({ ...values, jourPrelevement: 12 }))).toEqual({
      jourPrelevement: 'Choisissez le jour de prélèvement : le 5, le 10 ou le 15 du mois.',
    });
    expect(errors(ribCotisationsFormSchema.safeParse({ ...values, jourPrelevement: 10 }))).toEqual({
      mandatAccepte: 'Cochez la case pour signer le mandat de prélèvement SEPA.',
    });
    expect(
      errors(
        ribCotisationsFormSchema.safeParse({
          ...values,
          iban: 'BR1800360305000010009795493C1',
          bic: 'BBDEBRSP',
          jourPrelevement: 10,
          mandatAccepte: true,
        }),
      ).iban,
    ).toBe('Le prélèvement n’est possible que sur un compte de la zone SEPA.');
    expect(ribCotisationsFormSchema.safeParse({ modePaiement: 'cheque' }).success).toBe(true);
  });

  it('nomme la banque d’après le BIC quand elle est connue', () => {
    expect(nomBanque('BNPAFRPPXXX')).toBe('BNP Paribas');
    expect(nomBanque('PSSTFRPPNTE')).toBe('La Banque Postale');
    expect(nomBanque('ZZZZFRPP')).toBeNull();
  });

  it('vérifie la clé de l’identifiant créancier SEPA (ICS)', () => {
    expect(icsCheckDigits('FR', '123456')).toBe('72');
    expect(isValidIcs('FR72ZZZ123456')).toBe(true);
    expect(isValidIcs('FR73ZZZ123456')).toBe(false);
  });
});
