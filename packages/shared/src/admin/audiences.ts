import { z } from 'zod';
import { etatContratLabels, etatsContrat } from '../contrat-rules.ts';
import { text } from '../text.ts';
import { gridPageSchema, gridQuerySchema } from './grid.ts';

/*
 * Audiences (issue 15, decision 033): a saved rule over the members of one client, a tree of AND/OR
 * groups of conditions on a closed list of fields. The back office's rule builder and the server's
 * SQL compiler read this one schema; a field outside the list is refused in French.
 */

export const audienceChamps = [
  'offre',
  'etatContrat',
  'trancheAge',
  'role',
  'departement',
  'comptePortail',
  'teletransmission',
  'consentement',
] as const;
export type AudienceChamp = (typeof audienceChamps)[number];

export const audienceChampLabels: Record<AudienceChamp, string> = {
  offre: 'Offre souscrite',
  etatContrat: 'État du contrat',
  trancheAge: 'Tranche d’âge',
  role: 'Rôle sur le contrat',
  departement: 'Département',
  comptePortail: 'Compte du portail',
  teletransmission: 'Télétransmission',
  consentement: 'Consentement',
};

/** Age bands, in whole years on the day the rule is evaluated. */
export const tranchesAge = [
  { code: '0-17', libelle: 'Moins de 18 ans', min: 0, max: 17 },
  { code: '18-25', libelle: '18 à 25 ans', min: 18, max: 25 },
  { code: '26-40', libelle: '26 à 40 ans', min: 26, max: 40 },
  { code: '41-60', libelle: '41 à 60 ans', min: 41, max: 60 },
  { code: '61-75', libelle: '61 à 75 ans', min: 61, max: 75 },
  { code: '76+', libelle: '76 ans et plus', min: 76, max: 150 },
] as const;
export type TrancheAge = (typeof tranchesAge)[number]['code'];

export const audienceRoles = { souscripteur: 'Souscripteur du contrat', beneficiaire: 'Bénéficiaire' } as const;
export type AudienceRole = keyof typeof audienceRoles;

export const audienceOperateurs = { parmi: 'est parmi', horsDe: 'n’est pas parmi' } as const;

export const audienceMessages = {
  unknownField: (champ: string) =>
    `Le critère « ${champ} » n’existe pas. Critères possibles : ${audienceChamps
      .map((c) => audienceChampLabels[c].toLowerCase())
      .join(', ')}.`,
  noValue: 'Choisissez au moins une valeur.',
  departement: 'Un département s’écrit 01 à 95, 2A, 2B ou 971 à 976.',
  offre: 'Choisissez une offre de la liste.',
  consentement: 'Choisissez un consentement de la liste.',
  noCondition: 'Ajoutez au moins une condition.',
  emptyGroup: 'Ce groupe est vide : ajoutez-y une condition ou supprimez-le.',
  tooDeep: 'Les groupes s’imbriquent sur trois niveaux au plus.',
  tooMany: 'Une audience compte 50 conditions au plus.',
  nom: 'Donnez un nom à l’audience (3 à 80 caractères).',
  nomTaken: 'Une audience porte déjà ce nom.',
  notFound: 'Cette audience n’existe pas ou plus.',
  inUse: 'Cette audience sert à une notification programmée ou en cours d’envoi : annulez-la d’abord.',
} as const;

const values = <T extends z.ZodType>(value: T) =>
  z.array(value).min(1, { error: audienceMessages.noValue }).max(100, { error: 'Cent valeurs au plus.' });
const operateur = z.enum(['parmi', 'horsDe']).default('parmi');

export const departementSchema = text().regex(/^(0[1-9]|[1-8]\d|9[0-5]|2A|2B|97[1-6])$/, {
  error: audienceMessages.departement,
});

const conditionSchemas = [
  z.object({
    champ: z.literal('offre'),
    operateur,
    valeurs: values(text().trim().min(1, { error: audienceMessages.offre }).max(120)),
  }),
  z.object({ champ: z.literal('etatContrat'), operateur, valeurs: values(z.enum(etatsContrat)) }),
  z.object({
    champ: z.literal('trancheAge'),
    operateur,
    valeurs: values(z.enum(tranchesAge.map((t) => t.code) as [TrancheAge, ...TrancheAge[]])),
  }),
  z.object({ champ: z.literal('role'), operateur, valeurs: values(z.enum(['souscripteur', 'beneficiaire'])) }),
  z.object({ champ: z.literal('departement'), operateur, valeurs: values(departementSchema) }),
  z.object({ champ: z.literal('comptePortail'), valeur: z.boolean() }),
  z.object({ champ: z.literal('teletransmission'), valeur: z.boolean() }),
  z.object({
    champ: z.literal('consentement'),
    nom: text()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, { error: audienceMessages.consentement })
      .min(1, { error: audienceMessages.consentement }),
    valeur: z.boolean(),
  }),
] as const;

function champOf(input: unknown): string {
  const champ = typeof input === 'object' && input !== null ? (input as { champ?: unknown }).champ : input;
  return typeof champ === 'string' ? champ.slice(0, 40) : String(champ);
}

/** One condition; a field outside the list says which fields exist. */
export const audienceConditionSchema = z.discriminatedUnion('champ', conditionSchemas, {
  error: (issue) => (issue.code === 'invalid_union' ? audienceMessages.unknownField(champOf(issue.input)) : undefined),
});
export type AudienceCondition = z.output<typeof audienceConditionSchema>;

export interface AudienceGroupe {
  combinaison: 'et' | 'ou';
  conditions: AudienceCondition[];
  groupes: AudienceGroupe[];
}

export const audienceGroupeSchema = z.object({
  combinaison: z.enum(['et', 'ou']),
  conditions: z.array(audienceConditionSchema).max(50, { error: audienceMessages.tooMany }).default([]),
  get groupes(): z.ZodDefault<z.ZodArray<typeof audienceGroupeSchema>> {
    return z.array(audienceGroupeSchema).max(10).default([]);
  },
});

function depthOf(groupe: AudienceGroupe): number {
  return 1 + Math.max(0, ...groupe.groupes.map(depthOf));
}
function conditionCount(groupe: AudienceGroupe): number {
  return groupe.conditions.length + groupe.groupes.reduce((n, g) => n + conditionCount(g), 0);
}
function emptyGroupPaths(groupe: AudienceGroupe, path: (string | number)[]): (string | number)[][] {
  const own = conditionCount(groupe) === 0 ? [path] : [];
  return [...own, ...groupe.groupes.flatMap((g, i) => emptyGroupPaths(g, [...path, 'groupes', i]))];
}

/** The rule of an audience: its root group, at most three levels deep, 1 to 50 conditions. */
export const audienceRegleSchema = audienceGroupeSchema.superRefine((regle, ctx) => {
  const count = conditionCount(regle);
  if (count === 0) ctx.addIssue({ code: 'custom', message: audienceMessages.noCondition, path: [] });
  else
    for (const path of emptyGroupPaths(regle, []))
      ctx.addIssue({ code: 'custom', message: audienceMessages.emptyGroup, path });
  if (count > 50) ctx.addIssue({ code: 'custom', message: audienceMessages.tooMany, path: [] });
  if (depthOf(regle) > 3) ctx.addIssue({ code: 'custom', message: audienceMessages.tooDeep, path: [] });
});
export type AudienceRegle = AudienceGroupe;

export const audienceCompterSchema = z.strictObject({ regle: audienceRegleSchema });

export const audienceInputSchema = z.strictObject({
  nom: text().trim().min(3, { error: audienceMessages.nom }).max(80, { error: audienceMessages.nom }),
  description: text().trim().max(300, { error: 'La description ne dépasse pas 300 caractères.' }).default(''),
  regle: audienceRegleSchema,
});
export type AudienceInput = z.input<typeof audienceInputSchema>;

/** The live count: the members the rule selects, and those of them a notification reaches (an active account). */
export const audienceCompteSchema = z.object({ adherents: z.number().int(), joignables: z.number().int() });
export type AudienceCompte = z.infer<typeof audienceCompteSchema>;

export const audienceApercuSchema = z.object({
  adherents: z.array(
    z.object({
      id: z.number().int(),
      numPers: text(),
      nom: text(),
      prenom: text(),
      age: z.number().int(),
      departement: text().nullable(),
      compte: z.boolean(),
    }),
  ),
});
export type AudienceApercu = z.infer<typeof audienceApercuSchema>;

/** What the rule builder offers: the client's offers and consents (the other fields are fixed lists). */
export const audienceChoixSchema = z.object({
  offres: z.array(text()),
  consentements: z.array(z.object({ nom: text(), libelle: text() })),
});
export type AudienceChoix = z.infer<typeof audienceChoixSchema>;

export const audienceSchema = z.object({
  id: z.number().int(),
  nom: text(),
  description: text(),
  regle: audienceGroupeSchema,
  modifieeLe: text(),
  modifieePar: text(),
});
export type Audience = z.infer<typeof audienceSchema>;

export const audienceSortColumns = ['nom', 'modifieeLe'] as const;
export const audienceSearchSchema = gridQuerySchema(audienceSortColumns).extend({
  nom: text().trim().max(80).optional(),
});
export const audienceRowSchema = audienceSchema.omit({ regle: true }).extend({ notifications: z.number().int() });
export type AudienceRow = z.infer<typeof audienceRowSchema>;
export const audiencePageSchema = gridPageSchema(audienceRowSchema);

export const etatContratChoix = etatsContrat.map((code) => ({ code, libelle: etatContratLabels[code] }));
