import { z } from 'zod';
import { exportFormatQuery } from '../export-format.ts';
import { referentielTableNames, referentielTables, type ReferentielTable } from '../referentiels.ts';
import { multilineText, text } from '../text.ts';
import { gridPageSchema, gridQuerySchema } from './grid.ts';

/*
 * The back office's reference-data editor (issue 14, decision 031): one generic editor for every
 * table of packages/shared/src/referentiels.ts. The same rules check the modal's form, the routes
 * and each line of a CSV import.
 */

export const referentielMessages = {
  libelleRequis: 'Indiquez le libellé.',
  libelleTropLong: (max: number) => `Le libellé ne dépasse pas ${max} caractères.`,
  parentRequis: (table: string) => `Choisissez la valeur de « ${table} » à laquelle elle se rattache.`,
  parentInconnu: (code: string, table: string) => `Le parent « ${code} » n’existe pas dans « ${table} ».`,
  ordre: 'L’ordre d’affichage est un nombre entier de 0 à 9 999.',
  champRequis: (champ: string) => `Indiquez : ${champ.toLowerCase()}.`,
  champTropLong: (champ: string, max: number) => `${champ} : ${max} caractères au plus.`,
  codePris: (code: string) => `Le code « ${code} » existe déjà dans cette table : modifiez la valeur existante.`,
  inconnu: 'Cette valeur n’existe pas dans cette table.',
  conflit:
    'Cette valeur a été modifiée entre-temps par un autre collaborateur : fermez la fenêtre et rouvrez-la pour voir son état actuel.',
  dejaActive: 'Cette valeur est déjà active.',
  dejaInactive: 'Cette valeur est déjà désactivée.',
  cree: (libelle: string) => `« ${libelle} » est ajoutée.`,
  modifie: (libelle: string) => `« ${libelle} » est modifiée.`,
  desactive: (libelle: string) => `« ${libelle} » est désactivée : elle n’est plus proposée aux adhérents.`,
  reactive: (libelle: string) => `« ${libelle} » est réactivée : elle est de nouveau proposée aux adhérents.`,
  importRefuse: (lignes: number) =>
    `Le fichier n’a pas été importé : ${lignes === 1 ? 'une ligne est' : `${lignes} lignes sont`} en erreur. Rien n’a été modifié ; corrigez le fichier puis importez-le de nouveau.`,
  importFait: (crees: number, modifies: number) =>
    `Import terminé : ${crees} valeur${crees > 1 ? 's' : ''} ajoutée${crees > 1 ? 's' : ''}, ${modifies} modifiée${modifies > 1 ? 's' : ''}.`,
  importCreationInterdite:
    'Ce fichier ajoute des valeurs nouvelles : il faut aussi le droit de création sur les référentiels.',
} as const;

/** A table named in the address: one of those described in packages/shared/src/referentiels.ts. */
export const referentielTableParamsSchema = z.object({
  table: z.enum(referentielTableNames, { error: 'Cette table de référence n’existe pas.' }),
});
export const referentielCodeParamsSchema = referentielTableParamsSchema.extend({ code: text().max(40) });

/** What the import says of one line, prefixed with its number in the file (the header is line 1). */
export const csvLineMessages = {
  vide: 'Le fichier est vide : la première ligne doit porter les noms des colonnes.',
  aucuneLigne: 'Le fichier ne contient aucune valeur à importer (seulement la ligne des colonnes).',
  tropDeLignes: (max: number) => `Le fichier dépasse ${max.toLocaleString('fr-FR')} lignes : découpez-le.`,
  entete: (attendu: string) => `les colonnes attendues sont « ${attendu} », dans cet ordre (celles de l’export).`,
  colonnes: (attendu: number, trouve: number) =>
    `${attendu} colonnes attendues, ${trouve} trouvée${trouve > 1 ? 's' : ''}.`,
  guillemet: 'un guillemet ouvert n’est pas refermé.',
  doublon: (code: string, ligne: number) => `le code « ${code} » figure déjà à la ligne ${ligne}.`,
  actif: 'la colonne « Actif » vaut « oui » ou « non ».',
  ligne: (numero: number, message: string) => `Ligne ${numero} : ${message}`,
  etAutres: (n: number) => `… et ${n} autre${n > 1 ? 's' : ''} ligne${n > 1 ? 's' : ''} en erreur.`,
} as const;

/** Lines an import takes at most: reference tables hold tens or hundreds of values. */
export const referentielImportMaxLignes = 5000;

/** The CSV columns of a table, export and import alike. */
export function referentielCsvHeaders(table: ReferentielTable): string[] {
  const definition = referentielTables[table];
  return [
    'Code',
    'Libellé',
    ...(definition.parent ? ['Code du parent'] : []),
    'Ordre',
    'Actif',
    ...definition.champs.map((c) => c.libelle),
  ];
}

const ordreSchema = z.coerce
  .number({ error: referentielMessages.ordre })
  .int({ error: referentielMessages.ordre })
  .min(0, { error: referentielMessages.ordre })
  .max(9999, { error: referentielMessages.ordre });

/** One value of `table` as staff type it: the code's shape, the label's length, the parent, the extra fields. */
export function referentielValeurSchema(table: ReferentielTable) {
  const definition = referentielTables[table];
  const parentLabel = definition.parent
    ? referentielTables[definition.parent as ReferentielTable].libelle
    : definition.libelle;
  const champs = Object.fromEntries(
    definition.champs.map((c) => {
      const field = text({ error: referentielMessages.champRequis(c.libelle) })
        .trim()
        .max(c.max, { error: referentielMessages.champTropLong(c.libelle, c.max) });
      return [
        c.nom,
        c.obligatoire ? field.min(1, { error: referentielMessages.champRequis(c.libelle) }) : field.default(''),
      ];
    }),
  );
  return z.strictObject({
    code: text({ error: definition.code.message }).trim().regex(definition.code.pattern, definition.code.message),
    libelle: text({ error: referentielMessages.libelleRequis })
      .trim()
      .min(1, { error: referentielMessages.libelleRequis })
      .max(definition.libelleMax, { error: referentielMessages.libelleTropLong(definition.libelleMax) }),
    parent: definition.parent
      ? text({ error: referentielMessages.parentRequis(parentLabel) })
          .trim()
          .min(1, { error: referentielMessages.parentRequis(parentLabel) })
      : z.null().default(null),
    ordre: ordreSchema.optional(),
    // prefault: an absent object is checked too (a required extra field is then said missing).
    donnees: z.strictObject(champs).prefault({}),
  });
}
export type ReferentielValeur = z.output<ReturnType<typeof referentielValeurSchema>>;

/** The same, without the code: a code never changes once created (decision 031). */
export function referentielModificationSchema(table: ReferentielTable) {
  return referentielValeurSchema(table).omit({ code: true }).extend({ ordre: ordreSchema });
}

/** The routes' bodies: their shape only; referentielValeurSchema(table) then checks them per table. */
export const referentielCreationBodySchema = z.strictObject({
  code: text(),
  libelle: text(),
  parent: text().nullable().optional(),
  ordre: z.number().int().optional(),
  donnees: z.record(text(), text()).optional(),
});
export const referentielModificationBodySchema = referentielCreationBodySchema
  .omit({ code: true })
  .extend({ ordre: z.number().int(), version: z.number().int().min(1) });
export const referentielEtatBodySchema = z.strictObject({ version: z.number().int().min(1) });
export const referentielImportBodySchema = z.strictObject({
  // Around 1 MB of text: far more than a reference table holds.
  csv: multilineText().max(1_000_000, { error: 'Le fichier dépasse 1 Mo : découpez-le.' }),
});

export const referentielRowSchema = z.object({
  code: text(),
  libelle: text(),
  parent: text().nullable(),
  ordre: z.number().int(),
  actif: z.boolean(),
  donnees: z.record(text(), text()),
  version: z.number().int(),
});
export type ReferentielRow = z.infer<typeof referentielRowSchema>;

export const referentielSortColumns = ['ordre', 'code', 'libelle', 'parent'] as const;

/** GET /api/admin/referentiels/{table}: searched in codes and labels, filtered by state and parent. */
export const referentielSearchSchema = gridQuerySchema(referentielSortColumns).extend({
  q: text().trim().max(80, { error: 'La recherche ne dépasse pas 80 caractères.' }).optional(),
  actif: z.enum(['oui', 'non'], { error: 'Choisissez « actives » ou « désactivées ».' }).optional(),
  parent: text().trim().max(40).optional(),
});
export type ReferentielSearch = z.infer<typeof referentielSearchSchema>;
/** The same search for the export, in CSV (what the import reads back) or Excel (decision 041). */
export const referentielExportSchema = referentielSearchSchema.extend(exportFormatQuery);
export const referentielPageSchema = gridPageSchema(referentielRowSchema);

export const referentielTablesResponseSchema = z.object({
  tables: z.array(
    z.object({
      table: text(),
      libelle: text(),
      usage: text(),
      parent: text().nullable(),
      total: z.number().int(),
      actives: z.number().int(),
    }),
  ),
});
export type ReferentielTablesResponse = z.infer<typeof referentielTablesResponseSchema>;

export const referentielEcritureResponseSchema = z.object({ message: text(), valeur: referentielRowSchema });
export const referentielImportResponseSchema = z.object({
  message: text(),
  crees: z.number().int(),
  modifies: z.number().int(),
  inchanges: z.number().int(),
});
export type ReferentielImportResponse = z.infer<typeof referentielImportResponseSchema>;
