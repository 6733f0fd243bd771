import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reseauSoinsMessages,
  scTokenVerifyBodySchema,
  scTokenVerifyResponseSchema,
} from '@portail/shared/reseaux-soins';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import { consumeToken, findIdentity, findPartner, findToken } from './reseaux-soins-repository.ts';
import { text } from '@portail/shared/text';

/**
 * Server-to-server: a care-network partner exchanges the token the member brought for the
 * member's minimal identity, once. Authenticated by X-Partner-Key, not by cookies (no CSRF).
 */
export const partenairesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/partenaires/sctoken/verify',
    {
      config: { access: 'partner', csrf: false, rateLimit: { max: 60, timeWindow: 60 * 1000 } },
      schema: {
        tags: ['reseaux-soins'],
        summary:
          'Vérification d’un jeton par le partenaire (en-tête X-Partner-Key) : identité minimale, une seule fois',
        headers: z.object({ 'x-partner-key': text().max(200).optional() }),
        body: scTokenVerifyBodySchema,
        response: { 200: scTokenVerifyResponseSchema },
      },
    },
    async (request) => {
      const key = request.headers['x-partner-key'];
      const partner = key && key.length >= 32 ? await findPartner(db, request.client.id, sha256(key)) : undefined;
      if (!partner) throw new AppError(401, 'PARTNER_KEY', reseauSoinsMessages.partnerKey);
      const tokenSha = sha256(request.body.scTokenId);
      const consumed = await consumeToken(db, tokenSha, partner.id);
      if (!consumed) {
        const token = await findToken(db, request.client.id, tokenSha);
        if (!token) throw new AppError(404, 'SCTOKEN_UNKNOWN', reseauSoinsMessages.unknownToken);
        if (token.reseau_id !== partner.id)
          throw new AppError(403, 'SCTOKEN_OTHER_PARTNER', reseauSoinsMessages.otherPartner);
        throw new AppError(410, 'SCTOKEN_GONE', reseauSoinsMessages.usedToken);
      }
      const identity = await findIdentity(db, consumed.account_id);
      if (!identity) throw new AppError(410, 'SCTOKEN_GONE', reseauSoinsMessages.usedToken);
      return {
        reseau: partner.reseau,
        numPers: identity.num_pers,
        nom: identity.nom,
        prenom: identity.prenom,
        numeroContratIndividuel: consumed.numero_contrat,
      };
    },
  );
};
