import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maskIban } from '@portail/shared/bank-masking';
import { errorBodySchema } from '@portail/shared/current-user';
import { communesResponseSchema, lignesAdresse, type AdresseFields } from '@portail/shared/profil/adresse';
import { nomBanque } from '@portail/shared/profil/banques';
import { libelleModePaiement } from '@portail/shared/profil/compte-bancaire';
import { maskNir, paiementsResponseSchema, profilResponseSchema, statutsMandat } from '@portail/shared/profil/profil';
import { text } from '@portail/shared/text';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildEcheancier } from '../../pdf/documents/echeancier.ts';
import { buildMandatSepa } from '../../pdf/documents/mandat-sepa.ts';
import { isoParisDate } from '../../pdf/pdf-texts.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';
import { pdfFileName, sendPdf } from '../../pdf/send-pdf.ts';
import { requireAccount } from '../../plugins/session.ts';
import { findContratDuMembre } from '../demandes/demandes-repository.ts';
import { engineMessages } from '../demandes/form-engine.ts';
import { clientConfiguration } from '../identity/identity-deps.ts';
import { maskPhone } from '../identity/masking.ts';
import { findAlerte } from '../remboursements/remboursements-repository.ts';
import { alerteEmailOn } from './alertes-email.ts';
import { communesOf } from './communes.ts';
import { echeancierDe } from './echeancier.ts';
import { documentClientOf } from './profil-documents.ts';
import { findIdentite, findMandat, findPaiementsContrat, findPreferences, listMandats } from './profil-repository.ts';
import { fileResponse } from '../../lib/file-response.ts';

const tags = ['profil'];
const civilites: Record<string, string> = { M: 'Monsieur', MME: 'Madame', MLLE: 'Mademoiselle' };
const masked = (iban: string | null) => (iban ? maskIban(iban) : null);

/** « Mon profil » (decision 026): identity, address, bank details, premiums, mandates. */
export const profilRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  async function contratOf(request: Parameters<typeof requireAccount>[0]) {
    const session = requireAccount(request);
    if (!request.numContrat) throw new AppError(400, 'CONTRAT_REQUIS', engineMessages.contratRequired);
    const contrat = await findContratDuMembre(db, request.client.id, session.personneId!, request.numContrat);
    if (!contrat) throw new AppError(400, 'CONTRAT_REQUIS', engineMessages.contratRequired);
    // Bank details and premiums are the holder's (§3 scope Contrat).
    if (contrat.souscripteurId !== session.personneId)
      throw new AppError(403, 'SOUSCRIPTEUR_SEULEMENT', engineMessages.holderOnly);
    return { session, contrat };
  }

  app.get(
    '/referentiel/communes',
    {
      config: { access: 'member', rateLimit: { max: 120, timeWindow: 60 * 1000 } },
      schema: {
        tags,
        summary: 'Communes d’un code postal (liste officielle des codes postaux, livrée avec le serveur)',
        querystring: z.object({ codePostal: text().trim().max(10) }),
        response: { 200: communesResponseSchema },
      },
    },
    async (request) => ({ codePostal: request.query.codePostal, communes: communesOf(request.query.codePostal) }),
  );

  app.get(
    '/adherent/profil',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Mon profil : identité (NIR masqué), adresse, contact, préférences',
        response: { 200: profilResponseSchema },
      },
    },
    async (request) => {
      const session = requireAccount(request);
      const personne = await findIdentite(db, request.client.id, session.personneId!);
      if (!personne) throw new AppError(404, 'PERSONNE_INCONNUE', 'Votre dossier d’adhérent est introuvable.');
      const [preferences, alerteRemboursement] = await Promise.all([
        findPreferences(db, session.accountId),
        findAlerte(db, session.accountId),
      ]);
      const adresse = personne.adresse as (AdresseFields & { dateEffet?: string; [key: string]: unknown }) | null;
      const alertes = preferences?.alertes_email ?? {};
      return {
        identite: {
          civilite: personne.code_civilite ? (civilites[personne.code_civilite] ?? personne.code_civilite) : null,
          nom: personne.nom,
          prenom: personne.prenom,
          nomPatronymique: personne.nom_patronymique,
          dateNaissance: personne.date_naissance,
          nirMasque: maskNir(personne.nir, personne.nir_cle),
          numPers: personne.num_pers,
          teletransmission: personne.teletransmission,
          motifRefusTeletransmission: personne.motif_refus_teletransmission,
        },
        adresse: adresse
          ? {
              lignes: lignesAdresse(adresse),
              codePostal: adresse.codePostal,
              localite: adresse.localite,
              libellePays: adresse.libellePays ?? 'France',
              adresseEtrangere: adresse.adresseEtrangere === true,
              dateEffet: adresse.dateEffet ?? null,
              champs: Object.fromEntries(
                Object.entries(adresse).filter(
                  (e): e is [string, string | boolean] => typeof e[1] === 'string' || typeof e[1] === 'boolean',
                ),
              ),
            }
          : null,
        contact: { email: session.email, telephoneMasque: personne.telephone ? maskPhone(personne.telephone) : null },
        preferences: {
          dematerialisation: preferences?.dematerialisation ?? true,
          alerteRemboursement,
          alerteDocument: alerteEmailOn(alertes, 'alerteDocument'),
          alerteDemande: alerteEmailOn(alertes, 'alerteDemande'),
          alerteNotification: alerteEmailOn(alertes, 'alerteNotification'),
        },
      };
    },
  );

  app.get(
    '/adherent/paiements',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary:
          'Coordonnées bancaires, paiement des cotisations, mandats SEPA et échéancier du contrat (X-NumContrat)',
        description: 'Réservé au souscripteur du contrat ; les IBAN sont masqués.',
        response: { 200: paiementsResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const { contrat } = await contratOf(request);
      const row = await findPaiementsContrat(db, contrat.id);
      const mandats = await listMandats(db, contrat.id);
      const sepa = clientConfiguration(request).sepa;
      const today = isoParisDate(new Date());
      return {
        numeroContrat: contrat.numero,
        prestations: {
          codeModePaiement: row.code_mode_paiement,
          titulaire: row.rib_titulaire,
          ibanMasque: masked(row.rib),
          bic: row.rib_bic,
          banque: nomBanque(row.rib_bic),
          isMissing: row.rib === null,
        },
        cotisations: {
          mode: row.cotisation_mode,
          jourPrelevement: row.cotisation_jour,
          titulaire: row.cotisation_titulaire,
          ibanMasque: masked(row.cotisation_iban),
          bic: row.cotisation_bic,
          banque: nomBanque(row.cotisation_bic),
          mensualiteCentimes: row.cotisation_mensuelle_centimes,
        },
        sepa: sepa ? { ics: sepa.ics, creancier: sepa.creancier } : null,
        mandats: mandats.map((m) => ({
          rum: m.rum,
          statut: m.statut,
          signeLe: new Date(m.signe_le).toISOString(),
          remplaceLe: m.remplace_le ? new Date(m.remplace_le).toISOString() : null,
          titulaire: m.titulaire,
          ibanMasque: maskIban(m.iban),
          jourPrelevement: m.jour_prelevement,
        })),
        echeancier: echeancierDe(
          {
            mensualiteCentimes: row.cotisation_mensuelle_centimes,
            jour: row.cotisation_mode === 'prelevement' ? row.cotisation_jour : null,
            dateEffet: row.date_effet,
            dateResiliation: row.date_resiliation,
          },
          Number(today.slice(0, 4)),
          today,
        ),
      };
    },
  );

  app.get(
    '/adherent/mandats/:rum/print',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Mandat de prélèvement SEPA (PDF, édition MandatSepa) du contrat X-NumContrat',
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
      const { contrat } = await contratOf(request);
      const mandat = await findMandat(db, request.client.id, contrat.id, request.params.rum);
      if (!mandat) throw new AppError(404, 'MANDAT_INCONNU', 'Ce mandat est introuvable sur ce contrat.');
      const personne = await findIdentite(db, request.client.id, mandat.personne_id);
      const sepa = clientConfiguration(request).sepa;
      const issuedAt = new Date();
      const pdf = await renderPdf(
        buildMandatSepa({
          client: await documentClientOf(db, request),
          issuedAt,
          creancier: { nom: mandat.creancier, adresse: sepa?.adresseCreancier ?? mandat.creancier, ics: mandat.ics },
          mandat: {
            rum: mandat.rum,
            signeLe: new Date(mandat.signe_le),
            statut: statutsMandat[mandat.statut],
            titulaire: mandat.titulaire,
            ibanMasque: maskIban(mandat.iban),
            bic: mandat.bic,
            banque: nomBanque(mandat.bic),
            jourPrelevement: mandat.jour_prelevement,
          },
          debiteur: {
            nom: personne ? `${personne.prenom} ${personne.nom}` : mandat.titulaire,
            adresse: personne?.adresse ? lignesAdresse(personne.adresse as unknown as AdresseFields) : [],
          },
          contrat: contrat.numero,
        }),
      );
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
        response: {
          200: fileResponse('L’échéancier PDF', 'application/pdf'),
          400: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { session, contrat } = await contratOf(request);
      const row = await findPaiementsContrat(db, contrat.id);
      const issuedAt = new Date();
      const today = isoParisDate(issuedAt);
      const annee = Number(today.slice(0, 4));
      const echeancier = echeancierDe(
        {
          mensualiteCentimes: row.cotisation_mensuelle_centimes,
          jour: row.cotisation_mode === 'prelevement' ? row.cotisation_jour : null,
          dateEffet: row.date_effet,
          dateResiliation: row.date_resiliation,
        },
        annee,
        today,
      );
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
          ...echeancier,
        }),
      );
      return sendPdf(reply, pdf, pdfFileName('echeancier', `${contrat.numero}-${annee}`, issuedAt));
    },
  );
};
