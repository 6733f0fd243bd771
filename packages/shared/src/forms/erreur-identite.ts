import { z } from 'zod';
import { adresseText } from '../profil/adresse.ts';
import { messageField, piecesField } from './form-fields.ts';

/**
 * « Signaler une erreur » (forms/erreur-identite): the identity comes from the management system
 * and is read-only in the portal; a mistake is reported as a request, with a proof when it helps.
 */
export const erreurIdentiteMessages = {
  champ: 'Choisissez l’information erronée.',
  valeur: 'Indiquez l’information correcte.',
} as const;

/** The character limits of its free texts: the schema's, and the form's counters. */
export const erreurIdentiteLimites = { valeurCorrecte: 100, commentaire: 2000 } as const;

export const champsIdentite = [
  { code: 'civilite', libelle: 'Civilité' },
  { code: 'nom', libelle: 'Nom' },
  { code: 'prenom', libelle: 'Prénom' },
  { code: 'nomPatronymique', libelle: 'Nom de naissance' },
  { code: 'dateNaissance', libelle: 'Date de naissance' },
  { code: 'nir', libelle: 'Numéro de sécurité sociale' },
  { code: 'autre', libelle: 'Autre information' },
] as const;

export function libelleChampIdentite(code: unknown): string {
  return champsIdentite.find((c) => c.code === code)?.libelle ?? String(code);
}

export const erreurIdentiteFormSchema = z.strictObject({
  champ: z.enum(['civilite', 'nom', 'prenom', 'nomPatronymique', 'dateNaissance', 'nir', 'autre'], {
    error: erreurIdentiteMessages.champ,
  }),
  valeurCorrecte: adresseText(erreurIdentiteLimites.valeurCorrecte, 'L’information correcte').min(
    1,
    erreurIdentiteMessages.valeur,
  ),
  commentaire: messageField(erreurIdentiteLimites.commentaire, 'Le commentaire'),
  pieces: piecesField({ required: false }),
});
export type ErreurIdentiteFormInput = z.input<typeof erreurIdentiteFormSchema>;
