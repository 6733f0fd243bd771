import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portail/shared/current-user';
import {
  alerteBodySchema,
  releveQuerySchema,
  remboursementExportSchema,
  remboursementListQuerySchema,
  remboursementListResponseSchema,
  remboursementMessages,
  remboursementOptionsSchema,
} from '@portail/shared/remboursements';
import { text } from '@portail/shared/text';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { exportDay, exportFileResponse, sendExport } from '../../lib/export-response.ts';
import { fileResponse } from '../../lib/file-response.ts';
import { pdfFileName, sendPdf } from '../../pdf/send-pdf.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';
import { requireAccount } from '../../plugins/session.ts';
import { exportColumns, toLigne } from './remboursement-lignes.ts';
import {
  anneesEtNouveaux,
  decodeCurseur,
  encodeCurseur,
  findAlerte,
  listLignes,
  marquerVus,
  saveAlerte,
  totauxLignes,
} from './remboursements-repository.ts';
import { buildReleve, documentClient } from './releves.ts';
import { checkPeriode, lecteur, portee, route, schemaBase, tags } from './lecteur.ts';

/** A member's export holds at most this many lines (a member has a few thousand at most). */
const maxExport = 20_000;

/**
 * §7 v1/adherent/remboursements: the list, what the reader may filter, the export (CSV), the
 * statements (print), « tout vu » and the e-mail alert. Every route is the member's, for the
 * contract of X-NumContrat (scope Benef: lecteur.ts).
 */
export const remboursementsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    route,
    {
      config: { access: 'member' },
      schema: {
        ...schemaBase,
        summary: 'Lignes de remboursement, paiement le plus récent d’abord (pages par curseur), et leurs totaux',
        description:
          'Filtres : beneficiaire (numPers), du/au (date des soins), domaine, statut, recherche (acte, professionnel). Les totaux (première page) portent sur toutes les lignes du filtre. Le souscripteur voit tout le contrat, un bénéficiaire ses lignes.',
        querystring: remboursementListQuerySchema,
        response: { 200: remboursementListResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const { apres, limite, ...filtres } = request.query;
      checkPeriode(filtres.du, filtres.au);
      const curseur = decodeCurseur(apres);
      if (apres && !curseur) throw new AppError(400, 'CURSEUR', remboursementMessages.cursor);
      const l = await lecteur(db, request);
      const p = portee(l, filtres.beneficiaire);
      const [rows, totaux] = await Promise.all([
        listLignes(db, p, filtres, curseur, limite + 1),
        curseur ? null : totauxLignes(db, p, filtres),
      ]);
      const page = rows.slice(0, limite);
      const last = page[page.length - 1];
      return {
        lignes: page.map(toLigne),
        suivant: rows.length > limite && last ? encodeCurseur(last) : null,
        totaux,
      };
    },
  );

  app.get(
    `${route}/options`,
    {
      config: { access: 'member' },
      schema: {
        ...schemaBase,
        summary: 'Ce que le lecteur peut filtrer : bénéficiaires, années ; lignes nouvelles ; alerte e-mail',
        response: { 200: remboursementOptionsSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const l = await lecteur(db, request);
      const [{ annees, nouveaux }, alerte] = await Promise.all([
        anneesEtNouveaux(db, portee(l)),
        findAlerte(db, requireAccount(request).accountId),
      ]);
      const visibles = l.estSouscripteur
        ? l.contrat.personnes
        : l.contrat.personnes.filter((p) => p.id === l.personneId);
      return {
        beneficiaires: visibles.map((p) => ({
          numPers: p.numPers,
          prenom: p.prenom,
          nom: p.nom,
          estMoi: p.id === l.personneId,
        })),
        annees,
        nouveaux,
        alerteNouveauPaiement: alerte,
        categorie: l.contrat.categorie,
      };
    },
  );

  app.get(
    `${route}/export`,
    {
      config: { access: 'member' },
      schema: {
        ...schemaBase,
        summary:
          'Les lignes du filtre en CSV (« ; », UTF-8 avec BOM, colonnes en français) ou, avec ?format=xlsx, en Excel',
        querystring: remboursementExportSchema,
        response: { 200: exportFileResponse(), 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { format, ...filtres } = request.query;
      checkPeriode(filtres.du, filtres.au);
      const l = await lecteur(db, request);
      const rows = await listLignes(db, portee(l, filtres.beneficiaire), filtres, undefined, maxExport);
      return sendExport(reply, {
        format,
        columns: exportColumns,
        rows: rows.map(toLigne),
        baseName: `remboursements-${l.contrat.numero}-${exportDay()}`,
        title: 'Remboursements',
      });
    },
  );

  app.get(
    `${route}/print`,
    {
      config: { access: 'member' },
      schema: {
        ...schemaBase,
        summary: 'Relevé PDF d’une période (ReleveRemboursement, RelevePrestationSante, …Tiers, …Prevoyance)',
        querystring: releveQuerySchema,
        response: { 200: fileResponse('Le relevé PDF', 'application/pdf'), 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { edition, du, au, beneficiaire } = request.query;
      checkPeriode(du, au);
      if (Number(au.slice(0, 4)) - Number(du.slice(0, 4)) > 3)
        throw new AppError(400, 'PERIODE', remboursementMessages.periodeTropLongue);
      const l = await lecteur(db, request);
      if ((edition === 'RelevePrestationPrevoyance') !== (l.contrat.categorie === 'prevoyance'))
        throw new AppError(400, 'EDITION', remboursementMessages.editionCategorie);
      const rows = await listLignes(db, portee(l, beneficiaire), { du, au }, undefined, maxExport);
      const moi = l.contrat.personnes.find((p) => p.id === l.personneId)!;
      const issuedAt = new Date();
      const pdf = await renderPdf(
        buildReleve({
          edition,
          client: await documentClient(db, request.client),
          issuedAt,
          contrat: l.contrat,
          lecteur: moi,
          periode: { du, au },
          // Oldest first, as a statement reads.
          lignes: rows.map(toLigne).reverse(),
        }),
      );
      return sendPdf(reply, pdf, pdfFileName(edition, l.contrat.numero, issuedAt));
    },
  );

  app.post(
    `${route}/vus`,
    {
      config: { access: 'member' },
      schema: {
        ...schemaBase,
        summary: 'Marquer toutes les lignes visibles comme vues (plus de « nouveau »)',
        response: { 200: z.object({ vus: z.number().int() }), 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => ({ vus: await marquerVus(db, portee(await lecteur(db, request))) }),
  );

  app.post(
    `${route}/alertes`,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Recevoir (ou non) un e-mail à chaque nouveau paiement',
        body: alerteBodySchema,
        response: { 200: z.object({ nouveauPaiement: z.boolean(), message: text() }) },
      },
    },
    async (request) => {
      const { nouveauPaiement } = request.body;
      await saveAlerte(db, requireAccount(request).accountId, nouveauPaiement);
      return {
        nouveauPaiement,
        message: nouveauPaiement ? remboursementMessages.alerteOn : remboursementMessages.alerteOff,
      };
    },
  );
};
