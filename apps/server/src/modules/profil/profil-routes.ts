import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maskIban } from '@portail/shared/bank-masking';
import { errorBodySchema } from '@portail/shared/current-user';
import { civiliteLongue } from '@portail/shared/profil/civilites';
import { communesResponseSchema, lignesAdresse, type AdresseFields } from '@portail/shared/profil/adresse';
import { nomBanque } from '@portail/shared/profil/banques';
import { maskNir, paiementsResponseSchema, profilResponseSchema } from '@portail/shared/profil/profil';
import { text } from '@portail/shared/text';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoParisDate } from '../../pdf/pdf-texts.ts';
import { requireAccount } from '../../plugins/session.ts';
import { clientConfiguration } from '../identity/identity-deps.ts';
import { maskPhone } from '../identity/masking.ts';
import { findAlerte } from '../remboursements/remboursements-repository.ts';
import { alerteEmailOn } from './alertes-email.ts';
import { communesOf } from './communes.ts';
import { echeancierDe } from './echeancier.ts';
import { holderContrat } from './holder-contrat.ts';
import { findIdentite, findPaiementsContrat, findPreferences, listMandats } from './profil-repository.ts';

const tags = ['profil'];
const masked = (iban: string | null) => (iban ? maskIban(iban) : null);

/** « Mon profil » (decision 026): identity, address, bank details, premiums, mandates. */
export const profilRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const contratOf = (request: Parameters<typeof requireAccount>[0]) => holderContrat(db, request);

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
          civilite: civiliteLongue(personne.code_civilite),
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
};
