import { describeCounts, type ImportCounts } from '../../lib/import-counts.ts';

export interface ImportSummary {
  clientCode: string;
  personnes: ImportCounts;
  contrats: ImportCounts;
  documents: ImportCounts;
  /** 008: offers and their guarantee trees (counted only when the file has some). */
  offres: ImportCounts;
  /** New-document e-mails queued (only when the import is given the portal's address). */
  alertesDocuments: number;
  /** "Import terminé : 6 personnes (6 créées), 5 contrats (3 créés, 2 mis à jour) pour le client « demo »." */
  message: string;
}

export function formatSummary(summary: Omit<ImportSummary, 'message'>): string {
  const personnes = describeCounts(summary.personnes, 'personne', 'personnes', 'f');
  const contrats = describeCounts(summary.contrats, 'contrat', 'contrats', 'm');
  // Documents and offers are named only when the file has some: a members-only file reads as before.
  const documents =
    summary.documents.total > 0 ? `, ${describeCounts(summary.documents, 'document', 'documents', 'm')}` : '';
  const offres = summary.offres.total > 0 ? `, ${describeCounts(summary.offres, 'offre', 'offres', 'f')}` : '';
  const n = summary.alertesDocuments;
  const alertes = n > 0 ? ` ; ${n} e-mail${n > 1 ? 's' : ''} de nouveau document` : '';
  return `Import terminé : ${personnes}, ${contrats}${documents}${offres} pour le client « ${summary.clientCode} »${alertes}.`;
}
