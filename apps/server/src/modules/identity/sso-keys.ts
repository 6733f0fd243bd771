import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, randomUUID, sign } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { sha256 } from '../../lib/tokens.ts';

/** The SSO signing key (Ed25519), made once and kept in app_secrets so every instance signs alike. */
export async function loadSsoKey(
  db: Db,
): Promise<{ privateKey: KeyObject; kid: string; jwk: Record<string, unknown> }> {
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  await db
    .insertInto('app_secrets')
    .values({ name: 'sso-ed25519', value: pem })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', sql.lit('sso-ed25519'))
    .executeTakeFirstOrThrow();
  const key = createPrivateKey(row.value);
  const jwk = createPublicKey(key).export({ format: 'jwk' }) as Record<string, unknown>;
  const kid = sha256(JSON.stringify(jwk)).slice(0, 16);
  return { privateKey: key, kid, jwk: { ...jwk, kid, alg: 'EdDSA', use: 'sig' } };
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A compact JWS (EdDSA) — what partners verify with the published JWKS. */
export function signJwt(key: { privateKey: KeyObject; kid: string }, claims: Record<string, unknown>): string {
  const input = `${b64({ alg: 'EdDSA', typ: 'JWT', kid: key.kid })}.${b64({ jti: randomUUID(), ...claims })}`;
  return `${input}.${sign(null, Buffer.from(input), key.privateKey).toString('base64url')}`;
}
