import type { FastifyRequest } from 'fastify';
import { inboxMessages } from '@portail/shared/admin/demandes';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { MailContext } from '../../mail/mail-layout.ts';
import { requireAccount } from '../../plugins/session.ts';
import { ajouterMessage, changerStatut, type DemandeRef, findDemandeRef } from './demande-lifecycle.ts';
import type { CheckedPiece } from './form-engine.ts';
import { assign, lastChange, lockAtVersion, uploadBytes } from './inbox-repository.ts';

const parisTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

interface Step {
  /** The audit log's action code. */
  action: string;
  reason?: string | null;
  /** What the save does, inside the transaction, on the request as locked. */
  work(trx: Db, ref: DemandeRef, actor: { auteur: 'gestionnaire'; accountId: string }): Promise<unknown>;
  done: string;
}

/**
 * The staff actions on a request (issue 14, decision 034). Each runs in one transaction that first
 * locks the request and checks the version the staff member read: a save made on a version that
 * moved since is refused (409) and changes nothing — a colleague's answer is never overwritten.
 * The member is told by the lifecycle (demande-lifecycle.ts); the audit entry shares the transaction.
 */
export function inboxActions(db: Db) {
  async function run(request: FastifyRequest, id: number, version: number, step: Step) {
    const staff = requireAccount(request);
    const clientId = request.client.id;
    const before = await findDemandeRef(db, id);
    if (!before || before.clientId !== clientId)
      throw new AppError(404, 'DEMANDE_INCONNUE', 'Cette demande est introuvable.');
    const after = await db.transaction().execute(async (trx) => {
      const state = await lockAtVersion(trx, clientId, id, version);
      if (state === 'absente') throw new AppError(404, 'DEMANDE_INCONNUE', 'Cette demande est introuvable.');
      if (state === 'modifiee') {
        const last = await lastChange(trx, clientId, id);
        throw new AppError(
          409,
          'CONFLIT',
          last
            ? inboxMessages.conflict(last.qui, parisTime.format(last.quand).replace(' ', ' à '))
            : inboxMessages.conflictUnknown,
        );
      }
      const ref = (await findDemandeRef(trx, id))!;
      await step.work(trx, ref, { auteur: 'gestionnaire', accountId: staff.accountId });
      const moved = (await findDemandeRef(trx, id))!;
      await recordAudit(trx, request, {
        resource: 'demandes',
        action: step.action,
        target: `demande:${id}`,
        targetLabel: `${ref.numero} — ${ref.prenom} (${ref.numPers})`,
        reason: step.reason ?? null,
        before: { statut: ref.statut },
        after: { statut: moved.statut },
      });
      return moved;
    });
    return { message: step.done, version: after.version };
  }

  return {
    assign(request: FastifyRequest, id: number, body: { version: number; attribuer: boolean }) {
      const accountId = requireAccount(request).accountId;
      return run(request, id, body.version, {
        action: 'demande.assigner',
        work: (trx) => assign(trx, id, body.attribuer ? accountId : null),
        done: body.attribuer ? inboxMessages.assigned : inboxMessages.unassigned,
      });
    },

    async reply(
      request: FastifyRequest,
      id: number,
      mail: MailContext,
      body: { version: number; message: string },
      pieces: CheckedPiece[],
    ) {
      const bytes = await uploadBytes(
        db,
        requireAccount(request).accountId,
        pieces.map((p) => p.remoteName),
      );
      return run(request, id, body.version, {
        action: 'demande.repondre',
        async work(trx, ref, actor) {
          const withData = pieces.map((p) => ({ ...p, data: bytes.get(p.remoteName) }));
          const next = await ajouterMessage(trx, mail, ref, actor, { texte: body.message, pieces: withData });
          // A first answer starts the handling: « Reçue » becomes « En cours ».
          if (next.statut === 'recue') await changerStatut(trx, null, next, 'en_cours', actor);
        },
        done: inboxMessages.replied,
      });
    },

    askPiece(request: FastifyRequest, id: number, mail: MailContext, body: { version: number; message: string }) {
      return run(request, id, body.version, {
        action: 'demande.demander_piece',
        reason: body.message,
        async work(trx, ref, actor) {
          // One e-mail, the status one, which says a document is awaited; the thread says which.
          const next = await ajouterMessage(trx, null, ref, actor, { texte: body.message, pieces: [] });
          await changerStatut(trx, mail, next, 'en_attente_pieces', actor);
        },
        done: inboxMessages.pieceAsked,
      });
    },

    accept(request: FastifyRequest, id: number, mail: MailContext, body: { version: number; message: string }) {
      return run(request, id, body.version, {
        action: 'demande.accepter',
        reason: body.message || null,
        async work(trx, ref, actor) {
          const next = body.message
            ? await ajouterMessage(trx, null, ref, actor, { texte: body.message, pieces: [] })
            : ref;
          await changerStatut(trx, mail, next, 'traitee', actor);
        },
        done: inboxMessages.accepted,
      });
    },

    refuse(request: FastifyRequest, id: number, mail: MailContext, body: { version: number; motif: string }) {
      return run(request, id, body.version, {
        action: 'demande.refuser',
        reason: body.motif,
        work: (trx, ref, actor) => changerStatut(trx, mail, ref, 'refusee', { ...actor, motif: body.motif }),
        done: inboxMessages.refused,
      });
    },
  };
}
