import type { FastifyRequest } from 'fastify';
import { contratMessages } from '@portail/shared/contrat/contrat-detail';
import type { Offre } from '@portail/shared/garanties/offre-schema';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAccount } from '../../plugins/session.ts';
import { type ContratComplet, findContratComplet, findOffreDuContrat } from './contrat-detail-repository.ts';

/* The contract of X-NumContrat for « Mes contrats »: the contract-scope plugin has already refused
   a number the person cannot reach (403); here an absent header is a 400. */

export interface ContratDuDemandeur {
  contrat: ContratComplet;
  personneId: number;
  isSouscripteur: boolean;
}

export async function requireContrat(db: Db, request: FastifyRequest): Promise<ContratDuDemandeur> {
  const personneId = requireAccount(request).personneId!;
  if (!request.numContrat) throw new AppError(400, 'CONTRAT_REQUIS', contratMessages.contratRequis);
  const contrat = await findContratComplet(db, request.client.id, personneId, request.numContrat);
  if (!contrat) throw new AppError(403, 'FORBIDDEN_CONTRAT', contratMessages.contratRequis);
  return { contrat, personneId, isSouscripteur: contrat.souscripteurId === personneId };
}

/** The people of the contract the requester may see: all for the holder, himself for a beneficiary. */
export function personnesVisibles({ contrat, personneId, isSouscripteur }: ContratDuDemandeur) {
  return isSouscripteur ? contrat.personnes : contrat.personnes.filter((p) => p.id === personneId);
}

/** A santé contract's offer; a prévoyance contract or an offer not imported yet says so in French. */
export async function requireOffre(db: Db, request: FastifyRequest, contrat: ContratComplet): Promise<Offre> {
  if (contrat.categorie !== 'sante') throw new AppError(404, 'PAS_DE_GARANTIES_SANTE', contratMessages.pasSante);
  const offre = await findOffreDuContrat(db, request.client.id, contrat);
  if (!offre) throw new AppError(404, 'OFFRE_INCONNUE', contratMessages.offreInconnue);
  return offre;
}

export function requireValide(contrat: ContratComplet): void {
  if (contrat.etat !== 'valide') throw new AppError(409, 'CONTRAT_NON_VALIDE', contratMessages.nonValide);
}
