import type { DemandeDetail, StatutDemande } from '@portail/shared/demandes';
import { isFormType, formRules } from '@portail/shared/forms/form-rules';
import type { Db } from '../../db/database.ts';
import { findEvenements, findMessages, findPieces } from './demandes-read-repository.ts';

export const libelleType = (type: string) => (isFormType(type) ? formRules[type].libelle : type);

/** The row a detail is built from: the member's read or the back office's. */
export interface DemandeRow {
  id: number;
  numero: string;
  type: string;
  objet: string;
  statut: string;
  payload: unknown;
  motifRefus: string | null;
  numeroContrat: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/**
 * A request as the member reads it (what was sent, status history, thread, attachments); the back
 * office shows the same, with the messages' authors (returned beside it).
 */
export async function buildDemandeDetail(db: Db, demande: DemandeRow) {
  const [evenements, messages, pieces] = await Promise.all([
    findEvenements(db, demande.id),
    findMessages(db, demande.id),
    findPieces(db, demande.id),
  ]);
  const piece = (p: (typeof pieces)[number]) => ({
    remoteFileName: p.remote_name,
    nomFichier: p.original_name,
    taille: p.size,
    contentType: p.content_type,
  });
  const statut = demande.statut as StatutDemande;
  const payload = demande.payload as { resume?: { libelle: string; valeur: string }[] };
  const detail: DemandeDetail = {
    numero: demande.numero,
    type: demande.type,
    libelleType: libelleType(demande.type),
    objet: demande.objet,
    statut,
    numeroContrat: demande.numeroContrat,
    creeLe: new Date(demande.createdAt).toISOString(),
    modifieLe: new Date(demande.updatedAt).toISOString(),
    nonLus: 0,
    donnees: payload.resume ?? [],
    motifRefus: demande.motifRefus,
    historique: evenements.map((e) => ({
      statut: e.statut as StatutDemande,
      le: new Date(e.createdAt).toISOString(),
      motif: e.motif,
    })),
    messages: messages.map((m) => ({
      auteur: m.auteur,
      texte: m.texte,
      le: new Date(m.createdAt).toISOString(),
      pieces: pieces.filter((p) => p.messageId === m.id).map(piece),
    })),
    pieces: pieces.filter((p) => p.messageId === null).map(piece),
    peutRepondre: statut !== 'traitee' && statut !== 'refusee',
  };
  return { detail, messages };
}
