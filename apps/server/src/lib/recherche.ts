import { type RawBuilder, sql } from 'kysely';

/* Accent- and case-insensitive search, as the documents and the help search do it. */

const accented = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ';
const plain = 'aaaaaaceeeeiiiinooooouuuuyyoa';

/** translate(lower(expression)): the searched text and the searched words alike. */
export function sansAccentsSql(expression: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`translate(lower(${expression}), ${accented}, ${plain})`;
}

/** LIKE wildcards of a search neutralised. */
export function motifRecherche(words: string): string {
  return words.replace(/[\\%_]/g, (c) => `\\${c}`);
}
