import { sha256 } from '../../lib/tokens.ts';

/**
 * The version an answer is recorded under, and compared with (decision 030): the SHA-256 of the
 * text, prefixed by the back office's version number from 2 on. A new text or a « redemander »
 * gives a new version, so members are asked again; version 1 keeps the bare hash that answers
 * given before versions were numbered carry (decision 021), so nobody is asked again for nothing.
 */
export function consentementVersion(consentement: { libelle: string; version?: number | undefined }): string {
  const hash = sha256(consentement.libelle);
  const number = consentement.version ?? 1;
  return number === 1 ? hash : `${number}:${hash}`;
}
