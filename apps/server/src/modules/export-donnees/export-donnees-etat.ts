import type { ExportDonneesEtat } from '@portail/shared/export-donnees';
import { publicBaseFor } from '../clients/mail-context.ts';
import type { FastifyRequest } from 'fastify';
import type { EtatRow } from './export-donnees-repository.ts';

/* What the member's section and the staff sheet show of the latest archive. */

export function etatDe(row: EtatRow | undefined, now: Date, withDemandePar = false): ExportDonneesEtat {
  if (!row)
    return {
      statut: 'aucune',
      id: null,
      demandeeLe: null,
      preteLe: null,
      expireLe: null,
      taille: null,
      demandePar: null,
    };
  // Past its date it is expired even before the housekeeping has deleted it (every 10 minutes).
  const expiree =
    row.statut === 'expiree' || (row.statut === 'prete' && row.expire_le !== null && row.expire_le <= now);
  const prete = row.statut === 'prete' && !expiree;
  return {
    statut: expiree ? 'expiree' : row.statut,
    id: prete ? row.id : null,
    demandeeLe: row.created_at.toISOString(),
    preteLe: row.prete_le?.toISOString() ?? null,
    expireLe: row.expire_le?.toISOString() ?? null,
    taille: prete ? row.taille : null,
    demandePar: withDemandePar ? row.demande_par : null,
  };
}

/** Where the mail's link will lead: PUBLIC_URL, or the client's own host the archive was asked on. */
export function lienBaseDe(request: FastifyRequest, publicUrl: string): string {
  return publicBaseFor(request, publicUrl);
}
