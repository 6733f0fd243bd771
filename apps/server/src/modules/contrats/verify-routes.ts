import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formaterCode, verifierFormeCode } from '@portail/shared/contrat/code-verification';
import {
  libellesEdition,
  verificationMessages,
  verificationResponseSchema,
  type VerificationResponse,
} from '@portail/shared/contrat/editions-api';
import { errorBodySchema } from '@portail/shared/current-user';
import { text } from '@portail/shared/text';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatIsoDay, formatParisDate, isoParisDate } from '../../pdf/pdf-texts.ts';
import { findVerification } from './verifications-repository.ts';

/**
 * GET /api/verify/{code} (public): is this document one we issued, and does it still hold? A doctor,
 * a landlord or an employer types the code printed on the paper, or scans its QR code. The answer
 * names the document, its dates and « Marie D. », never more (not the contract number, decision 035); a code of
 * another client is unknown here.
 */
export const verifyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/verify/:code',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: 60 * 1000 } },
      schema: {
        tags: ['contrats'],
        summary:
          'Vérifier un document émis par le portail (attestation, carte de tiers payant, situation contractuelle)',
        params: z.object({ code: text().max(40) }),
        response: { 200: verificationResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request): Promise<VerificationResponse> => {
      const forme = verifierFormeCode(request.params.code);
      if (forme.etat === 'malForme') throw new AppError(400, 'CODE_MAL_FORME', verificationMessages.malForme);
      if (forme.etat === 'altere') throw new AppError(400, 'CODE_ALTERE', verificationMessages.altere);
      const found = await findVerification(db, request.client.id, formaterCode(forme.code));
      if (!found) throw new AppError(404, 'CODE_INCONNU', verificationMessages.inconnu);
      const libelle = libellesEdition[found.type];
      const emisLe = formatParisDate(new Date(found.emisLe));
      // The card and the certificate stand while the contract is in force; the situation is dated.
      const contratClos = found.type !== 'SituationContractuelle' && found.etatContrat !== 'valide';
      const expire = isoParisDate(new Date()) > found.valableJusquau;
      const statut = contratClos ? 'contratClos' : expire ? 'expire' : 'valide';
      return {
        authentique: true,
        statut,
        type: found.type,
        libelleType: libelle,
        organisme: request.client.libelle,
        emisLe,
        valableJusquau: formatIsoDay(found.valableJusquau),
        titulaire: found.titulaire,
        message: verificationMessages[statut](libelle, emisLe),
      };
    },
  );
};
