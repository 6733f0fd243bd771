import { describeCounts, type ImportCounts } from '../lib/import-counts.ts';

export type { ImportCounts };

export interface ImportSummary {
  clientCode: string;
  personnes: ImportCounts;
  contrats: ImportCounts;
  /** "Import terminé : 6 personnes (6 créées), 5 contrats (3 créés, 2 mis à jour) pour le client « demo »." */
  message: string;
}

export function formatSummary(summary: Omit<ImportSummary, 'message'>): string {
  const personnes = describeCounts(summary.personnes, 'personne', 'personnes', 'f');
  const contrats = describeCounts(summary.contrats, 'contrat', 'contrats', 'm');
  return `Import terminé : ${personnes}, ${contrats} pour le client « ${summary.clientCode} ».`;
}
