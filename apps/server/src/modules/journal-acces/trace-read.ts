import type { FastifyRequest } from 'fastify';
import type { AccesCategorie } from '@portail/shared/consultations';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAccount } from '../../plugins/session.ts';
import { insertAcces } from './journal-acces-repository.ts';

/** A read of one member's data (his sheet, a request, his area « comme l'adhérent »…). */
interface MemberRead {
  categorie: Exclude<AccesCategorie, 'recherche' | 'export'>;
  personneId: number;
  /** The object read when it is one among several (a request's number, a document's id). */
  objet?: string | number | null;
  /** The reason, when the screen asks one. */
  motif?: string | null;
  /** The member's client, when not the one serving the request (a role spanning clients). */
  clientId?: number;
}

/** A read listing many members at once: one entry with how many and the criteria. */
interface BulkRead {
  categorie: 'recherche' | 'export';
  nombre: number;
  criteres: Record<string, unknown>;
  clientId?: number;
}

export const traceFailedMessage =
  'Votre consultation n’a pas pu être inscrite au journal des accès : elle n’est donc pas affichée. Réessayez dans un instant.';

/** The criteria of a bulk read: empty ones, paging and sort left out; a NIR kept masked, as in the request logs. */
export function criteresOf(search: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === '' || ['page', 'pageSize', 'sort', 'order'].includes(key)) continue;
    kept[key] = key === 'nir' && typeof value === 'string' ? `${value.slice(0, 5)}********` : value;
  }
  return kept;
}

/** « Firefox 128 · Windows »: enough to tell the staff member's post apart, never the whole header. */
function shortUserAgent(header: string | undefined): string | null {
  if (!header) return null;
  const browser =
    /(Edg|OPR|Firefox|Chrome|Chromium|Version)\/(\d+)/.exec(header)?.slice(1, 3) ??
    /^([\w-]+)\/(\d+)/.exec(header)?.slice(1, 3);
  const os = /Windows|Android|iPhone|iPad|Mac OS X|Linux|CrOS/.exec(header)?.[0];
  const name = browser && { Edg: 'Edge', OPR: 'Opera', Version: 'Safari' }[browser[0]!];
  const parts = [browser && `${name ?? browser[0]} ${browser[1]}`, os?.replace('Mac OS X', 'macOS')].filter(Boolean);
  return parts.length ? parts.join(' · ') : header.slice(0, 60);
}

/**
 * Writes one staff read in the access log (decision 049), after the read's own checks passed and
 * before its data leave: a route calls it once it holds what it will answer. The entry names the staff
 * member even « comme l'adhérent ». When it cannot be written the read fails (503, the data are not
 * sent): no member data leave unlogged, and the staff member sees that the read did not happen.
 */
export async function traceRead(db: Db, request: FastifyRequest, read: MemberRead | BulkRead): Promise<void> {
  const account = requireAccount(request);
  const staffAccountId = account.viewedByAccountId ?? account.accountId;
  const staffNom = account.viewedBy ?? ([account.prenom, account.nom].filter(Boolean).join(' ') || account.userName);
  const bulk = read.categorie === 'recherche' || read.categorie === 'export';
  try {
    await insertAcces(db, {
      clientId: read.clientId ?? request.client.id,
      staffAccountId,
      staffNom,
      ip: request.ip,
      userAgent: shortUserAgent(request.headers['user-agent']),
      categorie: read.categorie,
      personneId: 'personneId' in read ? read.personneId : null,
      objet: 'objet' in read && read.objet !== undefined && read.objet !== null ? String(read.objet) : null,
      motif: ('motif' in read && read.motif) || null,
      nombre: bulk ? (read as BulkRead).nombre : null,
      criteres: bulk ? (read as BulkRead).criteres : null,
    });
  } catch (error) {
    request.log.error({ err: error }, 'journal des accès : entrée non écrite, la lecture est refusée');
    throw new AppError(503, 'ACCESS_LOG_UNAVAILABLE', traceFailedMessage);
  }
}
