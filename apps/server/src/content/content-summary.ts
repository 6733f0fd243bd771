export interface Counts {
  total: number;
  created: number;
  updated: number;
}

export interface ContentSummary {
  clientCode: string;
  blockLists: Counts;
  items: Counts;
  categories: Counts;
  questions: Counts;
  reseaux: Counts;
  /** Images are never updated: new bytes make a new image. */
  images: Counts;
  /** « Contenu importé pour le client « demo » : 5 listes de blocs (5 créées), … ». */
  message: string;
}

type Genre = 'f' | 'm';

function plural(n: number, singular: string, pluralForm: string): string {
  return `${n} ${n > 1 ? pluralForm : singular}`;
}

function part(counts: Counts, singular: string, pluralForm: string, genre: Genre): string {
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

export function formatContentSummary(summary: Omit<ContentSummary, 'message'>): string {
  const parts = [
    part(summary.blockLists, 'liste de blocs', 'listes de blocs', 'f'),
    part(summary.items, 'bloc', 'blocs', 'm'),
    part(summary.categories, 'catégorie de FAQ', 'catégories de FAQ', 'f'),
    part(summary.questions, 'question', 'questions', 'f'),
    part(summary.reseaux, 'service externe', 'services externes', 'm'),
    part(summary.images, 'image', 'images', 'f'),
  ];
  return `Contenu importé pour le client « ${summary.clientCode} » : ${parts.join(', ')}.`;
}
