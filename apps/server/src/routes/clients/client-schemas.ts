import { z } from 'zod';
import { publicClientConfigSchema } from '@portail/shared/client-config';
import { text } from '@portail/shared/text';

const shape = publicClientConfigSchema.shape;

/** What a client row stores in its JSON columns; assets are named, their URLs derived when served. */
export const storedBrandingSchema = shape.branding
  .omit({ logoUrl: true, backgroundImageUrl: true, charteImages: true })
  .extend({
    logoAsset: text(),
    backgroundAsset: text().nullable(),
    charteAssets: z.array(text()),
    mobileApp: shape.mobileApp,
    socialLinks: shape.socialLinks,
  });
export type StoredBranding = z.infer<typeof storedBrandingSchema>;

export const storedConfigurationSchema = shape.configuration;
export type StoredConfiguration = z.infer<typeof storedConfigurationSchema>;

export const clientAssetInputSchema = z.object({
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
export type ClientInput = z.infer<typeof clientInputSchema>;
