import { z } from 'zod';
import { adresseIssues, adresseMessages, adresseText } from '../profil/adresse.ts';
import { nomPays } from '../profil/pays.ts';
import { referentielTables } from '../referentiels.ts';
import { text } from '../text.ts';
import { dateField, piecesField } from './form-fields.ts';

/**
 * « Changement d’adresse » (forms/adresse): the §3 address laid out as AFNOR lines, in France
 * (code postal ↔ commune checked by the server against the official list) or abroad, with the
 * date from which it applies.
 */
export const adresseFormMessages = {
  dateEffet: 'Indiquez la date à partir de laquelle cette adresse est la vôtre.',
  indice: 'Choisissez un indice dans la liste (bis, ter…).',
  nature: 'Choisissez une nature de voie dans la liste.',
  inchangee: 'Cette adresse est déjà la vôtre : aucune demande n’a été envoyée.',
} as const;

/** The character limits of the address's texts (AFNOR: 38 a line): the schema's, and the form's counters. */
export const adresseLimites = {
  pointRemiseCourrier: 38,
  complementGeographique: 38,
  libelleVoie: 38,
  lieuDit: 38,
  mentionParticuliere: 38,
  localite: 38,
  bureauCedex: 32,
  nomCedex: 10,
} as const;

const optional = (field: keyof typeof adresseLimites, libelle: string) =>
  adresseText(adresseLimites[field], libelle).optional();

/** A code of the client's table (or none): the server checks it is one of the table's (decision 031). */
const codeDeTable = (message: string, pattern: RegExp) =>
  text({ error: message })
    .trim()
    .refine((code) => code === '' || pattern.test(code), message)
    .optional();

export const adresseFormSchema = z
  .strictObject({
    adresseEtrangere: z.boolean().default(false),
    pointRemiseCourrier: optional('pointRemiseCourrier', 'Le complément (appartement, étage, chez…)'),
    complementGeographique: optional('complementGeographique', 'Le complément (bâtiment, résidence, entrée…)'),
    numVoie: text()
      .trim()
      .regex(/^\d{0,5}$/, adresseMessages.numVoie)
      .optional(),
    libelleCourtBtq: codeDeTable(adresseFormMessages.indice, referentielTables['indices-repetition'].code.pattern),
    libelleCourtNatureVoie: codeDeTable(adresseFormMessages.nature, referentielTables['natures-voie'].code.pattern),
    libelleVoie: optional('libelleVoie', 'Le nom de la voie'),
    lieuDit: optional('lieuDit', 'Le lieu-dit'),
    mentionParticuliere: optional('mentionParticuliere', 'La mention (boîte postale…)'),
    codePostal: text({ error: adresseMessages.codePostalObligatoire })
      .trim()
      .toUpperCase()
      .max(10, adresseMessages.codePostalEtranger),
    localite: adresseText(adresseLimites.localite, 'Le nom de la commune'),
    codeCedex: text()
      .trim()
      .regex(/^(\d{5})?$/, adresseMessages.codeCedex)
      .optional(),
    bureauCedex: optional('bureauCedex', 'Le bureau distributeur'),
    nomCedex: optional('nomCedex', 'La mention CEDEX'),
    codePays: text()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2})?$/, adresseMessages.pays)
      .optional(),
    dateEffet: dateField(adresseFormMessages.dateEffet, { daysBefore: 60, daysAfter: 90 }),
    pieces: piecesField({ required: false }),
  })
  .superRefine((values, ctx) => {
    for (const issue of adresseIssues(values))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  })
  .transform((values) => {
    const codePays = values.adresseEtrangere ? (values.codePays ?? '') : 'FR';
    return {
      ...values,
      codePays,
      libellePays: values.adresseEtrangere ? nomPays(codePays) : 'France',
      ...(values.adresseEtrangere ? { codeCedex: '', bureauCedex: '', nomCedex: '' } : {}),
    };
  });
export type AdresseFormInput = z.input<typeof adresseFormSchema>;
export type AdresseForm = z.output<typeof adresseFormSchema>;
