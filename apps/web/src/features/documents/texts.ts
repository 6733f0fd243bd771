export const documentsTexts = {
  title: 'Mes documents',
  lead: 'Vos courriers et les documents de votre contrat. Les nouveaux sont signalés.',
  sources: { courriers: 'Courriers', ged: 'Documents du contrat' },
  categorie: 'Catégorie',
  allCategories: 'Toutes les catégories',
  search: 'Rechercher dans les titres',
  searchButton: 'Rechercher',
  empty: 'Aucun document pour le moment.',
  emptyFiltered: 'Aucun document ne correspond à votre recherche.',
  more: 'Afficher plus de documents',
  count: (n: number, more: boolean) => `${n} document${n > 1 ? 's' : ''}${more ? ' affichés' : ''}`,
  unread: 'Nouveau',
  viewLabel: (titre: string) => `Afficher ${titre}`,
  downloadLabel: (titre: string) => `Télécharger ${titre}`,
  size: (ko: number) =>
    ko >= 1024
      ? `${(ko / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`
      : `${Math.max(1, Math.round(ko))} Ko`,
} as const;
