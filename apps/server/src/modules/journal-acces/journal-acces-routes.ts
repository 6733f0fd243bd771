import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { journalAccesPageSchema, journalAccesSearchSchema } from '@portail/shared/admin/journal-acces';
import { consultationsPageSize, consultationsQuerySchema, consultationsSchema } from '@portail/shared/consultations';
import type { Db } from '../../db/database.ts';
import { requireAccount } from '../../plugins/session.ts';
import { staffRoute } from '../../plugins/staff-route-kit.ts';
import { listConsultations, searchJournalAcces } from './journal-acces-repository.ts';

/**
 * The access log's two readers (decision 049): staff holding `journal_acces`/read search it (reading
 * it is no read of a member's data, so it is not traced itself); a member sees the reads of his own
 * data in « Mon compte ».
 */
export const journalAccesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/journal-acces',
    {
      config: staffRoute('journal_acces', 'read'),
      schema: {
        tags: ['admin'],
        summary: 'Journal des accès du personnel aux dossiers des adhérents (paginé, filtré ; le plus récent d’abord)',
        querystring: journalAccesSearchSchema,
        response: { 200: journalAccesPageSchema },
      },
    },
    async (request) => {
      const search = request.query;
      const { rows, total } = await searchJournalAcces(db, request.client.id, search);
      return { rows, total, page: search.page, pageSize: search.pageSize };
    },
  );

  app.get(
    '/adherent/consultations',
    {
      config: { access: 'member' },
      schema: {
        tags: ['adherent'],
        summary:
          '« Consultations de mon dossier » : les lectures de mes données par le personnel, la plus récente d’abord',
        querystring: consultationsQuerySchema,
        response: { 200: consultationsSchema },
      },
    },
    async (request) => {
      const account = requireAccount(request);
      const client = request.client;
      const rows = await listConsultations(
        db,
        client.id,
        account.personneId!,
        consultationsPageSize + 1,
        (request.query.page - 1) * consultationsPageSize,
      );
      // The stored switch (client-schemas.ts), off unless set: read as is, the row's other settings need no parsing here.
      const nominatives = client.configuration.consultationsNominatives === true;
      return {
        client: client.libelle,
        items: rows
          .slice(0, consultationsPageSize)
          .map(({ staffNom, ...row }) => ({ ...row, conseiller: nominatives ? staffNom : null })),
        suivante: rows.length > consultationsPageSize,
      };
    },
  );
};
