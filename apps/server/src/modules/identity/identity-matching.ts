import { parseFrDate } from '@portail/shared/dates';
import type { ClientRules } from '@portail/shared/identity-registration';
import type { Db } from '../../db/database.ts';
import { findRegistrationCandidates, type RegistrationCandidate } from './matching-repository.ts';

export interface IdentityInput {
  numeroContrat?: string | undefined;
  nir?: string | undefined;
  prenom: string;
  nom: string;
  dateNaissance: string;
  codePostal?: string | undefined;
  iban?: string | undefined;
}

/** Names compare without case, accents, apostrophes, hyphens or spaces: "Lefèvre" = "LEFEVRE". */
function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

export function frDateToIso(value: string): string | null {
  const date = parseFrDate(value);
  if (!date) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

function matches(candidate: RegistrationCandidate, input: IdentityInput, rules: ClientRules): boolean {
  const nom = normalizeName(input.nom);
  const names = [candidate.nom, candidate.nom_patronymique].filter((n): n is string => !!n).map(normalizeName);
  if (!names.includes(nom) || normalizeName(candidate.prenom) !== normalizeName(input.prenom)) return false;
  if (rules.isCodePostalVerifiedOnAccountCreation && candidate.code_postal !== input.codePostal) return false;
  if (rules.isRegisterVerifyIban && input.iban) {
    const ibans = [candidate.iban, ...candidate.ribs].filter((i): i is string => !!i);
    if (!ibans.some((iban) => iban.replace(/\s/g, '').toUpperCase().endsWith(input.iban!))) return false;
  }
  return true;
}

/**
 * The one person these details designate, or null: unknown, details that differ, or several
 * persons alike all give null, and the caller answers the same in each case.
 */
export async function findMatchingPersonne(
  db: Db,
  clientId: number,
  input: IdentityInput,
  rules: ClientRules,
): Promise<number | null> {
  const dateNaissance = frDateToIso(input.dateNaissance);
  if (!dateNaissance) return null;
  const candidates = await findRegistrationCandidates(db, clientId, {
    dateNaissance,
    nir: input.nir,
    numeroContrat: input.numeroContrat,
  });
  const matching = candidates.filter((candidate) => matches(candidate, input, rules));
  return matching.length === 1 ? matching[0]!.id : null;
}
