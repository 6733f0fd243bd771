import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { currentUserFlags, type Role } from '@portail/shared/roles';
import { serverMessages } from '@portail/shared/messages';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { contratExists, isContratOfPersonne } from '../modules/contrats/contrats-repository.ts';
import type { SessionAccount } from './sessions-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** X-NumContrat once checked against the signed-in person; null when absent. */
    numContrat: string | null;
  }
}

/**
 * X-NumContrat is checked on every signed-in API call that carries it: a member only reaches the
 * contracts they hold or benefit from, staff only contracts of their client. Otherwise 403.
 */
export const contratScopePlugin = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    app.decorateRequest('numContrat', null);
    const check = async (request: FastifyRequest, account: SessionAccount, numero: string) => {
      // Not even the shape of a contract number (the import's identifier rule): refused without a query.
      const allowed = !/^[A-Za-z0-9][A-Za-z0-9._/-]{0,29}$/.test(numero)
        ? false
        : account.personneId
          ? await isContratOfPersonne(db, account.clientId, account.personneId, numero)
          : currentUserFlags({ roles: account.roles as Role[] }).isBackEndUser &&
            (await contratExists(db, account.clientId, numero));
      if (!allowed) throw new AppError(403, 'FORBIDDEN_CONTRAT', serverMessages.forbiddenContract);
      request.numContrat = numero;
    };
    // Before the body is validated: a contract the person cannot reach says so first (403), whatever the body.
    // Without the header, done() at once: no async hook and its promises on every call (decision 046).
    app.addHook('preValidation', (request, _reply, done) => {
      const header = request.headers['x-numcontrat'];
      const account = request.account;
      if (!account || typeof header !== 'string' || header.trim() === '') return done();
      check(request, account, header.trim()).then(() => done(), done);
    });
  },
  { name: 'portail-contrat-scope' },
);
