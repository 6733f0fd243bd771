import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portail/shared/current-user';
import {
  demandeDetailSchema,
  demandeListQuerySchema,
  demandeListResponseSchema,
  demandeMessages,
  demandeReplySchema,
  type StatutDemande,
} from '@portail/shared/demandes';
import { formDefinitions, formPersonnesResponseSchema, formResponseSchema } from '@portail/shared/forms/catalogue';
import { formOptionsFor, formTypes, isFormType } from '@portail/shared/forms/form-rules';
import { text } from '@portail/shared/text';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { documentMediaTypes, fileResponse, sendFile } from '../../lib/file-response.ts';
import { buildMailContext } from '../clients/mail-context.ts';
import { requireAccount } from '../../plugins/session.ts';
import { clientConfiguration } from '../identity/identity-deps.ts';
import type { SecurityCodes } from '../mfa/security-codes.ts';
import { ajouterMessage, findDemandeRef } from './demande-lifecycle.ts';
import { buildDemandeDetail, libelleType } from './demande-detail.ts';
import {
  decodeCursor,
  encodeCursor,
  findDemandeOfPersonne,
  findPieceFile,
  listDemandesOfPersonne,
  markStaffMessagesRead,
} from './demandes-read-repository.ts';
import { findContratDuMembre } from './demandes-repository.ts';
import { checkPieces, engineMessages, refuseIfNotOffered, submitForm } from './form-engine.ts';

const tags = ['demandes'];
const numeroParams = z.object({ numero: text().regex(/^D\d{8}$/) });
const notFound = () => new AppError(404, 'DEMANDE_INCONNUE', demandeMessages.unknown);

/** The request engine's forms (§7 POST forms/{type}/form) and « Mes demandes ». */
export const demandesRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string; codes: SecurityCodes }> = async (
  app,
  { db, publicUrl, codes },
) => {
  for (const type of formTypes) {
    app.post(
      `/forms/${type}/form`,
      {
        bodyLimit: 64 * 1024,
        config: { access: 'member', securityCode: true, rateLimit: { max: 20, timeWindow: 10 * 60 * 1000 } },
        preValidation: async (request) => refuseIfNotOffered(request, type),
        schema: {
          tags,
          summary: `Formulaire « ${formDefinitions[type].libelle} » : enregistre une demande`,
          description:
            'En-tête X-NumContrat : le contrat concerné. Les pièces jointes sont les remoteFileName rendus par POST /api/uploads, du même compte, pas encore utilisés. Réponse : numéro de la demande, isModeGestionManuel, isEnvoiArActivated et le message du §8.',
          body: formDefinitions[type].schema,
          response: { 200: formResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => submitForm({ db, publicUrl, codes }, request, type, request.body as never),
    );
  }

  app.get(
    '/forms/personnes',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Personnes pour qui je peux faire une demande sur le contrat (X-NumContrat)',
        description:
          'Le souscripteur voit tous les assurés du contrat ; un bénéficiaire ne voit que lui-même (portée Both du §3).',
        response: { 200: formPersonnesResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const session = requireAccount(request);
      const personneId = session.personneId!;
      if (!request.numContrat) throw new AppError(400, 'CONTRAT_REQUIS', engineMessages.contratRequired);
      const contrat = await findContratDuMembre(db, request.client.id, personneId, request.numContrat);
      if (!contrat) throw new AppError(400, 'CONTRAT_REQUIS', engineMessages.contratRequired);
      const visibles =
        contrat.souscripteurId === personneId
          ? contrat.personnes
          : contrat.personnes.filter((p) => p.id === personneId);
      return {
        personnes: visibles.map((p) => ({
          numPers: p.numPers,
          prenom: p.prenom,
          nom: p.nom,
          estMoi: p.id === personneId,
        })),
      };
    },
  );

  app.get(
    '/demandes',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Mes demandes, les plus récentes d’abord (pages par curseur)',
        querystring: demandeListQuerySchema,
        response: { 200: demandeListResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const session = requireAccount(request);
      const { apres, ...filters } = request.query;
      const cursor = decodeCursor(apres);
      if (apres && !cursor) throw new AppError(400, 'CURSEUR', 'Le curseur de page est invalide.');
      const rows = await listDemandesOfPersonne(db, request.client.id, session.personneId!, {
        ...filters,
        apres: cursor,
        limite: filters.limite + 1,
      });
      const page = rows.slice(0, filters.limite);
      return {
        demandes: page.map((row) => ({
          numero: row.numero,
          type: row.type,
          libelleType: libelleType(row.type),
          objet: row.objet,
          statut: row.statut as StatutDemande,
          numeroContrat: row.numeroContrat,
          creeLe: new Date(row.createdAt).toISOString(),
          modifieLe: new Date(row.updatedAt).toISOString(),
          nonLus: row.nonLus ?? 0,
        })),
        suivant: rows.length > filters.limite ? encodeCursor(page[page.length - 1]!) : null,
      };
    },
  );

  async function detail(clientId: number, personneId: number, numero: string) {
    const demande = await findDemandeOfPersonne(db, clientId, personneId, numero);
    if (!demande) throw notFound();
    return { id: demande.id, detail: (await buildDemandeDetail(db, demande)).detail };
  }

  app.get(
    '/demandes/:numero',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Une de mes demandes : données envoyées, historique des statuts, échanges et pièces jointes',
        params: numeroParams,
        response: { 200: demandeDetailSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const session = requireAccount(request);
      const result = await detail(request.client.id, session.personneId!, request.params.numero);
      await markStaffMessagesRead(db, result.id);
      return result.detail;
    },
  );

  app.post(
    '/demandes/:numero/messages',
    {
      bodyLimit: 64 * 1024,
      config: { access: 'member', rateLimit: { max: 30, timeWindow: 10 * 60 * 1000 } },
      schema: {
        tags,
        summary:
          'Répondre dans le fil d’une demande (message et/ou pièces) ; « en attente de pièces » repasse « en cours »',
        params: numeroParams,
        body: demandeReplySchema,
        response: { 200: demandeDetailSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const session = requireAccount(request);
      const demande = await findDemandeOfPersonne(db, request.client.id, session.personneId!, request.params.numero);
      if (!demande) throw notFound();
      const options = isFormType(demande.type)
        ? formOptionsFor(demande.type, clientConfiguration(request).formulaires).pieces
        : formOptionsFor('contact/v2', undefined).pieces;
      const pieces = await checkPieces(db, session.accountId, request.body.pieces, options);
      const ref = await findDemandeRef(db, demande.id);
      if (!ref) throw notFound();
      const mail = await buildMailContext(db, request, publicUrl);
      await db
        .transaction()
        .execute((trx) =>
          ajouterMessage(
            trx,
            mail,
            ref,
            { auteur: 'adherent', accountId: session.accountId },
            { texte: request.body.message, pieces },
          ),
        );
      return (await detail(request.client.id, session.personneId!, request.params.numero)).detail;
    },
  );

  for (const action of ['export', 'visionneuse'] as const) {
    app.get(
      `/demandes/:numero/pieces/:remoteName/${action}`,
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary:
            action === 'export'
              ? 'Télécharger une pièce jointe de ma demande'
              : 'Afficher une pièce jointe de ma demande dans la visionneuse',
          params: numeroParams.extend({ remoteName: text().regex(/^[0-9a-f-]{36}\.[a-z]{3,4}$/) }),
          response: { 200: fileResponse('La pièce jointe', ...documentMediaTypes), 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        const session = requireAccount(request);
        const { numero, remoteName } = request.params;
        const file = await findPieceFile(db, request.client.id, session.personneId!, numero, remoteName);
        if (!file) throw notFound();
        return sendFile(
          reply,
          { data: file.data, contentType: file.content_type, fileName: file.original_name },
          { inline: action === 'visionneuse' },
        );
      },
    );
  }
};
