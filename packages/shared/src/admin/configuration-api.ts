import { z } from 'zod';
import { featureCodes } from '../feature-rules.ts';
import { text } from '../text.ts';
import {
  connexionSchema,
  connexionViewSchema,
  consentementsSchema,
  consentementsViewSchema,
  fonctionnalitesSchema,
  identiteSchema,
  identiteViewSchema,
  liensSchema,
  liensViewSchema,
  sepaSchema,
  sepaViewSchema,
  versionSchema,
  type ConfigurationSection,
} from './configuration.ts';
import { formulairesSchema, formulairesViewSchema } from './configuration-formulaires.ts';
import { conservationSchema, conservationViewSchema } from './conservation.ts';

/* What /api/admin/configuration answers and takes (issue 14, decision 030). */

/** Each section's edit schema: the form's resolver and, with the version, the route's body. */
export const sectionSchemas = {
  identite: identiteSchema,
  connexion: connexionSchema,
  consentements: consentementsSchema,
  fonctionnalites: fonctionnalitesSchema,
  formulaires: formulairesSchema,
  liens: liensSchema,
  sepa: sepaSchema,
  conservation: conservationSchema,
} satisfies Record<ConfigurationSection, z.ZodObject>;
export type SectionValues<S extends ConfigurationSection> = z.input<(typeof sectionSchemas)[S]>;

/**
 * The route's body is strict: an unknown field is a 400 like on every route (decision 035). The
 * form's resolver (sectionSchemas) is not: a form may hold more than it sends.
 */
export function sectionBodySchema<S extends ConfigurationSection>(section: S) {
  return sectionSchemas[section].safeExtend(versionSchema.shape).strict();
}

export const imageInfoSchema = z.object({ url: text(), contentType: text(), taille: z.number().int() });
export type ImageInfo = z.infer<typeof imageInfoSchema>;

const switches = z.partialRecord(z.enum(featureCodes), z.boolean());

/** A contract with switches of its own: the import's, and those set by staff (which take precedence). */
export const contratFonctionnalitesSchema = z.object({
  numero: text(),
  nomOffre: text(),
  etat: text(),
  souscripteur: text(),
  fichier: switches,
  backOffice: switches,
  /** Optimistic concurrency on the contract's staff switches (a digest of what was read). */
  version: text(),
});
export type ContratFonctionnalites = z.infer<typeof contratFonctionnalitesSchema>;

export const contratFonctionnalitesBodySchema = z.strictObject({ version: text().max(128), backOffice: switches });
export const contratParamsSchema = z.object({ numero: text().trim().min(1).max(30) });

export const configurationClientSchema = z.object({
  version: z.number().int(),
  code: text(),
  identite: identiteViewSchema,
  connexion: connexionViewSchema,
  consentements: consentementsViewSchema,
  fonctionnalites: fonctionnalitesSchema,
  formulaires: formulairesViewSchema,
  liens: liensViewSchema,
  sepa: sepaViewSchema,
  conservation: conservationViewSchema,
  images: z.object({ logo: imageInfoSchema.nullable(), fond: imageInfoSchema.nullable() }),
  /** Contracts with switches of their own (the first 100, by number). */
  contratsParticuliers: z.array(contratFonctionnalitesSchema.omit({ version: true })),
});
export type ConfigurationClient = z.infer<typeof configurationClientSchema>;
