import { frenchSpacing } from '@/lib/typography';

/** The back office's access log screen (issue 28, decision 049). */
export const journalAccesTexts = {
  title: 'Journal des accès',
  cardLead: 'Chaque consultation d’un dossier d’adhérent par le personnel : qui, quand, d’où, quoi.',
  lead: frenchSpacing(
    'Chaque lecture par le personnel des données d’un adhérent (fiche, demandes, remboursements, documents, « Voir comme l’adhérent ») et chaque recherche ou export listant plusieurs adhérents. Le journal ne se modifie pas ; il est conservé selon sa propre durée.',
  ),
  filters: 'Critères de recherche',
  adherent: 'Adhérent (numéro ou nom)',
  collaborateur: 'Collaborateur (identifiant ou nom)',
  categorie: 'Consultation',
  allCategories: 'Toutes les consultations',
  du: 'Du',
  au: 'Au',
  columns: {
    at: 'Date',
    collaborateur: 'Collaborateur',
    adherent: 'Adhérent',
    categorie: 'Consultation',
    detail: 'Détail',
    motif: 'Motif',
    poste: 'Poste (adresse IP, navigateur)',
  },
  nombre: (n: number) => (n === 1 ? '1 adhérent' : `${n.toLocaleString('fr-FR')} adhérents`),
  criteres: 'critères',
  objet: (objet: string) => `n° ${objet}`,
} as const;
