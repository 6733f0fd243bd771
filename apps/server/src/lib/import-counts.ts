/** What an import did to one kind of record. */
export interface ImportCounts {
  /** Records of this kind in the file. */
  total: number;
  created: number;
  /** Records whose stored values changed (the others were already up to date). */
  updated: number;
}

export type Genre = 'f' | 'm';

function plural(n: number, singular: string, pluralForm: string): string {
  return `${n} ${n > 1 ? pluralForm : singular}`;
}

/** « 5 contrats (3 créés, 2 mis à jour) », with French agreement in gender and number. */
export function describeCounts(counts: ImportCounts, singular: string, pluralForm: string, genre: Genre): string {
  const e = genre === 'f' ? 'e' : '';
  const unchanged = counts.total - counts.created - counts.updated;
  const details = [
    counts.created && plural(counts.created, `créé${e}`, `créé${e}s`),
    counts.updated &&
      plural(
        counts.updated,
        genre === 'f' ? 'mise à jour' : 'mis à jour',
        genre === 'f' ? 'mises à jour' : 'mis à jour',
      ),
    unchanged && plural(unchanged, `inchangé${e}`, `inchangé${e}s`),
  ].filter(Boolean);
  return plural(counts.total, singular, pluralForm) + (details.length ? ` (${details.join(', ')})` : '');
}
