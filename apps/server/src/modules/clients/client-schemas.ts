import { z } from 'zod';
import { publicClientConfigSchema } from '@portail/shared/client-config';
import { formulairesConfigSchema } from '@portail/shared/forms/catalogue';
import { icsSchema } from '@portail/shared/profil/ics';
import { text } from '@portail/shared/text';

const shape = publicClientConfigSchema.shape;

/** What a client row stores in its JSON columns; assets are named, their URLs derived when served. */
export const storedBrandingSchema = shape.branding
  .omit({ logoUrl: true, backgroundImageUrl: true, charteImages: true, primaryInk: true })
  .extend({
    logoAsset: text(),
    backgroundAsset: text().nullable(),
    charteAssets: z.array(text()),
    mobileApp: shape.mobileApp,
    socialLinks: shape.socialLinks,
  });
export type StoredBranding = z.infer<typeof storedBrandingSchema>;

/**
 * What the documents the portal issues need of the client (decision 024): its legal identity for
 * every footer, and the tiers-payant card's inter-AMC data. Server only: never in the public config.
 */
const editionsConfigSchema = z.object({
  mentionsLegales: z.array(text().min(1).max(400)).min(1).max(4),
  carteTP: z.object({
    numeroAmc: text().regex(/^\d{9}$/),
    typeConvention: text().min(1).max(10),
    critereRoutage: text().min(1).max(20),
    telephoneProfessionnels: text().min(1).max(30),
  }),
});
export type EditionsConfig = z.infer<typeof editionsConfigSchema>;

/**
 * Stored: only what differs from each form's defaults (forms/catalogue.ts), resolved when served;
 * the link lifetime is the portal's (account-links.ts), added when served.
 */
export const storedConfigurationSchema = shape.configuration.omit({ accountLinkHours: true }).extend({
  formulaires: formulairesConfigSchema,
  editions: editionsConfigSchema.optional(),
  sepa: z
    .object({
      ics: icsSchema(),
      creancier: text().min(1),
      adresseCreancier: text().min(1),
    })
    .nullable()
    .default(null),
  /** The member's « Consultations de mon dossier » names the staff member (decision 049); off by default. */
  consultationsNominatives: z.boolean().default(false),
});
export type StoredConfiguration = z.infer<typeof storedConfigurationSchema>;

const clientAssetInputSchema = z.object({
  name: text().regex(/^[a-z0-9-]+$/),
  contentType: z.enum(['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp']),
  /** Path of the file, relative to the seed folder. */
  file: text(),
});

/** One client as the seed (and later the back office) writes it. */
export const clientInputSchema = z.object({
  code: text().regex(/^[a-z0-9-]+$/),
  libelle: text().min(1),
  hosts: z.array(text().min(1)),
  isDefault: z.boolean(),
  dataCollectActivated: z.boolean(),
  isDonneesROMonegasquesActivated: z.boolean(),
  oidcExternalProvider: shape.oidcExternalProvider,
  fonctionnalites: z.record(text(), z.boolean()),
  configuration: storedConfigurationSchema,
  branding: storedBrandingSchema,
  assets: z.array(clientAssetInputSchema),
});
export type ClientInput = z.input<typeof clientInputSchema>;
