import { describe, expect, it } from 'vitest';
import { formatFrDate } from '../dates.ts';
import { demandeRemboursementFormSchema, remboursementMessages as m } from './demande-remboursement.ts';

const valide = {
  beneficiaire: 'P100002',
  dateSoins: formatFrDate(new Date()),
  natureSoins: 'kinesitherapie',
  montantPaye: '96,40',
  pieces: [],
};
/** The first message of each field. */
function erreurs(demande: Record<string, unknown>): Record<string, string> {
  const result = demandeRemboursementFormSchema.safeParse({ ...valide, ...demande });
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('demande de remboursement : un champ vide dit qu’il manque (issue 25)', () => {
  it('un montant vide, blanc ou absent est obligatoire, pas « doit être un nombre »', () => {
    expect(erreurs({ montantPaye: '' }).montantPaye).toBe('Le montant payé est obligatoire.');
    expect(erreurs({ montantPaye: '   ' }).montantPaye).toBe(m.montantObligatoire);
    expect(erreurs({ montantPaye: undefined }).montantPaye).toBe(m.montantObligatoire);
  });

  it('un montant saisi mais illisible garde son message de format', () => {
    expect(erreurs({ montantPaye: 'quarante' }).montantPaye).toBe(m.montantInvalide);
    expect(erreurs({ montantPaye: '12,345' }).montantPaye).toBe(m.montantDecimales);
  });
});

describe('demande de remboursement : un texte trop long dit sa limite', () => {
  it('le professionnel de santé : 120 caractères au plus', () => {
    expect(erreurs({ professionnel: 'x'.repeat(120) }).professionnel).toBeUndefined();
    expect(erreurs({ professionnel: 'x'.repeat(121) }).professionnel).toBe(
      'Le nom du professionnel de santé ne doit pas dépasser 120 caractères.',
    );
  });

  it('le commentaire : 2 000 caractères au plus', () => {
    expect(erreurs({ commentaire: 'x'.repeat(2001) }).commentaire).toBe(
      'Le commentaire ne doit pas dépasser 2\u202f000 caractères.',
    );
  });
});
