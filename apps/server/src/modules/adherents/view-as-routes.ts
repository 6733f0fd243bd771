import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ficheMessages } from '@portail/shared/admin/fiche';
import { text } from '@portail/shared/text';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { requireAccount, sessionIdleMs, viewAsCookie } from '../../plugins/session.ts';
import { insertSession } from '../../plugins/sessions-repository.ts';
import { traceRead } from '../journal-acces/trace-read.ts';
import { findAdherent } from './fiche-repository.ts';

/** A view lasts as long as a call with the member would: 2 hours at most, 30 minutes idle. */
const viewAbsoluteMs = 2 * 60 * 60 * 1000;
const redirectSchema = z.object({ redirectUrl: text() });

/**
 * « Voir comme l'adhérent » (issue 14, decision 029): the staff member opens the member area as the
 * member sees it. A read-only session of the member's account, tied to the staff session (it ends
 * with it), carried by its own cookie: the staff session stays as it was. Every write is refused
 * (plugins/access.ts); the opening is audited.
 */
export const viewAsRoutes: FastifyPluginAsyncZod<{ db: Db; secureCookies: boolean }> = async (
  app,
  { db, secureCookies },
) => {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };

  app.post(
    '/admin/adherents/:id/voir-comme',
    {
      config: { access: 'staff', habilitation: { resource: 'adherents', action: 'read' } },
      schema: {
        tags: ['admin'],
        summary: '« Voir comme l’adhérent » : ouvre son espace en lecture seule (audité)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: redirectSchema },
      },
    },
    async (request, reply) => {
      const staff = requireAccount(request);
      const adherent = await findAdherent(db, request.client.id, request.params.id);
      if (!adherent) throw new AppError(404, 'NOT_FOUND', ficheMessages.unknown);
      if (!adherent.account_id || adherent.disabled)
        throw new AppError(
          409,
          'NO_ACCOUNT',
          'Cet adhérent n’a pas de compte actif du portail : il n’y a rien à consulter.',
        );
      const token = randomToken(32);
      await db.transaction().execute(async (trx) => {
        await insertSession(trx, {
          id: sha256(token),
          accountId: adherent.account_id!,
          idleMs: sessionIdleMs,
          absoluteMs: viewAbsoluteMs,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          viewedBySession: staff.sessionId,
        });
        await recordAudit(trx, request, {
          resource: 'adherents',
          action: 'adherent.voir_comme',
          target: `adherent:${adherent.id}`,
          targetLabel: `${adherent.prenom} ${adherent.nom} (${adherent.num_pers})`,
        });
        // A read of his whole area too: it goes to the access log, and in his « Consultations de mon dossier ».
        await traceRead(trx, request, { categorie: 'voir_comme', personneId: adherent.id });
      });
      reply.setCookie(viewAsCookie, token, { ...cookieOptions, maxAge: viewAbsoluteMs / 1000 });
      return { redirectUrl: '/#/espace-adherent' };
    },
  );

  app.post(
    '/identity/voir-comme/fin',
    {
      config: { access: 'public', allowedWhileViewing: true },
      schema: {
        tags: ['admin'],
        summary:
          'Quitte « Voir comme l’adhérent » : la session de consultation prend fin, celle du collaborateur reste',
        response: { 200: redirectSchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[viewAsCookie];
      const viewed = request.account?.viewedBy ? request.account : null;
      if (token)
        await db
          .deleteFrom('sessions')
          .where('id', '=', sha256(token))
          .where('viewed_by_session', 'is not', null)
          .execute();
      reply.clearCookie(viewAsCookie, cookieOptions);
      return { redirectUrl: viewed?.personneId ? `/admin/adherents/${viewed.personneId}` : '/admin' };
    },
  );
};
