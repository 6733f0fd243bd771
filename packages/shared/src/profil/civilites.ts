/**
 * The civilité codes of the person records (§3 `codeCivilite`: M, MME, MLLE) as people read them:
 * abridged before a name (« Mme Marie DUPONT » on every document) or written out (« Madame »).
 * One table, so that a statement never prints the code where the certificate prints « Mme ».
 */
const civilites: Record<string, { abregee: string; longue: string }> = {
  M: { abregee: 'M.', longue: 'Monsieur' },
  MME: { abregee: 'Mme', longue: 'Madame' },
  MLLE: { abregee: 'Mlle', longue: 'Mademoiselle' },
};

/** « Mme » for MME; nothing for no code or one this table does not know (never the raw code). */
export function civiliteAbregee(code: string | null | undefined): string | undefined {
  return code ? civilites[code]?.abregee : undefined;
}

/** « Madame » for MME; an unknown code as it is, none as null. */
export function civiliteLongue(code: string | null | undefined): string | null {
  return code ? (civilites[code]?.longue ?? code) : null;
}
