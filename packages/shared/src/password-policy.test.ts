import { describe, expect, it } from 'vitest';
import { passwordMessages } from './identity-messages.ts';
import { isCommonPassword, passwordSchema } from './password-policy.ts';

describe('mot de passe (§5)', () => {
  it('accepte 8 à 100 caractères avec chiffre, minuscule, majuscule et caractère spécial', () => {
    expect(passwordSchema().safeParse('Adherent#2026').success).toBe(true);
    expect(passwordSchema().safeParse(`Aa1#${'x'.repeat(96)}`).success).toBe(true);
  });

  it.each([
    ['trop court', 'Aa1#aaa'],
    ['trop long', `Aa1#${'x'.repeat(97)}`],
    ['sans chiffre', 'Adherent#Deux'],
    ['sans minuscule', 'ADHERENT#2026'],
    ['sans majuscule', 'adherent#2026'],
    ['sans caractère spécial', 'Adherent2026'],
  ])('refuse un mot de passe %s avec le message du §5', (_label, value) => {
    const result = passwordSchema().safeParse(value);
    expect(result.error?.issues[0]?.message).toBe(
      'Merci de saisir 8 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).',
    );
  });

  it('prend la longueur minimale de la configuration du portail (10) dans le message', () => {
    expect(passwordSchema(10).safeParse('Court#12a').error?.issues[0]?.message).toBe(passwordMessages.rule(10));
  });

  it.each(['Azerty123!', 'P@ssw0rd123!', 'Soleil2024#', 'Motdepasse1!', 'Marseille13$', 'Iloveyou#1'])(
    'refuse le mot de passe courant %s, même décoré',
    (value) => {
      expect(isCommonPassword(value)).toBe(true);
      expect(
        passwordSchema()
          .safeParse(value)
          .error?.issues.map((i) => i.message),
      ).toContain(passwordMessages.common);
    },
  );

  it('laisse passer un mot de passe qui n’est pas un mot courant décoré', () => {
    expect(isCommonPassword('Moreau#Bordeaux33')).toBe(false);
    expect(isCommonPassword('Adherent#2026')).toBe(false);
  });
});
