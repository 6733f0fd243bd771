import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@portail/shared/text';
import type { Db } from '../../db/database.ts';
import { fluxEtatSchema, fluxPageSchema, fluxSearchSchema } from '@portail/shared/admin/flux';
import { lastExportedId, listChangements } from './changements-repository.ts';
import { exportPositionOf, searchFlux, waitingOf } from './flux-repository.ts';
import { criteresOf, traceRead } from '../journal-acces/trace-read.ts';

const changementSchema = z.object({
  id: z.number().int(),
  client: text(),
  type: text(),
  numPers: text().nullable(),
  numeroContrat: text().nullable(),
  demandeNumero: text().nullable(),
  donnees: z.record(text(), z.unknown()),
  createdAt: text(),
});

/** The outbound change feed, for staff: what the management system will receive, and where its export stands. */
export const changementsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/exports/changes',
    {
      config: { access: 'staff', habilitation: { resource: 'flux', action: 'read' } },
      schema: {
        tags: ['exports'],
        summary: 'Flux des changements vers le système de gestion (du client), après un identifiant',
        querystring: z.strictObject({
          since: z.coerce.number().int().min(0).default(0),
          limit: z.coerce.number().int().min(1).max(1000).default(100),
        }),
        response: {
          200: z.object({
            changements: z.array(changementSchema),
            suivant: z.number().int().nullable(),
            exporteJusqua: z.number().int(),
          }),
        },
      },
    },
    async (request) => {
      const { since, limit } = request.query;
      const rows = await listChangements(db, { clientId: request.client.id, sinceId: since, limit: limit + 1 });
      const page = rows.slice(0, limit);
      return {
        changements: page.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
        suivant: rows.length > limit ? page[page.length - 1]!.id : null,
        // The export of every client, or this client's own (npm run export -- changes --client CODE).
        exporteJusqua: await lastExportedId(db, ['changes', `changes:${request.client.code}`]),
      };
    },
  );

  const read = { access: 'staff', habilitation: { resource: 'flux', action: 'read' } } as const;

  app.get(
    '/admin/flux',
    {
      config: read,
      schema: {
        tags: ['exports'],
        summary: 'Le flux des changements du client sur la grille du back office, exportés ou en attente',
        querystring: fluxSearchSchema,
        response: { 200: fluxPageSchema },
      },
    },
    async (request) => {
      const search = request.query;
      const { position } = await exportPositionOf(db, request.client.code);
      const { rows, total } = await searchFlux(db, request.client.id, position, search);
      // The changes name members: one entry with how many and the criteria (decision 049).
      await traceRead(db, request, { categorie: 'recherche', nombre: total, criteres: criteresOf(search) });
      return { rows, total, page: search.page, pageSize: search.pageSize };
    },
  );

  app.get(
    '/admin/flux/etat',
    {
      config: read,
      schema: {
        tags: ['exports'],
        summary: 'Où en est l’export du flux pour ce client : dernier export, changements en attente',
        response: { 200: fluxEtatSchema },
      },
    },
    async (request) => {
      const { position, at } = await exportPositionOf(db, request.client.code);
      const waiting = await waitingOf(db, request.client.id, position);
      return {
        dernierExport: at?.toISOString() ?? null,
        exporteJusqua: position.id,
        enAttente: waiting.count,
        plusAncienEnAttente: waiting.oldest?.toISOString() ?? null,
      };
    },
  );
};
