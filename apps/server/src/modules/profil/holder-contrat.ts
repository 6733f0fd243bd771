import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAccount } from '../../plugins/session.ts';
import { findContratDuMembre } from '../demandes/demandes-repository.ts';
import { engineMessages } from '../demandes/form-engine.ts';

/** The current contract (X-NumContrat) when the signed-in member is its holder: bank details and premiums are his (§3 scope Contrat). */
export async function holderContrat(db: Db, request: FastifyRequest) {
  const session = requireAccount(request);
  if (!request.numContrat) throw new AppError(400, 'CONTRAT_REQUIS', engineMessages.contratRequired);
  const contrat = await findContratDuMembre(db, request.client.id, session.personneId!, request.numContrat);
  if (!contrat) throw new AppError(400, 'CONTRAT_REQUIS', engineMessages.contratRequired);
  if (contrat.souscripteurId !== session.personneId)
    throw new AppError(403, 'SOUSCRIPTEUR_SEULEMENT', engineMessages.holderOnly);
  return { session, contrat };
}
