import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cmsBlockNames,
  cmsCookieLifetimeDays,
  cmsMessages,
  cmsPopupChoiceBodySchema,
  cmsPopupsResponseSchema,
} from '@portail/shared/cms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireAccount } from '../../plugins/session.ts';
import { findBlockList, findItems } from './cms-repository.ts';
import { findPopupBlock, findSetAsideIds, recordPopupChoice } from './cms-popups-repository.ts';
import { servedItem } from './cms-served-item.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The popups of the member area (issue 25): what an account set aside is kept for the account, so
 * it holds on every device. Members and beneficiaries only; « voir comme l'adhérent » reads the
 * member's list but writes nothing in his name (the access plugin refuses every write there).
 */
export const cmsPopupsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/cms/popups',
    {
      config: { access: 'member' },
      schema: {
        tags: ['cms'],
        summary: 'Les popups de l’espace adhérent (liste « Popups ») que ce compte n’a pas écartées',
        description:
          'Sans celles qu’il a fermées (affichage unique) ni celles fermées avec « Ne plus afficher ce message » depuis moins de 365 jours. Vide si le client n’a pas de liste « Popups ».',
        response: { 200: cmsPopupsResponseSchema },
      },
    },
    async (request) => {
      const { accountId } = requireAccount(request);
      const list = await findBlockList(db, request.client.id, cmsBlockNames.popups);
      if (!list) return { items: [] };
      const now = clock();
      const items = await findItems(db, list.id, now);
      const setAside = await findSetAsideIds(db, accountId, now);
      return { items: items.filter((item) => !setAside.has(item.id)).map(servedItem) };
    },
  );

  app.post(
    '/cms/popups/ne-plus-afficher',
    {
      config: { access: 'member' },
      schema: {
        tags: ['cms'],
        summary: 'Écarte une popup pour ce compte, sur tous ses appareils',
        description:
          'Affichage unique : pour toujours. Case « Ne plus afficher ce message » : 365 jours (le navigateur pose aussi son cookie). La même demande répétée ne fait que la renouveler.',
        body: cmsPopupChoiceBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { accountId } = requireAccount(request);
      const block = await findPopupBlock(db, request.client.id, request.body.id);
      if (!block) throw new AppError(404, 'CMS_POPUP_NOT_FOUND', cmsMessages.unknownPopup);
      if (!block.is_single_display && !block.has_cookie_option)
        throw new AppError(400, 'CMS_POPUP_NOT_HIDEABLE', cmsMessages.popupNotHideable);
      const masque = !block.is_single_display;
      await recordPopupChoice(db, {
        clientId: request.client.id,
        accountId,
        itemId: block.id,
        choix: masque ? 'masque' : 'vu',
        expireLe: masque ? new Date(clock().getTime() + cmsCookieLifetimeDays * dayMs) : null,
      });
      return reply.status(204).send(null);
    },
  );
};
