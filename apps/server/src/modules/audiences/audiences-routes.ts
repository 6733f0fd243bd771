import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  audienceApercuSchema,
  audienceChoixSchema,
  audienceCompterSchema,
  audienceCompteSchema,
  audienceInputSchema,
  audienceMessages,
  audiencePageSchema,
  audienceSchema,
  audienceSearchSchema,
  type AudienceRegle,
} from '@portail/shared/admin/audiences';
import { consentementConfigSchema } from '@portail/shared/client-config';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { requireAccount } from '../../plugins/session.ts';
import { adminClientOf } from '../../plugins/staff-client-scope.ts';
import {
  apercuAudience,
  audienceEnService,
  compterAudience,
  findAudience,
  listAudiences,
  nomPris,
  offresDuClient,
} from './audiences-repository.ts';
import { traceRead } from '../journal-acces/trace-read.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const tags = ['admin'];
const read = { access: 'staff', habilitation: { resource: 'audiences', action: 'read' } } as const;

function regleOf(row: { regle: unknown }): AudienceRegle {
  return row.regle as AudienceRegle;
}

/** Audiences (issue 15, decision 033): saved rules, counted live and previewed, in the client served. */
export const audiencesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const clientOf = (request: FastifyRequest) => adminClientOf(db, request, undefined);

  /** Two audiences of a client never share a name (case aside). */
  async function nomLibre(clientId: number, nom: string, saufId?: number) {
    if (await nomPris(db, clientId, nom, saufId))
      throw new AppError(400, 'VALIDATION', audienceMessages.nomTaken, { nom: audienceMessages.nomTaken });
  }

  async function audienceOf(request: FastifyRequest, id: number) {
    const audience = await findAudience(db, await clientOf(request), id);
    // Another client's audience is as unknown as one that does not exist.
    if (!audience) throw new AppError(404, 'NOT_FOUND', audienceMessages.notFound);
    return audience;
  }

  app.get(
    '/admin/audiences',
    {
      config: read,
      schema: {
        tags,
        summary: 'Audiences du client (paginées, triées)',
        querystring: audienceSearchSchema,
        response: { 200: audiencePageSchema },
      },
    },
    async (request) => {
      const search = request.query;
      const { rows, total } = await listAudiences(db, await clientOf(request), search);
      return { rows, total, page: search.page, pageSize: search.pageSize };
    },
  );

  app.get(
    '/admin/audiences/choix',
    {
      config: read,
      schema: {
        tags,
        summary: 'Valeurs proposées par le constructeur de règles : offres et consentements du client',
        response: { 200: audienceChoixSchema },
      },
    },
    async (request) => {
      const consentements = consentementConfigSchema
        .array()
        .safeParse(request.client.configuration.consentements ?? []);
      return {
        offres: await offresDuClient(db, await clientOf(request)),
        consentements: (consentements.success ? consentements.data : []).map(({ nom, libelle }) => ({ nom, libelle })),
      };
    },
  );

  app.post(
    '/admin/audiences/compter',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Compte en direct les adhérents d’une règle (même non enregistrée) et ceux qu’une notification atteint',
        body: audienceCompterSchema,
        response: { 200: audienceCompteSchema },
      },
    },
    async (request) => compterAudience(db, await clientOf(request), request.body.regle),
  );

  app.post(
    '/admin/audiences/apercu',
    {
      config: read,
      schema: {
        tags,
        summary: 'Les 20 premiers adhérents d’une règle, par nom',
        body: audienceCompterSchema,
        response: { 200: audienceApercuSchema },
      },
    },
    async (request) => {
      const clientId = await clientOf(request);
      const adherents = await apercuAudience(db, clientId, request.body.regle);
      // It lists members: one entry with how many were shown and the rule (decision 049).
      await traceRead(db, request, {
        categorie: 'recherche',
        nombre: adherents.length,
        criteres: { audience: request.body.regle },
        clientId,
      });
      return { adherents };
    },
  );

  app.get(
    '/admin/audiences/:id',
    {
      config: read,
      schema: { tags, summary: 'Une audience et sa règle', params: idParams, response: { 200: audienceSchema } },
    },
    async (request) => {
      const audience = await audienceOf(request, request.params.id);
      return { ...audience, regle: regleOf(audience) };
    },
  );

  app.post(
    '/admin/audiences',
    {
      config: { access: 'staff', habilitation: { resource: 'audiences', action: 'create' } },
      schema: {
        tags,
        summary: 'Enregistre une nouvelle audience',
        body: audienceInputSchema,
        response: { 201: audienceSchema },
      },
    },
    async (request, reply) => {
      const clientId = await clientOf(request);
      const input = request.body;
      await nomLibre(clientId, input.nom);
      const author = requireAccount(request).userName;
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('audiences')
          .values({
            client_id: clientId,
            nom: input.nom,
            description: input.description,
            regle: JSON.stringify(input.regle),
            modifiee_par: author,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, request, {
          resource: 'audiences',
          action: 'audience.creer',
          target: `audience:${row.id}`,
          targetLabel: input.nom,
          after: input,
        });
        return row.id;
      });
      const audience = await audienceOf(request, id);
      return reply.status(201).send({ ...audience, regle: regleOf(audience) });
    },
  );

  app.put(
    '/admin/audiences/:id',
    {
      config: { access: 'staff', habilitation: { resource: 'audiences', action: 'update' } },
      schema: {
        tags,
        summary: 'Modifie une audience (nom, description, règle)',
        params: idParams,
        body: audienceInputSchema,
        response: { 200: audienceSchema },
      },
    },
    async (request) => {
      const clientId = await clientOf(request);
      const before = await audienceOf(request, request.params.id);
      const input = request.body;
      await nomLibre(clientId, input.nom, before.id);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('audiences')
          .set({
            nom: input.nom,
            description: input.description,
            regle: JSON.stringify(input.regle),
            modifiee_par: requireAccount(request).userName,
            updated_at: new Date(),
          })
          .where('id', '=', before.id)
          .where('client_id', '=', clientId)
          .execute();
        await recordAudit(trx, request, {
          resource: 'audiences',
          action: 'audience.modifier',
          target: `audience:${before.id}`,
          targetLabel: input.nom,
          before: { nom: before.nom, description: before.description, regle: before.regle },
          after: input,
        });
      });
      const audience = await audienceOf(request, before.id);
      return { ...audience, regle: regleOf(audience) };
    },
  );

  app.delete(
    '/admin/audiences/:id',
    {
      config: { access: 'staff', habilitation: { resource: 'audiences', action: 'delete' } },
      schema: {
        tags,
        summary: 'Supprime une audience (refusé tant qu’une notification programmée s’en sert)',
        params: idParams,
        response: { 204: z.null().describe('Audience supprimée') },
      },
    },
    async (request, reply) => {
      const clientId = await clientOf(request);
      const audience = await audienceOf(request, request.params.id);
      if (await audienceEnService(db, audience.id)) throw new AppError(409, 'AUDIENCE_IN_USE', audienceMessages.inUse);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('audiences').where('id', '=', audience.id).where('client_id', '=', clientId).execute();
        await recordAudit(trx, request, {
          resource: 'audiences',
          action: 'audience.supprimer',
          target: `audience:${audience.id}`,
          targetLabel: audience.nom,
          before: { nom: audience.nom, description: audience.description, regle: audience.regle },
        });
      });
      return reply.status(204).send(null);
    },
  );
};
