import { z } from 'zod';
import {
  compteBancaireShape,
  compteMessages,
  isSepaIban,
  jourPrelevementField,
  modePaiementField,
  refineBicCountry,
  titulaireField,
} from '../profil/compte-bancaire.ts';
import { bicField, ibanField } from '../iban-bic-schema.ts';
import { messages } from '../messages.ts';
import { piecesField } from './form-fields.ts';

/*
 * Bank details of a contract (§7 forms/ribcotisations and forms/rib; forms/ribprestations in
 * rib-prestations.ts). A collection account comes with a SEPA mandate the member signs by ticking
 * its consent and confirming with the security code. The RIB document is required only when the
 * client handles the form manually (§5): the server checks it, knowing the mode.
 */

const mandatAccepte = z.boolean().optional();

function refinePrelevement(
  values: { iban?: string | undefined; mandatAccepte?: boolean | undefined },
  ctx: z.RefinementCtx,
) {
  if (values.iban && !isSepaIban(values.iban))
    ctx.addIssue({ code: 'custom', path: ['iban'], message: compteMessages.nonSepa });
  if (values.mandatAccepte !== true)
    ctx.addIssue({ code: 'custom', path: ['mandatAccepte'], message: compteMessages.mandat });
}

/** « Coordonnées bancaires de prélèvement des cotisations » (forms/ribcotisations): mode, day, account. */
export const ribCotisationsFormSchema = z
  .strictObject({
    modePaiement: modePaiementField,
    jourPrelevement: jourPrelevementField.optional(),
    titulaire: titulaireField.optional(),
    iban: ibanField.optional(),
    bic: bicField.optional(),
    mandatAccepte,
    pieces: piecesField({ required: false }),
  })
  .superRefine((values, ctx) => {
    if (values.modePaiement !== 'prelevement') return;
    for (const field of ['titulaire', 'iban', 'bic'] as const)
      if (!values[field]) ctx.addIssue({ code: 'custom', path: [field], message: messages.requiredFields });
    if (values.jourPrelevement === undefined)
      ctx.addIssue({ code: 'custom', path: ['jourPrelevement'], message: compteMessages.jour });
    refineBicCountry(values, ctx);
    refinePrelevement(values, ctx);
  });
export type RibCotisationsFormInput = z.input<typeof ribCotisationsFormSchema>;

/** « Coordonnées bancaires » (forms/rib): one account for both benefits and premiums (by debit). */
export const ribFormSchema = z
  .strictObject({
    ...compteBancaireShape,
    jourPrelevement: jourPrelevementField,
    mandatAccepte,
    pieces: piecesField({ required: false }),
  })
  .superRefine((values, ctx) => {
    refineBicCountry(values, ctx);
    refinePrelevement(values, ctx);
  });
export type RibFormInput = z.input<typeof ribFormSchema>;
