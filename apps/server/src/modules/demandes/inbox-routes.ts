import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  inboxAcceptSchema,
  inboxActionResponseSchema,
  inboxAskPieceSchema,
  inboxAssignSchema,
  inboxDetailSchema,
  inboxExportLimit,
  inboxExportSchema,
  inboxPageSchema,
  inboxRefuseSchema,
  inboxReplySchema,
  inboxSearchSchema,
  slaEtat,
  slaLibelles,
  type InboxRow,
} from '@portail/shared/admin/demandes';
import { statutDemandeLibelles, type StatutDemande } from '@portail/shared/demandes';
import { formOptionsFor, isFormType } from '@portail/shared/forms/form-rules';
import { text } from '@portail/shared/text';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ExportColumn } from '../../lib/export-columns.ts';
import { exportDay, exportFileResponse, sendExport } from '../../lib/export-response.ts';
import { documentMediaTypes, fileResponse, sendFile } from '../../lib/file-response.ts';
import type { MailContext } from '../../mail/mail-layout.ts';
import { buildMailContext } from '../clients/mail-context.ts';
import { requireAccount } from '../../plugins/session.ts';
import { buildDemandeDetail } from './demande-detail.ts';
import { type DemandeRef, findDemandeRef } from './demande-lifecycle.ts';
import { checkPieces } from './form-engine.ts';
import { clientConfiguration } from '../identity/identity-deps.ts';
import { adminClientOf } from '../../plugins/staff-client-scope.ts';
import { criteresOf, traceRead } from '../journal-acces/trace-read.ts';
import { inboxActions } from './inbox-actions.ts';
import { authorNames, findDemandeForStaff, findPieceForStaff, searchInbox } from './inbox-repository.ts';

const tags = ['admin'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const clientQuery = z.strictObject({ client: text().trim().max(40).optional() });
const notFound = () => new AppError(404, 'DEMANDE_INCONNUE', 'Cette demande est introuvable.');
const read = { access: 'staff', habilitation: { resource: 'demandes', action: 'read' } } as const;

/** « Reçue le »: the day in Paris of the instant it was received. */
const exportColumns: ExportColumn<InboxRow>[] = [
  { header: 'Numéro', type: 'text', value: (r) => r.numero },
  { header: 'Type', type: 'text', value: (r) => r.libelleType },
  { header: 'Objet', type: 'text', value: (r) => r.objet },
  { header: 'Statut', type: 'text', value: (r) => statutDemandeLibelles[r.statut] },
  {
    header: 'Adhérent',
    type: 'text',
    value: (r) => `${r.adherent.prenom} ${r.adherent.nom} (${r.adherent.numPers})`,
  },
  { header: 'Reçue le', type: 'date', value: (r) => r.creeLe },
  { header: 'Ancienneté (jours)', type: 'number', value: (r) => r.ageJours },
  { header: 'Délai', type: 'text', value: (r) => slaLibelles[r.sla] },
  { header: 'Attribuée à', type: 'text', value: (r) => r.attribueA ?? '' },
];

/** The requests inbox (issue 14, decision 034): the queue, a request, its attachments; then its actions. */
export const inboxRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (app, { db, publicUrl }) => {
  app.get(
    '/admin/demandes',
    {
      config: read,
      schema: {
        tags,
        summary: 'La file des demandes du client (paginée, triée, filtrée)',
        querystring: inboxSearchSchema,
        response: { 200: inboxPageSchema },
      },
    },
    async (request) => {
      const search = request.query;
      const clientId = await adminClientOf(db, request, search.client);
      const { rows, total } = await searchInbox(db, clientId, requireAccount(request).accountId, search);
      // The queue lists members: one entry with how many and the criteria (decision 049).
      await traceRead(db, request, { categorie: 'recherche', nombre: total, criteres: criteresOf(search), clientId });
      return { rows, total, page: search.page, pageSize: search.pageSize };
    },
  );

  app.get(
    '/admin/demandes/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'Les demandes de la recherche en CSV ou Excel (?format=xlsx)',
        querystring: inboxExportSchema,
        response: { 200: exportFileResponse() },
      },
    },
    async (request, reply) => {
      const { format, ...criteria } = request.query;
      const search = { ...criteria, page: 1, pageSize: inboxExportLimit + 1 };
      const clientId = await adminClientOf(db, request, search.client);
      const { rows } = await searchInbox(db, clientId, requireAccount(request).accountId, search);
      if (rows.length > inboxExportLimit)
        throw new AppError(
          400,
          'EXPORT_TOO_LARGE',
          `Plus de ${inboxExportLimit.toLocaleString('fr-FR')} demandes répondent à cette recherche : affinez-la avant d’exporter.`,
        );
      await traceRead(db, request, {
        categorie: 'export',
        nombre: rows.length,
        criteres: criteresOf({ ...criteria, format }),
        clientId,
      });
      return sendExport(reply, {
        format,
        columns: exportColumns,
        rows,
        baseName: `demandes-${exportDay()}`,
        title: 'Demandes',
      });
    },
  );

  app.get(
    '/admin/demandes/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Une demande : données, pièces jointes, historique, échanges, attribution et version',
        params: idParams,
        querystring: clientQuery,
        response: { 200: inboxDetailSchema },
      },
    },
    async (request) => {
      const clientId = await adminClientOf(db, request, request.query.client);
      const row = await findDemandeForStaff(db, clientId, request.params.id);
      if (!row) throw notFound();
      const { detail, messages } = await buildDemandeDetail(db, row);
      const names = await authorNames(
        db,
        messages.flatMap((m) => (m.auteurAccountId ? [m.auteurAccountId] : [])),
      );
      const member = `${row.prenom} ${row.nom}`;
      const answer = {
        ...detail,
        id: row.id,
        version: row.version,
        adherent: { id: row.personneId, numPers: row.numPers, nom: row.nom, prenom: row.prenom, email: row.email },
        ageJours: Number(row.ageJours),
        sla: slaEtat(row.statut as StatutDemande, Number(row.ageJours)),
        attribueA: row.assignedTo ? { id: row.assignedTo, nom: row.attribueA ?? '' } : null,
        auteurs: messages.map((m) =>
          m.auteur === 'adherent' ? member : ((m.auteurAccountId && names.get(m.auteurAccountId)) ?? 'Gestionnaire'),
        ),
      };
      await traceRead(db, request, { categorie: 'demande', personneId: row.personneId, objet: row.numero, clientId });
      return answer;
    },
  );

  for (const action of ['export', 'visionneuse'] as const) {
    app.get(
      `/admin/demandes/:id/pieces/:remoteName/${action}`,
      {
        config: read,
        schema: {
          tags,
          summary: action === 'export' ? 'Télécharger une pièce jointe' : 'Afficher une pièce jointe (visionneuse)',
          params: idParams.extend({ remoteName: text().regex(/^[0-9a-f-]{36}\.[a-z]{3,4}$/) }),
          querystring: clientQuery,
          response: { 200: fileResponse('La pièce jointe', ...documentMediaTypes) },
        },
      },
      async (request, reply) => {
        const clientId = await adminClientOf(db, request, request.query.client);
        const file = await findPieceForStaff(db, clientId, request.params.id, request.params.remoteName);
        const demande = file && (await findDemandeForStaff(db, clientId, request.params.id));
        if (!file || !demande) throw notFound();
        await traceRead(db, request, {
          categorie: 'demande',
          personneId: demande.personneId,
          objet: demande.numero,
          clientId,
        });
        return sendFile(
          reply,
          { data: file.data, contentType: file.content_type, fileName: file.original_name },
          { inline: action === 'visionneuse' },
        );
      },
    );
  }

  const actions = inboxActions(db);
  const write = { access: 'staff', habilitation: { resource: 'demandes', action: 'update' } } as const;
  const context = (request: FastifyRequest): Promise<MailContext> => buildMailContext(db, request, publicUrl);
  const response = { 200: inboxActionResponseSchema };

  app.post(
    '/admin/demandes/:id/attribuer',
    {
      config: write,
      schema: {
        tags,
        summary: 'M’attribuer la demande, ou la libérer',
        params: idParams,
        body: inboxAssignSchema,
        response,
      },
    },
    async (request) => actions.assign(request, request.params.id, request.body),
  );

  app.post(
    '/admin/demandes/:id/repondre',
    {
      bodyLimit: 64 * 1024,
      config: write,
      schema: {
        tags,
        summary: 'Répondre à l’adhérent (message et/ou pièces jointes) ; une demande reçue passe « en cours »',
        params: idParams,
        body: inboxReplySchema,
        response,
      },
    },
    async (request) => {
      const ref = await refOf(request, request.params.id);
      const options = formOptionsFor(
        isFormType(ref.type) ? ref.type : 'contact/v2',
        clientConfiguration(request).formulaires,
      );
      const pieces = await checkPieces(db, requireAccount(request).accountId, request.body.pieces, options.pieces);
      return actions.reply(request, ref.id, await context(request), request.body, pieces);
    },
  );

  app.post(
    '/admin/demandes/:id/demander-piece',
    {
      config: write,
      schema: {
        tags,
        summary: 'Demander un document à l’adhérent : la demande passe « en attente de pièces »',
        params: idParams,
        body: inboxAskPieceSchema,
        response,
      },
    },
    async (request) => actions.askPiece(request, request.params.id, await context(request), request.body),
  );

  app.post(
    '/admin/demandes/:id/accepter',
    {
      config: write,
      schema: {
        tags,
        summary: 'Accepter la demande (« Traitée »)',
        params: idParams,
        body: inboxAcceptSchema,
        response,
      },
    },
    async (request) => actions.accept(request, request.params.id, await context(request), request.body),
  );

  app.post(
    '/admin/demandes/:id/refuser',
    {
      config: write,
      schema: {
        tags,
        summary: 'Refuser la demande, avec son motif',
        params: idParams,
        body: inboxRefuseSchema,
        response,
      },
    },
    async (request) => actions.refuse(request, request.params.id, await context(request), request.body),
  );

  async function refOf(request: FastifyRequest, id: number): Promise<DemandeRef> {
    const ref = await findDemandeRef(db, id);
    if (!ref || ref.clientId !== request.client.id) throw notFound();
    return ref;
  }
};
