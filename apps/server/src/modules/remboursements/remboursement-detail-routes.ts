import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maskIban } from '@portail/shared/bank-masking';
import { errorBodySchema } from '@portail/shared/current-user';
import {
  type DomaineSoins,
  paiementDetailSchema,
  prestationsAnneeSchema,
  prestationsQuerySchema,
  remboursementDetailSchema,
  remboursementMessages,
} from '@portail/shared/remboursements';
import { text } from '@portail/shared/text';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { explications, toLigne } from './remboursement-lignes.ts';
import {
  findLigne,
  findPaiement,
  lignesDuPaiement,
  marquerVus,
  nombreLignesDuPaiement,
  prestationsAnnee,
} from './remboursements-repository.ts';
import { lecteur, portee, route, schemaBase } from './lecteur.ts';

/**
 * A line (with « Pourquoi ce reste à charge ? »), a payment, and v2/adherent/prestations (the yearly
 * figures by month and by domain).
 */
export const remboursementDetailRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${route}/paiements/:reference`,
    {
      config: { access: 'member' },
      schema: {
        ...schemaBase,
        summary: 'Un paiement (virement) et les lignes qu’il règle',
        params: z.object({ reference: text().max(80) }),
        response: { 200: paiementDetailSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const l = await lecteur(db, request);
      const paiement = await findPaiement(db, request.client.id, l.contrat.id, request.params.reference);
      const rows = paiement ? await lignesDuPaiement(db, portee(l), paiement.id) : [];
      if (!paiement || rows.length === 0)
        throw new AppError(404, 'PAIEMENT_INCONNU', remboursementMessages.unknownPaiement);
      const total = await nombreLignesDuPaiement(db, l.contrat.id, paiement.id);
      await marquerVus(
        db,
        portee(l),
        rows.map((r) => r.id),
      );
      const partiel = rows.length < total;
      return {
        paiement: {
          reference: paiement.reference,
          date: paiement.date,
          destinataire: paiement.destinataire,
          professionnel: paiement.professionnel,
          compte: paiement.destinataire === 'adherent' && l.contrat.rib ? maskIban(l.contrat.rib) : null,
          // A beneficiary learns the amount of his own lines, not the rest of the family's transfer.
          montant: partiel ? rows.reduce((s, r) => s + r.montantMutuelle, 0) : paiement.montant,
          nombreLignes: rows.length,
        },
        lignes: rows.map(toLigne),
        partiel,
      };
    },
  );

  app.get(
    `${route}/:id`,
    {
      config: { access: 'member' },
      schema: {
        ...schemaBase,
        summary: 'Une ligne : le calcul, « Pourquoi ce reste à charge ? », son paiement, la demande qui l’a produite',
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: remboursementDetailSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const l = await lecteur(db, request);
      const row = await findLigne(db, portee(l), request.params.id);
      if (!row) throw new AppError(404, 'REMBOURSEMENT_INCONNU', remboursementMessages.unknown);
      if (row.vuAt === null) await marquerVus(db, portee(l), [row.id]);
      let paiement = null;
      if (row.paiementId !== null && row.paiementReference) {
        const p = await findPaiement(db, request.client.id, l.contrat.id, row.paiementReference);
        const lignes = p ? await lignesDuPaiement(db, portee(l), p.id) : [];
        const partiel = p ? lignes.length < (await nombreLignesDuPaiement(db, l.contrat.id, p.id)) : false;
        if (p)
          paiement = {
            reference: p.reference,
            date: p.date,
            destinataire: p.destinataire,
            professionnel: p.professionnel,
            compte: p.destinataire === 'adherent' && l.contrat.rib ? maskIban(l.contrat.rib) : null,
            montant: partiel ? lignes.reduce((s, r) => s + r.montantMutuelle, 0) : p.montant,
            nombreLignes: lignes.length,
          };
      }
      const demande = row.demandeNumero
        ? await db
            .selectFrom('demandes')
            .select('numero')
            .where('client_id', '=', request.client.id)
            .where('contrat_id', '=', l.contrat.id)
            .where('numero', '=', row.demandeNumero)
            .executeTakeFirst()
        : undefined;
      return {
        ligne: toLigne(row),
        explications: explications(row),
        paiement,
        demande: demande ? { numero: demande.numero } : null,
      };
    },
  );

  app.get(
    '/v2/adherent/prestations',
    {
      config: { access: 'member' },
      schema: {
        ...schemaBase,
        summary: 'Vue annuelle : dépensé et remboursé par mois et par domaine de soins (date des soins)',
        querystring: prestationsQuerySchema,
        response: { 200: prestationsAnneeSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const { annee, beneficiaire } = request.query;
      const l = await lecteur(db, request);
      const { mois, domaines } = await prestationsAnnee(db, portee(l, beneficiaire), annee);
      const n = (v: number | string) => Number(v);
      const sommes = (r: {
        fraisReels: number | string;
        montantSecu: number | string;
        montantMutuelle: number | string;
        resteAVotreCharge: number | string;
      }) => ({
        fraisReels: n(r.fraisReels),
        montantSecu: n(r.montantSecu),
        montantMutuelle: n(r.montantMutuelle),
        resteAVotreCharge: n(r.resteAVotreCharge),
      });
      const parMois = new Map(mois.map((m) => [n(m.mois), sommes(m)]));
      const zero = { fraisReels: 0, montantSecu: 0, montantMutuelle: 0, resteAVotreCharge: 0 };
      const tous = Array.from({ length: 12 }, (_, i) => ({ mois: i + 1, ...(parMois.get(i + 1) ?? zero) }));
      const totaux = tous.reduce(
        (t, m) => ({
          fraisReels: t.fraisReels + m.fraisReels,
          montantSecu: t.montantSecu + m.montantSecu,
          montantMutuelle: t.montantMutuelle + m.montantMutuelle,
          resteAVotreCharge: t.resteAVotreCharge + m.resteAVotreCharge,
        }),
        zero,
      );
      return {
        annee,
        mois: tous,
        domaines: domaines
          .map((d) => ({ domaine: d.domaine as DomaineSoins, nombre: n(d.nombre), ...sommes(d) }))
          .sort((a, b) => b.fraisReels - a.fraisReels),
        totaux,
      };
    },
  );
};
