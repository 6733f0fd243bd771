import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  compteActionAudit,
  compteActionBodySchema,
  compteActionDone,
  compteActionResponseSchema,
  compteActionsFor,
  compteUpdateActions,
  ficheMessages,
  ficheSchema,
  type CompteAction,
  type CompteActionBody,
} from '@portail/shared/admin/fiche';
import { defaultHttpMessage } from '@portail/shared/messages';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { buildMailContext } from '../clients/mail-context.ts';
import { templates } from '../../mail/templates.ts';
import { issueLinkToken } from '../identity/account-tokens.ts';
import {
  deleteAccount,
  deleteSessionsOfAccount,
  findAccountForLogin,
  setProtection,
  setUserName,
} from '../identity/accounts-repository.ts';
import { queueLinkMail, queueNotice } from '../identity/identity-mail.ts';
import { memberRolesOf } from '../identity/matching-repository.ts';
import { createAccountForActivation } from '../identity/staff-accounts.ts';
import { loginAccountKey } from '../identity/throttle.ts';
import { clearCounters } from '../identity/throttle-repository.ts';
import { traceRead } from '../journal-acces/trace-read.ts';
import { compteEtatOf, findAdherent, readFiche, type AdherentAccount } from './fiche-repository.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The member sheet and the actions on his portal account (issue 14, decision 029). */
export const ficheRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (app, { db, publicUrl }) => {
  async function adherentOf(request: FastifyRequest, id: number): Promise<AdherentAccount> {
    const adherent = await findAdherent(db, request.client.id, id);
    // Another client's member is as unknown as a member that does not exist.
    if (!adherent) throw new AppError(404, 'NOT_FOUND', ficheMessages.unknown);
    return adherent;
  }

  app.get(
    '/admin/adherents/:id',
    {
      config: { access: 'staff', habilitation: { resource: 'adherents', action: 'read' } },
      schema: {
        tags: ['admin'],
        summary:
          'Fiche d’un adhérent : identité, contrats, bénéficiaires, compte, connexions, consentements, demandes, documents',
        params: idParams,
        response: { 200: ficheSchema },
      },
    },
    async (request) => {
      const adherent = await adherentOf(request, request.params.id);
      const fiche = await readFiche(db, request.client.id, adherent);
      await traceRead(db, request, { categorie: 'fiche', personneId: adherent.id });
      return fiche;
    },
  );

  /** Applies one action in one transaction with its audit entry and its e-mail. */
  async function act(request: FastifyRequest, id: number, action: CompteAction, body: CompteActionBody) {
    const clientId = request.client.id;
    const a = await adherentOf(request, id);
    const etat = await compteEtatOf(db, clientId, a);
    if (!compteActionsFor(etat, { amfEnabled: a.amf_enabled ?? false }).includes(action))
      throw new AppError(409, 'ACTION_NOT_ALLOWED', ficheMessages.notAllowedNow);
    const newEmail = body.email?.trim().toLowerCase();
    if (
      (action === 'creer' || action === 'changer-identifiant') &&
      !newEmail &&
      !(action === 'creer' && a.personne_email)
    )
      throw new AppError(400, 'VALIDATION', defaultHttpMessage(400), { email: ficheMessages.emailFormat });
    const context = await buildMailContext(db, request, publicUrl);
    const accountId = a.account_id;
    const userName = a.user_name ?? '';
    const audit = (trx: Db, change: { before?: unknown; after?: unknown }) =>
      recordAudit(trx, request, {
        resource: 'comptes',
        action: compteActionAudit[action],
        target: `adherent:${a.id}`,
        targetLabel: `${a.prenom} ${a.nom} (${a.num_pers})`,
        reason: body.motif,
        ...change,
      });
    const notice = (trx: Db, to: string, subject: string, what: string) =>
      queueNotice(
        trx,
        to,
        templates.accountChangedByStaff(context, { prenom: a.prenom, subject, what }),
        'compte-gestionnaire',
      );

    if (action === 'creer' || action === 'changer-identifiant') {
      const email = newEmail ?? a.personne_email!.toLowerCase();
      if (action === 'changer-identifiant' && email === userName.toLowerCase())
        throw new AppError(400, 'VALIDATION', defaultHttpMessage(400), { email: ficheMessages.sameIdentifier });
      if (await findAccountForLogin(db, clientId, email))
        throw new AppError(409, 'IDENTIFIER_TAKEN', ficheMessages.identifierTaken);
      const roles = action === 'creer' ? await memberRolesOf(db, a.id) : [];
      await db.transaction().execute(async (trx) => {
        if (action === 'creer') {
          await createAccountForActivation(trx, context, {
            clientId,
            personne: { id: a.id, prenom: a.prenom },
            email,
            roles,
            nom: null,
            prenom: null,
          });
          await audit(trx, { after: { userName: email } });
          return;
        }
        // Staff changed it for the member, who proved who he is to them: the address is not asked
        // to be confirmed again; both addresses are told, and the open sessions end.
        await setUserName(trx, accountId!, email, true);
        await deleteSessionsOfAccount(trx, accountId!);
        for (const to of [userName, email])
          await queueNotice(
            trx,
            to,
            templates.identifierChanged(context, { prenom: a.prenom, newUserName: email }),
            'identifiant-modifie',
          );
        await audit(trx, { before: { userName }, after: { userName: email } });
      });
      return { message: compteActionDone[action] };
    }

    await db.transaction().execute(async (trx) => {
      switch (action) {
        case 'relancer-activation': {
          const purpose = a.password_hash ? 'Confirmation' : 'Activation';
          const { code, expiresAt } = await issueLinkToken(trx, accountId!, purpose);
          await queueLinkMail(trx, context, {
            to: userName,
            prenom: a.prenom,
            accountId: accountId!,
            code,
            expiresAt,
            purpose,
          });
          await audit(trx, {});
          return;
        }
        case 'debloquer':
          await clearCounters(trx, [loginAccountKey(clientId, userName)]);
          await notice(
            trx,
            userName,
            'votre compte est débloqué',
            'Votre service adhérents a débloqué votre compte de l’espace adhérent : vous pouvez de nouveau vous connecter.',
          );
          await audit(trx, { before: { etat: 'verrouille' }, after: { etat: 'actif' } });
          return;
        case 'reinitialiser-sms':
          await setProtection(trx, accountId!, { amf_enabled: false, amf_telephone: null });
          await notice(
            trx,
            userName,
            'protection de votre compte',
            'Votre service adhérents a désactivé la protection via SMS de votre compte. Vous pouvez l’activer de nouveau, avec votre nouveau numéro, depuis « Mon compte ».',
          );
          await audit(trx, { before: { protectionSms: true }, after: { protectionSms: false } });
          return;
        case 'desactiver':
          await trx.updateTable('accounts').set({ disabled: true }).where('id', '=', accountId!).execute();
          await deleteSessionsOfAccount(trx, accountId!);
          await notice(
            trx,
            userName,
            'votre compte est désactivé',
            'Votre service adhérents a désactivé votre compte de l’espace adhérent. Vos contrats et vos garanties ne changent pas.',
          );
          await audit(trx, { before: { desactive: false }, after: { desactive: true } });
          return;
        case 'reactiver':
          await trx.updateTable('accounts').set({ disabled: false }).where('id', '=', accountId!).execute();
          await notice(
            trx,
            userName,
            'votre compte est réactivé',
            'Votre service adhérents a réactivé votre compte de l’espace adhérent : vous pouvez de nouveau vous connecter.',
          );
          await audit(trx, { before: { desactive: true }, after: { desactive: false } });
          return;
        case 'supprimer':
          await queueNotice(trx, userName, templates.accountDeleted(context, { prenom: a.prenom }), 'compte-supprime');
          await deleteAccount(trx, accountId!);
          await audit(trx, { before: { userName } });
          return;
        default:
          throw new AppError(409, 'ACTION_NOT_ALLOWED', ficheMessages.notAllowedNow);
      }
    });
    return { message: compteActionDone[action] };
  }

  const actionSchema = {
    tags: ['admin'],
    params: idParams,
    body: compteActionBodySchema,
    response: { 200: compteActionResponseSchema },
  };

  app.post(
    '/admin/adherents/:id/compte/creer',
    {
      config: { access: 'staff', habilitation: { resource: 'comptes', action: 'create' } },
      schema: { ...actionSchema, summary: 'Créer le compte du portail d’un adhérent (lien d’activation par e-mail)' },
    },
    async (request) => act(request, request.params.id, 'creer', request.body),
  );

  app.post(
    '/admin/adherents/:id/compte/supprimer',
    {
      config: { access: 'staff', habilitation: { resource: 'comptes', action: 'delete' } },
      schema: { ...actionSchema, summary: 'Supprimer le compte du portail d’un adhérent (ses contrats restent)' },
    },
    async (request) => act(request, request.params.id, 'supprimer', request.body),
  );

  app.post(
    '/admin/adherents/:id/compte/:action',
    {
      config: { access: 'staff', habilitation: { resource: 'comptes', action: 'update' } },
      schema: {
        ...actionSchema,
        summary: 'Action sur le compte du portail d’un adhérent, avec son motif (auditée ; l’adhérent est prévenu)',
        params: idParams.extend({ action: z.enum(compteUpdateActions) }),
      },
    },
    async (request) => act(request, request.params.id, request.params.action, request.body),
  );
};
