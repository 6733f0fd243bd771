import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portail/shared/current-user';
import {
  documentListQuerySchema,
  documentListResponseSchema,
  documentMessages,
  documentSources,
} from '@portail/shared/documents';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { documentMediaTypes, fileResponse, sendFile } from '../../lib/file-response.ts';
import { requireAccount } from '../../plugins/session.ts';
import { displayEntries } from '../referentiels/referentiels-repository.ts';
import {
  decodeDocumentCursor,
  encodeDocumentCursor,
  findDocumentFile,
  listDocuments,
  markDocumentRead,
} from './documents-repository.ts';

const tags = ['documents'];
const idParams = z.object({ id: z.uuid() });

/**
 * §7 adherent/courriers and cgdm-svc/ged: the list (newest first, by category, search in titles,
 * unread marked), the download ({route}/export) and the viewer ({route}/visionneuse). Opening a
 * document marks it read.
 */
export const documentsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const { route, source, libelle } of Object.values(documentSources)) {
    app.get(
      `/${route}`,
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: `${libelle} de la personne connectée, les plus récents d’abord`,
          querystring: documentListQuerySchema,
          response: { 200: documentListResponseSchema, 400: errorBodySchema },
        },
      },
      async (request) => {
        const session = requireAccount(request);
        const { apres, ...filters } = request.query;
        const cursor = decodeDocumentCursor(apres);
        if (apres && !cursor) throw new AppError(400, 'CURSEUR', documentMessages.cursor);
        const [rows, categories] = await Promise.all([
          listDocuments(db, request.client.id, session.personneId!, source, {
            ...filters,
            apres: cursor,
            limite: filters.limite + 1,
          }),
          // Deactivated categories too: a document keeps the label of its category.
          displayEntries(db, request.client.id, 'categories-documents'),
        ]);
        const page = rows.slice(0, filters.limite);
        return {
          documents: page.map((row) => ({
            id: row.id,
            titre: row.titre,
            categorie: row.categorie,
            libelleCategorie: categories.get(row.categorie)?.libelle ?? row.categorie,
            dateDocument: row.dateDocument,
            taille: row.taille,
            contentType: row.contentType,
            nonLu: row.luAt === null,
            numeroContrat: row.numeroContrat,
          })),
          suivant: rows.length > filters.limite ? encodeDocumentCursor(page[page.length - 1]!) : null,
        };
      },
    );

    for (const action of ['export', 'visionneuse'] as const) {
      app.get(
        `/${route}/:id/${action}`,
        {
          config: { access: 'member' },
          schema: {
            tags,
            summary: action === 'export' ? 'Télécharger le document' : 'Afficher le document dans la visionneuse',
            params: idParams,
            response: { 200: fileResponse('Le document', ...documentMediaTypes), 404: errorBodySchema },
          },
        },
        async (request, reply) => {
          const session = requireAccount(request);
          const file = await findDocumentFile(db, request.client.id, session.personneId!, source, request.params.id);
          if (!file) throw new AppError(404, 'DOCUMENT_INCONNU', documentMessages.unknown);
          if (file.lu_at === null) await markDocumentRead(db, file.id);
          return sendFile(
            reply,
            { data: file.data, contentType: file.content_type, fileName: file.nom_fichier },
            { inline: action === 'visionneuse' },
          );
        },
      );
    }
  }
};
