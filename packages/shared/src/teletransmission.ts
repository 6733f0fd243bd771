/*
 * Why the NOEMIE link (télétransmission: the health fund sends the claims to the mutuelle) is off
 * for a person: a code sent by the management system in the member import
 * (`motifRefusTeletransmission`), shown in French through the client's reference table
 * « motifs-refus-teletransmission » (decisions 024, 031; docs/import.md).
 */

/** Said for a code the table does not know: never the code itself. */
export const motifRefusInconnu =
  'La télétransmission n’est pas active : contactez votre mutuelle pour en connaître la raison.';

/** The French reason of a code, from the table's labels. */
export function libelleMotifRefus(code: string | null, libelles: ReadonlyMap<string, string>): string | null {
  if (code === null) return null;
  return libelles.get(code) ?? motifRefusInconnu;
}
