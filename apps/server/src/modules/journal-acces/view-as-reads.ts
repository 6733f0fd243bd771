import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccesCategorie } from '@portail/shared/consultations';
import type { Db } from '../../db/database.ts';
import { traceRead } from './trace-read.ts';

type MemberCategorie = Exclude<AccesCategorie, 'recherche' | 'export' | 'fiche' | 'voir_comme'>;

/**
 * The member area's reads of personal or health data, by route (under /api), with the parameter
 * naming the object read. While staff view the area « comme l'adhérent » (decision 029), each of
 * them is a staff read of that member. The routes left out read no data of his (the client's
 * configuration, CMS contents, the FAQ, reference data, notifications, his consents' texts).
 */
const memberReads: readonly { pattern: RegExp; categorie: MemberCategorie; objet?: string }[] = [
  { pattern: /^\/v1\/adherent\/remboursements(\/|$)|^\/v2\/adherent\/prestations$/, categorie: 'remboursements' },
  { pattern: /^\/demandes\/:numero(\/|$)/, categorie: 'demande', objet: 'numero' },
  { pattern: /^\/demandes$/, categorie: 'demandes' },
  { pattern: /^\/(adherent\/courriers|cgdm-svc\/ged)\/:id\//, categorie: 'documents', objet: 'id' },
  { pattern: /^\/(adherent\/courriers|cgdm-svc\/ged)$/, categorie: 'documents' },
  {
    pattern: /^\/v2\/adherent\/(contrat|contrats|garanties|cartetp|[a-z-]+\/print)$|^\/forms\/personnes$/,
    categorie: 'contrats',
  },
  {
    pattern: /^\/adherent\/(profil|paiements|paiements\/echeancier\/print|mandats\/:rum\/print)$/,
    categorie: 'profil',
  },
];

/** The category of a member-area route (its pattern as declared, /api prefix included), if it reads his data. */
export function memberReadOf(url: string): (typeof memberReads)[number] | undefined {
  const path = url.replace(/^\/api(?=\/)/, '');
  return memberReads.find((read) => read.pattern.test(path));
}

function objetOf(request: FastifyRequest, name: string | undefined): string | null {
  const params = request.params as Record<string, unknown> | undefined;
  const value = name ? params?.[name] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/**
 * Traces the member area's successful reads made « comme l'adhérent », before the answer leaves
 * (onSend): a failed entry turns the answer into the 503 of traceRead, never data sent unlogged.
 * The member's own reads and the refused ones (4xx, 5xx) write nothing.
 */
export const viewAsReadsPlugin = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    // done() rather than an async hook (decision 046): only a read « comme l'adhérent » waits for its entry.
    app.addHook('onSend', (request, reply, payload, done) => {
      const account = request.account;
      if (!account?.viewedBy || account.personneId === null || reply.statusCode >= 300 || request.method !== 'GET')
        return done(null, payload);
      const read = memberReadOf(request.routeOptions.url ?? '');
      if (!read) return done(null, payload);
      traceRead(db, request, {
        categorie: read.categorie,
        personneId: account.personneId,
        objet: objetOf(request, read.objet),
      }).then(
        () => done(null, payload),
        (error: Error) => done(error),
      );
    });
  },
  { name: 'portail-view-as-reads' },
);
