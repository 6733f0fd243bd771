import { describe, expect, it } from 'vitest';
import { contactFormSchema, contactLimites, contactMessages } from './contact.ts';

const valide = { theme: 'sante', sousTheme: 'sante-contrat', message: 'Bonjour', pieces: [] };
const erreurs = (demande: Record<string, unknown>) =>
  Object.fromEntries(
    (contactFormSchema.safeParse({ ...valide, ...demande }).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      i.message,
    ]),
  );

describe('« Nous contacter » : les limites se disent (issue 25)', () => {
  it('un objet de plus de 120 caractères nomme sa limite', () => {
    expect(erreurs({ objet: 'O'.repeat(contactLimites.objet) })).toEqual({});
    expect(erreurs({ objet: 'O'.repeat(121) })).toEqual({ objet: 'L’objet ne doit pas dépasser 120 caractères.' });
  });

  it('un message de plus de 5 000 caractères nomme sa limite ; vide, il est demandé', () => {
    expect(erreurs({ message: 'x'.repeat(5001) })).toEqual({
      message: 'Le message ne doit pas dépasser 5\u202f000 caractères.',
    });
    expect(erreurs({ message: '' })).toEqual({ message: contactMessages.message });
  });
});
