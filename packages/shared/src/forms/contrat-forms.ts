import { z } from 'zod';
import { registrationMessages } from '../identity-messages.ts';
import { referentielTables } from '../referentiels.ts';
import { namePattern } from '../identity-registration.ts';
import { nirMessages } from '../nir.ts';
import { limitedText, text } from '../text.ts';
import { isValidNir, nirKey } from '../validators.ts';
import { dateField, messageField, numPersField, piecesField } from './form-fields.ts';

/*
 * The requests on a contract (decision 024), holder only (§3 scope Contrat): receive the
 * tiers-payant card by post (forms/cartetp), add a beneficiary (forms/inscriptionbeneficiaire,
 * edition InscriptionBeneficiaires), remove one (forms/radiation-assures), change the level or add
 * a reinforcement (forms/garanties, edition AjoutRenforts).
 */

export const contratFormMessages = {
  motifCarte: 'Choisissez le motif de votre demande.',
  civilite: 'Choisissez la civilité.',
  nom: 'Indiquez le nom.',
  prenom: 'Indiquez le prénom.',
  dateNaissance: 'Indiquez la date de naissance.',
  lien: 'Choisissez le lien avec le souscripteur.',
  nir: 'Indiquez le numéro de sécurité sociale.',
  cleNir: 'Indiquez la clé du numéro de sécurité sociale.',
  dateEffet: 'Indiquez la date d’effet souhaitée.',
  motifRadiation: 'Choisissez le motif de la radiation.',
  typeChangement: 'Choisissez ce que vous souhaitez changer.',
  offre: 'Choisissez la nouvelle formule.',
  renfort: 'Choisissez le renfort.',
} as const;

/** The character limits of their free texts: the schemas', and the forms' counters. */
export const contratFormLimites = { nom: 100, prenom: 100, commentaireCarte: 500, commentaire: 1000 } as const;

export const motifsCarte = {
  nonRecue: 'Je n’ai pas reçu ma carte',
  perte: 'J’ai perdu ma carte',
  vol: 'On m’a volé ma carte',
  abimee: 'Ma carte est abîmée',
  exemplaire: 'Je souhaite un exemplaire supplémentaire',
} as const;
const motifCarteCodes = Object.keys(motifsCarte) as [keyof typeof motifsCarte, ...(keyof typeof motifsCarte)[]];

/** « Recevoir ma carte par courrier »: sent to the holder's postal address on file. */
export const carteTPFormSchema = z.strictObject({
  motif: z.enum(motifCarteCodes, { error: contratFormMessages.motifCarte }),
  commentaire: messageField(contratFormLimites.commentaireCarte, 'Le commentaire').optional(),
  pieces: piecesField({ required: false }),
});
export type CarteTPFormInput = z.input<typeof carteTPFormSchema>;

const tableCode = (message: string, pattern: RegExp) => text({ error: message }).trim().regex(pattern, message);

const nameField = (field: 'nom' | 'prenom', message: string, characters: string) =>
  limitedText(contratFormLimites[field], field === 'nom' ? 'Le nom' : 'Le prénom', { error: message })
    .min(1, message)
    .regex(namePattern, characters);

/** 13 characters of a NIR (2A/2B for Corsica), or 98 + a Monaco number of 11 digits (§5). */
const nirField = text({ error: contratFormMessages.nir })
  .trim()
  .toUpperCase()
  .min(1, contratFormMessages.nir)
  .refine((nir) => isValidNir(nir) || /^98\d{11}$/.test(nir), nirMessages.format);

/** « Ajouter un bénéficiaire »: identity, NIR with its key, link, attachments (livret de famille…). */
export const inscriptionBeneficiaireFormSchema = z
  .strictObject({
    // Codes of the client's tables « civilites » and « liens-parente », checked by the server (decision 031).
    civilite: tableCode(contratFormMessages.civilite, referentielTables.civilites.code.pattern),
    nom: nameField('nom', contratFormMessages.nom, registrationMessages.nomCharacters),
    prenom: nameField('prenom', contratFormMessages.prenom, registrationMessages.prenomCharacters),
    dateNaissance: dateField(contratFormMessages.dateNaissance, { daysBefore: 130 * 366, daysAfter: 0 }),
    lien: tableCode(contratFormMessages.lien, referentielTables['liens-parente'].code.pattern),
    nir: nirField,
    cleNir: text().trim().max(2).optional(),
    dateEffet: dateField(contratFormMessages.dateEffet, { daysBefore: 0, daysAfter: 92 }),
    pieces: piecesField({ required: true }),
  })
  .superRefine((value, ctx) => {
    // A Monaco number (98…) has no key; a French NIR needs the right one.
    if (value.nir.startsWith('98') || !isValidNir(value.nir)) return;
    if (!value.cleNir) ctx.addIssue({ code: 'custom', path: ['cleNir'], message: contratFormMessages.cleNir });
    else if (nirKey(value.nir) !== value.cleNir)
      ctx.addIssue({ code: 'custom', path: ['cleNir'], message: nirMessages.key });
  });
export type InscriptionBeneficiaireFormInput = z.input<typeof inscriptionBeneficiaireFormSchema>;

export const motifsRadiation = {
  autreCouverture: 'Couvert(e) par une autre complémentaire (employeur, conjoint…)',
  departFoyer: 'A quitté le foyer',
  divorce: 'Séparation ou divorce',
  deces: 'Décès',
  autre: 'Autre motif',
} as const;
const motifRadiationCodes = Object.keys(motifsRadiation) as [
  keyof typeof motifsRadiation,
  ...(keyof typeof motifsRadiation)[],
];

/** « Radier un bénéficiaire »: who, from when, why. The holder himself cannot be removed this way. */
export const radiationAssuresFormSchema = z.strictObject({
  beneficiaire: numPersField,
  dateEffet: dateField(contratFormMessages.dateEffet, { daysBefore: 31, daysAfter: 366 }),
  motif: z.enum(motifRadiationCodes, { error: contratFormMessages.motifRadiation }),
  commentaire: messageField(contratFormLimites.commentaire, 'Le commentaire').optional(),
  pieces: piecesField({ required: false }),
});
export type RadiationAssuresFormInput = z.input<typeof radiationAssuresFormSchema>;

const codeGarantie = (message: string) =>
  text({ error: message })
    .trim()
    .regex(/^[A-Z0-9_]{2,40}$/, message);

/** « Changer de garanties »: another level (offer) or a reinforcement, from a date to come. */
export const garantiesFormSchema = z
  .strictObject({
    changement: z.enum(['niveau', 'renfort'], { error: contratFormMessages.typeChangement }),
    offre: codeGarantie(contratFormMessages.offre).optional(),
    renfort: codeGarantie(contratFormMessages.renfort).optional(),
    dateEffet: dateField(contratFormMessages.dateEffet, { daysBefore: 0, daysAfter: 366 }),
    commentaire: messageField(contratFormLimites.commentaire, 'Le commentaire').optional(),
    pieces: piecesField({ required: false }),
  })
  .superRefine((value, ctx) => {
    if (value.changement === 'niveau' && !value.offre)
      ctx.addIssue({ code: 'custom', path: ['offre'], message: contratFormMessages.offre });
    if (value.changement === 'renfort' && !value.renfort)
      ctx.addIssue({ code: 'custom', path: ['renfort'], message: contratFormMessages.renfort });
  });
export type GarantiesFormInput = z.input<typeof garantiesFormSchema>;
