import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contratFonctionnalitesBodySchema,
  contratFonctionnalitesSchema,
  contratParamsSchema,
  type ContratFonctionnalites,
} from '@portail/shared/admin/configuration-api';
import { configurationMessages as m } from '@portail/shared/admin/configuration-messages';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { sha256 } from '../../lib/tokens.ts';
import { findContratSwitches, setContratSwitches, type ContratSwitchesRow } from './configuration-repository.ts';

/** What the staff member read of the contract's switches: a save from anything else is stale. */
function versionOf(backOffice: Record<string, boolean>): string {
  return sha256(JSON.stringify(Object.entries(backOffice).sort(([a], [b]) => a.localeCompare(b))));
}

function viewOf({ id: _id, ...row }: ContratSwitchesRow): ContratFonctionnalites {
  return { ...row, version: versionOf(row.backOffice) };
}

/**
 * §3 « isActivatedPerContract »: a contract's own switches. The import's stay as the file says;
 * staff's are kept apart (contrats.fonctionnalites_back_office) and take precedence (decision 030).
 */
export const contratFonctionnalitesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const unknown = () => new AppError(404, 'NOT_FOUND', m.contratInconnu, { numero: m.contratInconnu });

  app.get(
    '/admin/configuration/contrats/:numero',
    {
      config: { access: 'staff', habilitation: { resource: 'configuration', action: 'read' } },
      schema: {
        tags: ['admin'],
        summary:
          'Fonctionnalités propres à un contrat du client : celles du fichier de gestion et celles du back-office',
        params: contratParamsSchema,
        response: { 200: contratFonctionnalitesSchema },
      },
    },
    async (request) => {
      const row = await findContratSwitches(db, request.client.id, request.params.numero);
      if (!row) throw unknown();
      return viewOf(row);
    },
  );

  app.put(
    '/admin/configuration/contrats/:numero',
    {
      config: { access: 'staff', habilitation: { resource: 'configuration', action: 'update' } },
      schema: {
        tags: ['admin'],
        summary: 'Fonctionnalités d’un contrat réglées au back-office (un réglage absent suit le client)',
        params: contratParamsSchema,
        body: contratFonctionnalitesBodySchema,
        response: { 200: contratFonctionnalitesSchema },
      },
    },
    async (request) => {
      const { version, backOffice } = request.body;
      const saved = await db.transaction().execute(async (trx) => {
        const row = await findContratSwitches(trx, request.client.id, request.params.numero, true);
        if (!row) throw unknown();
        if (versionOf(row.backOffice) !== version) throw new AppError(409, 'STALE_VERSION', m.stale);
        await setContratSwitches(trx, row.id, backOffice);
        await recordAudit(trx, request, {
          resource: 'configuration',
          action: 'configuration.fonctionnalites_contrat',
          target: `contrat:${row.numero}`,
          targetLabel: `${row.nomOffre} — ${row.souscripteur}`,
          before: row.backOffice,
          after: backOffice,
        });
        return { ...row, backOffice };
      });
      return viewOf(saved);
    },
  );
};
