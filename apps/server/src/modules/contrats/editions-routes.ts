import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contratMessages } from '@portail/shared/contrat/contrat-detail';
import { carteTPResponseSchema, type CarteTPResponse } from '@portail/shared/contrat/editions-api';
import { errorBodySchema } from '@portail/shared/current-user';
import { offreAvecRenforts } from '@portail/shared/garanties/arbre-offre';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import { publicBaseFor } from '../clients/mail-context.ts';
import { buildAttestationAdhesion } from '../../pdf/documents/attestation-adhesion.ts';
import { buildCarteTiersPayant, carteTiersPayantPayload } from '../../pdf/documents/carte-tiers-payant.ts';
import { buildSituationContractuelle } from '../../pdf/documents/situation-contractuelle.ts';
import { code2dMatrix } from '../../pdf/pdf-images.ts';
import { loadPdfLibraries } from '../../pdf/pdf-libraries.ts';
import type { PdfDocument } from '../../pdf/pdf-document-schema.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';
import { pdfFileName, sendPdf } from '../../pdf/send-pdf.ts';
import { requireAccount } from '../../plugins/session.ts';
import { findOffreDuContrat } from './contrat-detail-repository.ts';
import {
  personnesVisibles,
  requireContrat,
  requireOffre,
  requireValide,
  type ContratDuDemandeur,
} from './contrat-access.ts';
import { editionsOf, findDocumentClient } from './document-client-repository.ts';
import { attestationData, carteData, periodeCouverte, situationData, titulaireAbrege } from './editions-data.ts';
import {
  insertVerification,
  nouveauCode,
  setVerificationSha256,
  type TypeEdition,
} from './verifications-repository.ts';
import { fileResponse } from '../../lib/file-response.ts';

const tags = ['contrats'];
const pdfResponse = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const carteIndisponible = 'Votre mutuelle ne délivre pas de carte de tiers payant en ligne.';

/** A DataMatrix as a small SVG document: one path, black modules on white, quiet zone included. */
function matrixSvg(data: string): string {
  const matrix = code2dMatrix('datamatrix', data);
  const runs: string[] = [];
  for (let y = 0; y < matrix.size; y++)
    for (let x = 0; x < matrix.size; x++) if (matrix.isDark(x, y)) runs.push(`M${x} ${y}h1v1h-1z`);
  const n = matrix.size;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n} ${n}" shape-rendering="crispEdges"><rect width="${n}" height="${n}" fill="#fff"/><path fill="#000" d="${runs.join('')}"/></svg>`;
}

/** The tiers-payant card, attestation and situation contractuelle, and the codes that vouch for them. */
export const editionsRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (app, { db, publicUrl }) => {
  /** Issues a verification code for this document, renders it and records its fingerprint. */
  async function issue(
    request: FastifyRequest,
    demandeur: ContratDuDemandeur,
    type: TypeEdition,
    valableJusquau: string,
    build: (verification: { code: string; url: string }, issuedAt: Date) => Promise<PdfDocument> | PdfDocument,
  ): Promise<{ pdf: Buffer; issuedAt: Date }> {
    const issuedAt = new Date();
    const code = nouveauCode();
    const requester = demandeur.contrat.personnes.find((p) => p.id === demandeur.personneId)!;
    await insertVerification(db, {
      code,
      clientId: request.client.id,
      type,
      contratId: demandeur.contrat.id,
      numeroContrat: demandeur.contrat.numero,
      titulaire: titulaireAbrege(requester),
      emisLe: issuedAt,
      valableJusquau,
      accountId: requireAccount(request).accountId,
    });
    // The page a phone opens when it scans the QR code: it asks GET /api/verify/{code}.
    const url = `${publicBaseFor(request, publicUrl)}/#/verification/${code}`;
    const pdf = await renderPdf(await build({ code, url }, issuedAt));
    await setVerificationSha256(db, code, sha256(pdf));
    return { pdf, issuedAt };
  }

  async function carte(
    request: FastifyRequest,
    demandeur: ContratDuDemandeur,
    verification: { code: string; url: string },
    issuedAt: Date,
  ) {
    const { contrat } = demandeur;
    requireValide(contrat);
    const offre = offreAvecRenforts(await requireOffre(db, request, contrat), contrat.renforts);
    const settings = editionsOf(request.client).carteTP;
    if (!settings) throw new AppError(404, 'CARTE_INDISPONIBLE', carteIndisponible);
    return carteData({
      client: await findDocumentClient(db, request.client),
      issuedAt,
      verification,
      contrat,
      visibles: personnesVisibles(demandeur),
      offre,
      carte: settings,
    });
  }

  app.get(
    '/v2/adherent/cartetp',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Carte de tiers payant du contrat (X-NumContrat), pour l’afficher',
        response: { 200: carteTPResponseSchema, ...pdfResponse },
      },
    },
    async (request): Promise<CarteTPResponse> => {
      const demandeur = await requireContrat(db, request);
      const data = await carte(request, demandeur, { code: 'AFFICHAGE', url: 'https://localhost/' }, new Date());
      const donnees = carteTiersPayantPayload(data);
      await loadPdfLibraries(); // bwip-js draws the DataMatrix
      return {
        organisme: data.client.libelle,
        carte: { ...data.carte, numeroContrat: demandeur.contrat.numero },
        beneficiaires: data.beneficiaires,
        domaines: data.domaines,
        telephoneProfessionnels: data.telephoneProfessionnels,
        code2d: { svg: matrixSvg(donnees), donnees },
      };
    },
  );

  const prints: { route: string; type: TypeEdition; fichier: string; summary: string }[] = [
    { route: 'cartetp', type: 'CarteTP', fichier: 'carte-tiers-payant', summary: 'Carte de tiers payant (PDF)' },
    { route: 'attestation', type: 'Attestation', fichier: 'attestation', summary: 'Attestation d’adhésion (PDF)' },
    {
      route: 'situation-contractuelle',
      type: 'SituationContractuelle',
      fichier: 'situation-contractuelle',
      summary: 'Situation contractuelle (PDF)',
    },
  ];

  for (const print of prints) {
    app.get(
      `/v2/adherent/${print.route}/print`,
      {
        config: { access: 'member', rateLimit: { max: 30, timeWindow: 60 * 1000 } },
        schema: {
          tags,
          summary: `${print.summary}, avec un code de vérification (GET /api/verify/{code})`,
          description: `Généré à la demande depuis les données du jour ; fichier « ${print.fichier}-NUMERO-AAAA-MM-JJ.pdf ».`,
          response: { 200: fileResponse('Le document PDF', 'application/pdf'), ...pdfResponse },
        },
      },
      async (request, reply: FastifyReply) => {
        const demandeur = await requireContrat(db, request);
        const { contrat } = demandeur;
        const visibles = personnesVisibles(demandeur);
        let validUntil: string;
        let build: (v: { code: string; url: string }, issuedAt: Date) => Promise<PdfDocument> | PdfDocument;
        if (print.type === 'CarteTP') {
          // Read and checked before a code is issued: a refused card leaves no trace.
          const data = await carte(request, demandeur, { code: 'CONTROLE', url: 'https://localhost/' }, new Date());
          validUntil = data.carte.fin;
          build = (verification, issuedAt) => buildCarteTiersPayant({ ...data, verification, issuedAt });
        } else if (print.type === 'Attestation') {
          requireValide(contrat);
          if (contrat.categorie !== 'sante')
            throw new AppError(404, 'PAS_DE_GARANTIES_SANTE', contratMessages.pasSante);
          validUntil = periodeCouverte(contrat, new Date()).fin;
          const client = await findDocumentClient(db, request.client);
          const requester = contrat.personnes.find((p) => p.id === demandeur.personneId)!;
          build = (verification, issuedAt) =>
            buildAttestationAdhesion(attestationData({ client, issuedAt, verification, contrat, visibles, requester }));
        } else {
          validUntil = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
          const client = await findDocumentClient(db, request.client);
          const offre = contrat.renforts.length ? await findOffreDuContrat(db, request.client.id, contrat) : undefined;
          const renforts = contrat.renforts.map(
            (code) => offre?.renforts.find((r) => r.code === code)?.libelle ?? code,
          );
          build = (verification, issuedAt) =>
            buildSituationContractuelle(
              situationData({
                client,
                issuedAt,
                verification,
                contrat,
                visibles,
                renforts,
                isSouscripteur: demandeur.isSouscripteur,
              }),
            );
        }
        const { pdf, issuedAt } = await issue(request, demandeur, print.type, validUntil, build);
        return sendPdf(reply, pdf, pdfFileName(print.fichier, contrat.numero, issuedAt));
      },
    );
  }
};
