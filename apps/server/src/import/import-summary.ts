export interface ImportCounts {
  /** Records of this type in the file. */
  total: number;
  created: number;
  /** Records whose stored values changed (the others were already up to date). */
  updated: number;
}

export interface ImportSummary {
  clientCode: string;
  personnes: ImportCounts;
  contrats: ImportCounts;
  /** "Import terminé : 6 personnes (6 créées), 5 contrats (3 créés, 2 mis à jour) pour le client « demo »." */
  message: string;
}

type Genre = 'f' | 'm';

function plural(n: number, singular: string, pluralForm: string): string {
  return `${n} ${n > 1 ? pluralForm : singular}`;
}

function details(counts: ImportCounts, genre: Genre): string {
  const e = genre === 'f' ? 'e' : '';
  const unchanged = counts.total - counts.created - counts.updated;
  const parts = [
    counts.created && plural(counts.created, `créé${e}`, `créé${e}s`),
    counts.updated &&
      plural(
        counts.updated,
        genre === 'f' ? 'mise à jour' : 'mis à jour',
        genre === 'f' ? 'mises à jour' : 'mis à jour',
      ),
    unchanged && plural(unchanged, `inchangé${e}`, `inchangé${e}s`),
  ].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

export function formatSummary(summary: Omit<ImportSummary, 'message'>): string {
  const personnes = plural(summary.personnes.total, 'personne', 'personnes') + details(summary.personnes, 'f');
  const contrats = plural(summary.contrats.total, 'contrat', 'contrats') + details(summary.contrats, 'm');
  return `Import terminé : ${personnes}, ${contrats} pour le client « ${summary.clientCode} ».`;
}
