import { z } from 'zod';
import { multilineText, text } from './text.ts';

export const reseauSoinsMessages = {
  modalTitle: 'Services externes',
  unknownReseau: 'Ce service externe n’est pas proposé par votre mutuelle.',
  membersOnly: 'Ce service est réservé aux adhérents et à leurs bénéficiaires.',
  partnerKey: 'Clé partenaire absente ou invalide.',
  otherPartner: 'Ce jeton n’a pas été émis pour ce partenaire.',
  unknownToken: 'Jeton inconnu.',
  usedToken: 'Ce jeton a déjà été utilisé ou a expiré.',
} as const;

/** A token lets the partner read the member's identity once, within this delay. */
export const scTokenLifetimeMs = 2 * 60 * 1000;

export const reseauCodeSchema = text()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, reseauSoinsMessages.unknownReseau);

/** §3 care network service; description is plain text. */
export const reseauSoinsServiceSchema = z.object({
  reseau: text(),
  libelle: text(),
  url: text(),
  numOmc: text().nullable(),
  icon: text().nullable(),
  /** Image served by GET cms/documents/images/{imageId}. */
  imageId: z.number().int().nullable(),
  /** 'covers': the image fills the card; otherwise it is shown whole ('contain'). */
  imageForm: z.enum(['covers', 'contain']),
  description: multilineText(),
  order: z.number().int(),
});
export type ReseauSoinsService = z.infer<typeof reseauSoinsServiceSchema>;

export const reseauxSoinsResponseSchema = z.object({ services: z.array(reseauSoinsServiceSchema) });

export const scTokenCreateBodySchema = z.strictObject({ reseau: reseauCodeSchema });
export const scTokenCreateResponseSchema = z.object({ scTokenId: text() });

export const scTokenVerifyBodySchema = z.strictObject({
  scTokenId: text().trim().min(20).max(100),
});
/** The member's minimal identity, given once to the partner. */
export const scTokenVerifyResponseSchema = z.object({
  reseau: text(),
  numPers: text(),
  nom: text(),
  prenom: text(),
  numeroContratIndividuel: text().nullable(),
});
export type ScTokenIdentity = z.infer<typeof scTokenVerifyResponseSchema>;
