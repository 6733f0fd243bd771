import { describe, expect, it } from 'vitest';
import { registrationMessages as m } from './identity-messages.ts';
import { loosestClientRules, registrationSchema } from './identity-registration.ts';

/** The field errors a registration body gets, the first of each field. */
function errorsOf(body: Record<string, unknown>): Record<string, string> {
  const result = registrationSchema(loosestClientRules).safeParse(body);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('création de compte : toutes les erreurs à la fois (§5, décision 036)', () => {
  it('un mot de passe trop court et différent de sa confirmation : sa règle et « à l’identique », avec les CGU', () => {
    const errors = errorsOf({
      prenom: 'Jul1en',
      nom: '',
      email: 'julien',
      password: 'court',
      confirmPassword: 'autre',
    });
    expect(errors).toMatchObject({
      prenom: m.prenomCharacters,
      email: m.emailFormat,
      confirmPassword: m.passwordsDiffer,
      cgu: m.cguRequired,
    });
    expect(errors.password).toBeDefined();
  });

  it('deux mots de passe identiques, même trop courts, ne sont pas « différents »', () => {
    expect(errorsOf({ password: 'court', confirmPassword: 'court' })).not.toHaveProperty('confirmPassword');
  });

  it('un prénom ou un nom de plus de 100 caractères nomme sa limite, pas « données obligatoires » (issue 25)', () => {
    const errors = errorsOf({ prenom: 'J'.repeat(101), nom: 'M'.repeat(101) });
    expect(errors.prenom).toBe('Le prénom ne doit pas dépasser 100 caractères.');
    expect(errors.nom).toBe('Le nom ne doit pas dépasser 100 caractères.');
    expect(errorsOf({ prenom: '' }).prenom).toBe(m.requiredFields);
  });
});
