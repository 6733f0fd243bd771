import { describe, expect, it } from 'vitest';
import { formatFrDate } from '../dates.ts';
import { pecHospiFormSchema, pecMessages as m } from './pec-hospi.ts';

const valide = {
  beneficiaire: 'P100001',
  etablissementNom: 'CHU de Nantes',
  finess: '440000010',
  dateAdmission: formatFrDate(new Date()),
  typeSejour: 'chirurgie',
  reponseCanal: 'email',
  reponseEmail: 'admissions@chu-nantes.example.fr',
  pieces: [],
};
function erreurs(demande: Record<string, unknown>): Record<string, string> {
  const result = pecHospiFormSchema.safeParse({ ...valide, ...demande });
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('prise en charge hospitalière : un champ vide dit qu’il manque (issue 25)', () => {
  it('l’adresse e-mail de l’établissement vide est obligatoire ; mal écrite, incorrecte', () => {
    expect(erreurs({ reponseEmail: '' }).reponseEmail).toBe('L’adresse e-mail de l’établissement est obligatoire.');
    expect(erreurs({ reponseEmail: undefined }).reponseEmail).toBe(m.emailObligatoire);
    expect(erreurs({ reponseEmail: 'pas-une-adresse' }).reponseEmail).toBe(m.email);
  });

  it('le numéro de fax vide est obligatoire ; incomplet, il dit son format', () => {
    const fax = (reponseFax: string) => erreurs({ reponseCanal: 'fax', reponseEmail: '', reponseFax }).reponseFax;
    expect(fax('')).toBe('Le numéro de fax de l’établissement est obligatoire.');
    expect(fax('02 40 00')).toBe(m.fax);
    expect(fax('02 40 00 00 00')).toBeUndefined();
  });

  it('le numéro FINESS vide est obligatoire ; de travers, il dit ses 9 caractères', () => {
    expect(erreurs({ finess: '' }).finess).toBe('Le numéro FINESS de l’établissement est obligatoire.');
    expect(erreurs({ finess: '44 000' }).finess).toBe(m.finess);
    expect(erreurs({ finess: '2a 000 001 0' }).finess).toBeUndefined();
  });

  it('le nom de l’établissement : obligatoire, 120 caractères au plus', () => {
    expect(erreurs({ etablissementNom: ' ' }).etablissementNom).toBe(m.etablissement);
    expect(erreurs({ etablissementNom: 'x'.repeat(121) }).etablissementNom).toBe(
      'Le nom de l’établissement ne doit pas dépasser 120 caractères.',
    );
  });
});
