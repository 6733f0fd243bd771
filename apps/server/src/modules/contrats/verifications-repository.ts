import { randomInt } from 'node:crypto';
import { codeVerificationDepuis } from '@portail/shared/contrat/code-verification';
import type { Db } from '../../db/database.ts';
import type { VerificationDocumentTable } from '../../db/schema.ts';

/* The documents issued with a verification code (GET /api/verify/{code}). */

export type TypeEdition = VerificationDocumentTable['type'];

/** A fresh code: 10 random characters from the CSPRNG (50 bits) and its check characters. */
export function nouveauCode(): string {
  return codeVerificationDepuis(Array.from({ length: 10 }, () => randomInt(32)));
}

export async function insertVerification(
  db: Db,
  row: {
    code: string;
    clientId: number;
    type: TypeEdition;
    contratId: number;
    numeroContrat: string;
    titulaire: string;
    emisLe: Date;
    valableJusquau: string;
    accountId: string;
  },
): Promise<void> {
  await db
    .insertInto('verifications_documents')
    .values({
      code: row.code,
      client_id: row.clientId,
      type: row.type,
      contrat_id: row.contratId,
      numero_contrat: row.numeroContrat,
      titulaire: row.titulaire,
      emis_le: row.emisLe,
      valable_jusquau: row.valableJusquau,
      account_id: row.accountId,
    })
    .execute();
}

/** The PDF's fingerprint, once rendered (the code is printed in it, so it comes after). */
export async function setVerificationSha256(db: Db, code: string, sha256: string): Promise<void> {
  await db.updateTable('verifications_documents').set({ sha256 }).where('code', '=', code).execute();
}

/** A code of this client, with the current state of its contract (null when the contract is gone). */
export async function findVerification(db: Db, clientId: number, code: string) {
  return db
    .selectFrom('verifications_documents as v')
    .leftJoin('contrats as c', 'c.id', 'v.contrat_id')
    .select([
      'v.type',
      'v.numero_contrat as numeroContrat',
      'v.titulaire',
      'v.emis_le as emisLe',
      'v.valable_jusquau as valableJusquau',
      'c.etat as etatContrat',
    ])
    .where('v.client_id', '=', clientId)
    .where('v.code', '=', code)
    .executeTakeFirst();
}
