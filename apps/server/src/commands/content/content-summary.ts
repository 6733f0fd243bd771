import { describeCounts as part, type ImportCounts as Counts } from '../../lib/import-counts.ts';

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
