import { describe, expect, it } from 'vitest';
import { carteTPFormSchema, contratFormMessages, inscriptionBeneficiaireFormSchema } from './contrat-forms.ts';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('demandes sur le contrat : les limites se disent (issue 25)', () => {
  it('ajouter un bénéficiaire : nom et prénom obligatoires, 100 caractères au plus chacun', () => {
    const errors = messagesOf(
      inscriptionBeneficiaireFormSchema.safeParse({ nom: 'D'.repeat(101), prenom: '', pieces: [] }),
    );
    expect(errors.nom).toBe('Le nom ne doit pas dépasser 100 caractères.');
    expect(errors.prenom).toBe(contratFormMessages.prenom);
  });

  it('carte par courrier : un commentaire de plus de 500 caractères nomme sa limite', () => {
    const errors = messagesOf(carteTPFormSchema.safeParse({ motif: 'perte', commentaire: 'x'.repeat(501) }));
    expect(errors).toEqual({ commentaire: 'Le commentaire ne doit pas dépasser 500 caractères.' });
  });
});
