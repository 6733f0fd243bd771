import { sql } from 'kysely';
import { defaultHttpMessage } from '@portail/shared/messages';
import { demandeMessages, isTransitionAllowed, type StatutDemande } from '@portail/shared/demandes';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MailContext } from '../../mail/mail-layout.ts';
import { enqueueMail } from '../../mail/outbox-repository.ts';
import { insertChangement } from '../changements/changements-repository.ts';
import { alerteEmailActive } from '../profil/alertes-email.ts';
import { insertDocument } from '../documents/documents-repository.ts';
import { demandeMails } from './demande-mails.ts';
import { attachPieces, insertEvenement, insertMessage, touchDemande, updateStatut } from './demandes-repository.ts';

/*
 * The life of a request after its submission (decision 022): status moves, with their history, and
 * the thread. Used by the member's reply, by staff (back office) and by the demo seed; each call
 * runs inside the caller's transaction, with the change feed and the member's e-mail in it.
 */

export interface DemandeRef {
  id: number;
  numero: string;
  clientId: number;
  personneId: number;
  contratId: number | null;
  type: string;
  statut: StatutDemande;
  version: number;
  numPers: string;
  numeroContrat: string | null;
  /** Where the member is told of an answer: his account's address, else his own. */
  email: string | null;
  prenom: string;
  /** « Une de mes demandes a une réponse ou change de statut » (Mes préférences); on without an account. */
  alerte: boolean;
}

export async function findDemandeRef(db: Db, demandeId: number): Promise<DemandeRef | undefined> {
  const row = await db
    .selectFrom('demandes as d')
    .innerJoin('personnes as p', 'p.id', 'd.personne_id')
    .leftJoin('accounts as a', 'a.id', 'd.account_id')
    .leftJoin('contrats as c', 'c.id', 'd.contrat_id')
    .select([
      'd.id',
      'd.numero',
      'd.client_id as clientId',
      'd.personne_id as personneId',
      'd.contrat_id as contratId',
      'd.type',
      'd.statut',
      'd.version',
      'p.num_pers as numPers',
      'c.numero_contrat_individuel as numeroContrat',
      sql<string | null>`coalesce(a.email, p.email)`.as('email'),
      'p.prenom',
      sql<boolean>`a.id is null or ${alerteEmailActive('a', 'alerteDemande')}`.as('alerte'),
    ])
    .where('d.id', '=', demandeId)
    .executeTakeFirst();
  return row && { ...row, statut: row.statut as StatutDemande };
}

export interface Actor {
  auteur: 'adherent' | 'gestionnaire' | 'systeme';
  accountId: string | null;
}

const closed: readonly StatutDemande[] = ['traitee', 'refusee'];

function feed(ref: DemandeRef, type: string, donnees: Record<string, unknown>) {
  return {
    clientId: ref.clientId,
    type,
    numPers: ref.numPers,
    numeroContrat: ref.numeroContrat,
    demandeNumero: ref.numero,
    donnees: { typeDemande: ref.type, ...donnees },
  };
}

/** Moves the status if the lifecycle allows it, from the version read; the member is told unless he moved it. */
export async function changerStatut(
  trx: Db,
  mail: MailContext | null,
  ref: DemandeRef,
  to: StatutDemande,
  actor: Actor & { motif?: string | null },
): Promise<DemandeRef> {
  if (!isTransitionAllowed(ref.statut, to))
    throw new AppError(409, 'TRANSITION_REFUSEE', demandeMessages.transitionRefused(ref.statut, to));
  const motif = actor.motif?.trim() || null;
  if (to === 'refusee' && !motif)
    throw new AppError(400, 'VALIDATION', defaultHttpMessage(400), { motif: demandeMessages.reasonRequired });
  const moved = await updateStatut(trx, ref.id, ref, { statut: to, motifRefus: to === 'refusee' ? motif : null });
  if (!moved) throw new AppError(409, 'CONFLIT', demandeMessages.conflict);
  await insertEvenement(trx, {
    demandeId: ref.id,
    statut: to,
    motif,
    auteur: actor.auteur,
    accountId: actor.accountId,
  });
  await insertChangement(trx, feed(ref, 'demande.statut', { statut: to, motif }));
  // Pieces asked: the member must act, so he is told whatever his alert says (decision 026).
  const told = ref.alerte || to === 'en_attente_pieces';
  if (actor.auteur !== 'adherent' && mail && ref.email && told)
    await enqueueMail(trx, {
      to: ref.email,
      ...demandeMails.statut(mail, { prenom: ref.prenom, numero: ref.numero, statut: to, motif }),
      template: `Demande:${to}`,
    });
  return { ...ref, statut: to, version: ref.version + 1 };
}

export interface NewMessage {
  texte: string;
  /** Uploads already checked (owner, type, size) by the caller. */
  pieces: readonly {
    remoteName: string;
    nomFichier: string;
    contentType: string;
    taille: number;
    /** With the bytes (staff answers), the file also becomes one of the member's documents. */
    data?: { bytes: Uint8Array; sha256: string };
  }[];
}

/**
 * Adds to the thread. The member's answer to « en attente de pièces » puts the request back « en
 * cours »; a staff answer is e-mailed to the member, and its attachments join his documents.
 */
export async function ajouterMessage(
  trx: Db,
  mail: MailContext | null,
  ref: DemandeRef,
  actor: Actor & { auteur: 'adherent' | 'gestionnaire' },
  message: NewMessage,
): Promise<DemandeRef> {
  if (closed.includes(ref.statut)) throw new AppError(409, 'DEMANDE_CLOSE', demandeMessages.closed);
  const messageId = await insertMessage(trx, {
    demandeId: ref.id,
    auteur: actor.auteur,
    accountId: actor.accountId,
    texte: message.texte,
  });
  const names = message.pieces.map((p) => p.remoteName);
  if (!(await attachPieces(trx, ref.id, messageId, names)))
    throw new AppError(409, 'PIECE_DEJA_UTILISEE', demandeMessages.pieceTaken);
  await touchDemande(trx, ref.id);
  const current = { ...ref, version: ref.version + 1 };
  await insertChangement(
    trx,
    feed(ref, 'demande.message', { auteur: actor.auteur, pieces: message.pieces.map((p) => p.nomFichier) }),
  );
  if (actor.auteur === 'adherent')
    return current.statut === 'en_attente_pieces' ? changerStatut(trx, mail, current, 'en_cours', actor) : current;
  for (const piece of message.pieces) {
    if (!piece.data) continue;
    const { bytes, sha256 } = piece.data;
    await insertDocument(trx, {
      client_id: ref.clientId,
      personne_id: ref.personneId,
      contrat_id: ref.contratId,
      source: 'courrier',
      categorie: 'demandes',
      titre: `Réponse à votre demande ${ref.numero} — ${piece.nomFichier}`,
      date_document: new Date().toISOString().slice(0, 10),
      nom_fichier: piece.nomFichier,
      content_type: piece.contentType,
      taille: piece.taille,
      sha256,
      data: bytes,
      demande_id: ref.id,
    });
  }
  if (mail && ref.email && ref.alerte)
    await enqueueMail(trx, {
      to: ref.email,
      ...demandeMails.message(mail, { prenom: ref.prenom, numero: ref.numero }),
      template: 'Demande:message',
    });
  return current;
}
