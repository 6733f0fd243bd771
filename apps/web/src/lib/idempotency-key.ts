import { getCurrentNumContrat } from './current-contrat';

/** A new Idempotency-Key: a random UUID (getRandomValues where randomUUID needs HTTPS). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The server keeps an answer this long; an older key would be a new request anyway. */
const keptMs = 24 * 60 * 60 * 1000;
const keptSubmissions = 20;
/** Submissions whose outcome is unknown (no answer, or a 5xx), by what they send. */
const unsettled = new Map<string, { key: string; at: number }>();

export interface Submission {
  signature: string;
  key: string;
}

/**
 * The key of a write: the one of the same submission (method, URL, contract, JSON body) whose last
 * attempt got no answer, so that sending it again is not done twice; otherwise a new one.
 */
export function submissionOf(method: string, url: string, jsonBody: string | undefined): Submission {
  const signature = [method, url, getCurrentNumContrat() ?? '', jsonBody ?? ''].join('\n');
  const previous = unsettled.get(signature);
  if (previous && Date.now() - previous.at < keptMs) return { signature, key: previous.key };
  return { signature, key: newIdempotencyKey() };
}

/** After an attempt: kept for a retry when its outcome is unknown, forgotten once it has an answer. */
export function settleSubmission(submission: Submission, outcomeKnown: boolean): void {
  unsettled.delete(submission.signature);
  if (outcomeKnown) return;
  unsettled.set(submission.signature, { key: submission.key, at: Date.now() });
  if (unsettled.size > keptSubmissions) unsettled.delete(unsettled.keys().next().value!);
}
