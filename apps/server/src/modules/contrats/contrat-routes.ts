import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maskIban } from '@portail/shared/bank-masking';
import { etatContratLabels, type EtatContrat } from '@portail/shared/contrat-rules';
import { contratDetailSchema, libellesLien, type ContratDetail } from '@portail/shared/contrat/contrat-detail';
import { errorBodySchema } from '@portail/shared/current-user';
import { maskNir } from '@portail/shared/nir-masking';
import { libelleMotifRefus } from '@portail/shared/teletransmission';
import type { Db } from '../../db/database.ts';
import { displayEntries } from '../referentiels/referentiels-repository.ts';
import { findOffreDuContrat } from './contrat-detail-repository.ts';
import { personnesVisibles, requireContrat } from './contrat-access.ts';

const tags = ['contrats'];

/** « Mes contrats »: GET /api/v2/adherent/contrat (X-NumContrat). */
export const contratRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v2/adherent/contrat',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Le contrat de X-NumContrat : offre, état, dates, paiement des prestations, assurés',
        description:
          'Compte masqué sauf ses 4 derniers caractères, NIR masqué. Le souscripteur voit tous les assurés ; un bénéficiaire ne voit que lui-même.',
        response: { 200: contratDetailSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request): Promise<ContratDetail> => {
      const demandeur = await requireContrat(db, request);
      const { contrat, personneId, isSouscripteur } = demandeur;
      const offre = contrat.renforts.length ? await findOffreDuContrat(db, request.client.id, contrat) : undefined;
      const holder = contrat.personnes.find((p) => p.id === contrat.souscripteurId)!;
      const valide = contrat.etat === 'valide';
      const [civilites, motifs] = await Promise.all([
        displayEntries(db, request.client.id, 'civilites'),
        displayEntries(db, request.client.id, 'motifs-refus-teletransmission'),
      ]);
      const libellesMotifs = new Map([...motifs].map(([code, e]) => [code, e.libelle]));
      return {
        numeroContratIndividuel: contrat.numero,
        nomOffre: contrat.nomOffre,
        codeOffre: contrat.codeOffre,
        categorie: contrat.categorie,
        etat: contrat.etat as EtatContrat,
        libelleEtat: etatContratLabels[contrat.etat as EtatContrat],
        isActif: valide,
        IsPrecontentieux: contrat.isPrecontentieux,
        dateEffet: contrat.dateEffet,
        dateResiliation: contrat.dateResiliation,
        modalitePaiementPrestation: {
          rib: contrat.rib ? maskIban(contrat.rib) : null,
          codeModePaiement: contrat.codeModePaiement,
          isMissing: !contrat.rib,
        },
        isSouscripteur,
        renforts: contrat.renforts.map((code) => ({
          code,
          libelle: offre?.renforts.find((r) => r.code === code)?.libelle ?? code,
        })),
        souscripteur: {
          codeCivilite: holder.codeCivilite,
          civilite: civilites.get(holder.codeCivilite ?? '')?.donnees.abrege ?? null,
          prenom: holder.prenom,
          nom: holder.nom,
          estMoi: holder.id === personneId,
        },
        assures: personnesVisibles(demandeur).map((p) => {
          const lien = p.lien as keyof typeof libellesLien;
          return {
            numPers: p.numPers,
            codeCivilite: p.codeCivilite,
            nom: p.nom,
            prenom: p.prenom,
            lien,
            libelleLien: libellesLien[lien] ?? p.lien,
            dateNaissance: p.dateNaissance,
            nirMasque: maskNir(p.nir, p.nirCle),
            teletransmission: p.teletransmission,
            motifRefusTeletransmission: p.teletransmission ? null : p.motifRefus,
            libelleMotifRefus: p.teletransmission ? null : libelleMotifRefus(p.motifRefus, libellesMotifs),
            estMoi: p.id === personneId,
          };
        }),
        editions: {
          attestation: valide && contrat.categorie === 'sante',
          carteTP: valide && contrat.categorie === 'sante',
          situationContractuelle: true,
        },
      };
    },
  );
};
