import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maskIban } from '@portail/shared/bank-masking';
import { errorBodySchema } from '@portail/shared/current-user';
import { lignesAdresse, type AdresseFields } from '@portail/shared/profil/adresse';
import { nomBanque } from '@portail/shared/profil/banques';
import { libelleModePaiement } from '@portail/shared/profil/compte-bancaire';
import { statutsMandat } from '@portail/shared/profil/profil';
import { text } from '@portail/shared/text';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { fileResponse } from '../../lib/file-response.ts';
import { buildEcheancier } from '../../pdf/documents/echeancier.ts';
import { buildMandatSepa } from '../../pdf/documents/mandat-sepa.ts';
import { isoParisDate } from '../../pdf/pdf-texts.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';
import { pdfFileName, sendPdf } from '../../pdf/send-pdf.ts';
import { clientConfiguration } from '../identity/identity-deps.ts';
import { ownerCodeOperations, type SecurityCodes } from '../mfa/security-codes.ts';
import { echeancierDe } from './echeancier.ts';
import { holderContrat } from './holder-contrat.ts';
import { documentClientOf } from './profil-documents.ts';
import { findIdentite, findMandat, findPaiementsContrat, listMandats } from './profil-repository.ts';

const tags = ['profil'];
/** The creditor's country: the ICS is French (packages/shared/src/profil/ics.ts), so is its holder. */
const paysCreancier = 'France';

/** The SEPA documents of « Mes cotisations »: the signed mandate and the year's schedule (pre-notification). */
export const paiementsPrintRoutes: FastifyPluginAsyncZod<{ db: Db; codes: SecurityCodes }> = async (
  app,
  { db, codes },
) => {
  app.get(
    '/adherent/mandats/:rum/print',
    {
      config: { access: 'member', securityCode: true },
      schema: {
        tags,
        summary: 'Mandat de prélèvement SEPA (PDF, édition MandatSepa) du contrat X-NumContrat',
        description:
          'Le mandat signé, avec l’IBAN complet du débiteur : au souscripteur seulement, et avec l’en-tête X-SecurityCode d’un code VERIFY_AMF ou VERIFY_SMS_AMF vérifié, dépensé par ce téléchargement (403 SECURITY_CODE_REQUIRED sinon).',
        params: z.object({ rum: text().regex(/^[A-Z0-9-]{1,35}$/) }),
        response: {
          200: fileResponse('Le mandat PDF', 'application/pdf'),
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { session, contrat } = await holderContrat(db, request);
      // The full IBAN: the holder proves himself as he did to sign (one code, one download).
      const codeId = await codes.requireVerified(request, session.accountId, ownerCodeOperations);
      const mandat = await findMandat(db, request.client.id, contrat.id, request.params.rum);
      if (!mandat) throw new AppError(404, 'MANDAT_INCONNU', 'Ce mandat est introuvable sur ce contrat.');
      const personne = await findIdentite(db, request.client.id, mandat.personne_id);
      const adresse = personne?.adresse as (AdresseFields & { libellePays?: string }) | null | undefined;
      const etranger = adresse?.adresseEtrangere === true;
      const sepa = clientConfiguration(request).sepa;
      const issuedAt = new Date();
      const document = buildMandatSepa({
        client: await documentClientOf(db, request),
        issuedAt,
        creancier: {
          nom: sepa?.creancier ?? mandat.creancier,
          adresse: sepa?.adresseCreancier ?? null,
          pays: paysCreancier,
          ics: mandat.ics,
        },
        mandat: {
          rum: mandat.rum,
          signeLe: new Date(mandat.signe_le),
          statut: statutsMandat[mandat.statut],
          titulaire: mandat.titulaire,
          iban: mandat.iban,
          bic: mandat.bic,
          banque: nomBanque(mandat.bic),
          jourPrelevement: mandat.jour_prelevement,
        },
        debiteur: {
          nom: personne ? `${personne.prenom} ${personne.nom}` : mandat.titulaire,
          // A foreign address already ends with its country (AFNOR); a French one gets it here.
          adresse: adresse ? lignesAdresse(adresse).slice(0, etranger ? -1 : undefined) : [],
          pays: etranger ? (adresse?.libellePays ?? '') : 'France',
          lieuSignature: adresse?.localite ?? null,
        },
        contrat: contrat.numero,
      });
      const pdf = await renderPdf(document);
      await db.transaction().execute((trx) => codes.consume(trx, codeId));
      return sendPdf(reply, pdf, pdfFileName('mandat-sepa', mandat.rum, issuedAt));
    },
  );

  app.get(
    '/adherent/paiements/echeancier/print',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Échéancier de l’année des cotisations du contrat X-NumContrat (PDF)',
        description:
          'En prélèvement, il porte la RUM du mandat actif et l’ICS du créancier : il vaut pré-notification des prélèvements (dates et montants).',
        response: {
          200: fileResponse('L’échéancier PDF', 'application/pdf'),
          400: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { session, contrat } = await holderContrat(db, request);
      const row = await findPaiementsContrat(db, contrat.id);
      const issuedAt = new Date();
      const today = isoParisDate(issuedAt);
      const annee = Number(today.slice(0, 4));
      const prelevement = row.cotisation_mode === 'prelevement';
      const echeancier = echeancierDe(
        {
          mensualiteCentimes: row.cotisation_mensuelle_centimes,
          jour: prelevement ? row.cotisation_jour : null,
          dateEffet: row.date_effet,
          dateResiliation: row.date_resiliation,
        },
        annee,
        today,
      );
      const actif = prelevement ? (await listMandats(db, contrat.id)).find((m) => m.statut === 'actif') : undefined;
      const offre = await db
        .selectFrom('contrats')
        .select('nom_offre')
        .where('id', '=', contrat.id)
        .executeTakeFirstOrThrow();
      const pdf = await renderPdf(
        buildEcheancier({
          client: await documentClientOf(db, request),
          issuedAt,
          contrat: contrat.numero,
          offre: offre.nom_offre,
          adherent: `${session.prenom ?? ''} ${session.nom ?? ''}`.trim(),
          modePaiement: libelleModePaiement(row.cotisation_mode),
          prelevement: actif
            ? { rum: actif.rum, ics: actif.ics, creancier: actif.creancier, ibanMasque: maskIban(actif.iban) }
            : null,
          ...echeancier,
        }),
      );
      return sendPdf(reply, pdf, pdfFileName('echeancier', `${contrat.numero}-${annee}`, issuedAt));
    },
  );
};
