import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  estimationResponseSchema,
  garantiesResponseSchema,
  type EstimationResponse,
  type GarantiesResponse,
} from '@portail/shared/contrat/garanties-api';
import { errorBodySchema } from '@portail/shared/current-user';
import { listerActes, offreAvecRenforts } from '@portail/shared/garanties/arbre-offre';
import { conventionNiveaux } from '@portail/shared/garanties/format-prestation';
import { defaultHttpMessage } from '@portail/shared/messages';
import { estimerRemboursement } from '@portail/shared/remboursement/estimer-remboursement';
import { expliquerResteACharge, totalACharge } from '@portail/shared/remboursement/expliquer-reste-a-charge';
import { estimationMessages, estimationRequestSchema } from '@portail/shared/remboursement/estimation-schema';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOffresDuClient } from './contrat-detail-repository.ts';
import { requireContrat, requireOffre } from './contrat-access.ts';

const tags = ['contrats'];
const invalid = (errors: Record<string, string>) => new AppError(400, 'VALIDATION', defaultHttpMessage(400), errors);

/** « Mes garanties » and « Estimer un remboursement », for the contract of X-NumContrat. */
export const garantiesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v2/adherent/garanties',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Tableau de garanties du contrat : domaines, actes, niveaux, renforts souscrits',
        response: { 200: garantiesResponseSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request): Promise<GarantiesResponse> => {
      const { contrat } = await requireContrat(db, request);
      const offre = await requireOffre(db, request, contrat);
      const souscrits = contrat.renforts.filter((code) => offre.renforts.some((r) => r.code === code));
      const autres = (await findOffresDuClient(db, request.client.id)).map((o) => ({
        code: o.code,
        libelle: o.libelle,
        description: o.description ?? null,
      }));
      return {
        numeroContratIndividuel: contrat.numero,
        offre: offreAvecRenforts(offre, souscrits),
        convention: conventionNiveaux,
        renforts: offre.renforts.map((r) => ({
          code: r.code,
          libelle: r.libelle,
          description: r.description ?? null,
          souscrit: souscrits.includes(r.code),
        })),
        actesRenforces: offre.renforts
          .filter((r) => souscrits.includes(r.code))
          .flatMap((r) => r.actes.map((a) => a.code)),
        autresOffres: autres.filter((o) => o.code !== offre.code),
      };
    },
  );

  app.post(
    '/v2/adherent/garanties/estimation',
    {
      bodyLimit: 4 * 1024,
      config: { access: 'member', rateLimit: { max: 120, timeWindow: 60 * 1000 } },
      schema: {
        tags,
        summary: 'Estimer un remboursement : part Sécurité sociale, part mutuelle, reste à charge',
        description:
          'Montants en euros (« 45,50 » ou 45.5), rendus en centimes. Règles : décision 040 (base, taux, participation forfaitaire, franchises, plafonds du contrat responsable).',
        body: estimationRequestSchema,
        response: { 200: estimationResponseSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request): Promise<EstimationResponse> => {
      const { contrat } = await requireContrat(db, request);
      const offre = offreAvecRenforts(await requireOffre(db, request, contrat), contrat.renforts);
      const actes = listerActes(offre);
      // The body's shape and amounts are checked (and turned into cents); now against this offer.
      const demande = request.body;
      const trouve = actes.find((a) => a.acte.code === demande.acteCode);
      if (!trouve) throw invalid({ acteCode: estimationMessages.acteInconnu });
      if (trouve.acte.secu.base.type === 'devis' && demande.baseRemboursement === undefined)
        throw invalid({ baseRemboursement: estimationMessages.baseObligatoire });
      const r = estimerRemboursement({ ...demande, acte: demande.acteCode, offre });
      return {
        acte: { code: trouve.acte.code, libelle: trouve.acte.libelle, chemin: trouve.chemin },
        niveau: r.details.libelleNiveau,
        fraisReels: demande.fraisReels,
        baseRemboursement: r.baseRemboursement,
        tauxSecu: r.tauxSecu,
        montantSecu: r.montantSecu,
        participationForfaitaire: r.participationForfaitaire,
        franchise: r.franchise,
        montantMutuelle: r.montantMutuelle,
        resteACharge: r.resteACharge,
        totalACharge: totalACharge(r),
        explications: expliquerResteACharge({ ...r, fraisReels: demande.fraisReels }),
      };
    },
  );
};
