import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { engineMessages } from '@portail/shared/forms/catalogue';
import { remboursementMessages } from '@portail/shared/remboursements';
import { text } from '@portail/shared/text';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAccount } from '../../plugins/session.ts';
import { type ContratPortee, findContratPortee, type Portee } from './remboursements-repository.ts';

/* Who reads, on which contract, and whose lines: shared by every route of the section. */

export const tags = ['remboursements'];
export const route = '/v1/adherent/remboursements';
export const schemaBase = { tags, headers: z.object({ 'x-numcontrat': text().optional() }).passthrough() };

export interface Lecteur {
  personneId: number;
  contrat: ContratPortee;
  estSouscripteur: boolean;
}

/**
 * §6 scope Benef: the holder sees every line of the contract (X-NumContrat), a beneficiary only his
 * own. A filter naming someone the reader may not see is refused (403), never silently widened.
 */
export async function lecteur(db: Db, request: FastifyRequest): Promise<Lecteur> {
  const personneId = requireAccount(request).personneId!;
  if (!request.numContrat) throw new AppError(400, 'CONTRAT_REQUIS', engineMessages.contratRequired);
  const contrat = await findContratPortee(db, request.client.id, personneId, request.numContrat);
  if (!contrat) throw new AppError(403, 'FORBIDDEN_CONTRAT', engineMessages.contratRequired);
  return { personneId, contrat, estSouscripteur: contrat.souscripteurId === personneId };
}

export function portee(l: Lecteur, beneficiaire?: string): Portee {
  if (beneficiaire === undefined)
    return { contratId: l.contrat.id, personneId: l.estSouscripteur ? null : l.personneId };
  const personne = l.contrat.personnes.find((p) => p.numPers === beneficiaire);
  if (!personne || (!l.estSouscripteur && personne.id !== l.personneId))
    throw new AppError(403, 'BENEFICIAIRE_INTERDIT', remboursementMessages.beneficiaire);
  return { contratId: l.contrat.id, personneId: personne.id };
}

export function checkPeriode(du: string | undefined, au: string | undefined) {
  if (du && au && au < du) throw new AppError(400, 'PERIODE', remboursementMessages.periode);
}
