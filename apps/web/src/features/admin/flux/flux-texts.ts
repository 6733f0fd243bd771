import { frenchSpacing } from '@/lib/typography';

/** The change feed to the management system (issue 14, decision 022). */
export const fluxTexts = {
  title: 'Flux vers le système de gestion',
  cardLead: 'Les changements transmis au système de gestion et l’état de leur export.',
  lead: frenchSpacing(
    'Chaque changement que le système de gestion doit connaître (demandes, adresses, coordonnées bancaires, mandats, préférences), dans l’ordre où il a eu lieu, exporté ou en attente d’export.',
  ),
  filters: 'Critères de recherche',
  type: 'Type de changement',
  etat: 'État',
  recherche: 'N° d’adhérent, de contrat ou de demande',
  du: 'Du',
  au: 'Au',
  etatTitle: 'Où en est l’export',
  dernierExport: (date: string) => `Dernier export : ${date}`,
  jamaisExporte: 'Aucun export n’a encore eu lieu pour ce client.',
  jusqua: (id: number) => `Changements exportés jusqu’au n° ${id}.`,
  enAttente: (n: number) =>
    n === 0
      ? 'Aucun changement en attente.'
      : n === 1
        ? '1 changement en attente d’export'
        : `${n} changements en attente d’export`,
  depuis: (date: string) => `, le plus ancien du ${date}.`,
  commande: 'L’export se lance avec la commande « npm run export -- changes » (voir la documentation d’exploitation).',
  columns: {
    id: 'N°',
    date: 'Date',
    type: 'Type',
    adherent: 'Adhérent',
    contrat: 'Contrat',
    demande: 'Demande',
    donnees: 'Données',
    etat: 'État',
  },
} as const;
