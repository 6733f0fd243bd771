import { z } from 'zod';
import { compteBancaireShape, refineBicCountry } from '../profil/compte-bancaire.ts';
import { piecesField } from './form-fields.ts';

/**
 * « Coordonnées bancaires des remboursements » (forms/ribprestations), from the profile or from the
 * §2 bank popup when the contract has no account for benefits (modalitePaiementPrestation.isMissing):
 * holder, IBAN and BIC with the §5 rules, mod 97 and the BIC's country; the RIB attached when the
 * client handles it manually (checked by the server, which knows the mode).
 */
export const ribPrestationsFormSchema = z
  .strictObject({
    ...compteBancaireShape,
    pieces: piecesField({ required: false }),
  })
  .superRefine(refineBicCountry);
export type RibPrestationsFormInput = z.input<typeof ribPrestationsFormSchema>;
