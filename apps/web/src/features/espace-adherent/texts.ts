export const espaceAdherentTexts = {
  pageTitle: 'Mon espace adhérent',
  greeting: (prenom: string, nom: string) => `Bonjour ${prenom} ${nom}`,
  lead: 'Retrouvez ici tout ce qui concerne votre contrat santé.',
  contrat: 'Contrat',
  sectionsTitle: 'Vos rubriques',
  comingSoon: 'Bientôt disponible',
  sections: [
    { title: 'Mes contrats', description: 'Vos garanties, vos bénéficiaires et votre carte de tiers payant.' },
    { title: 'Mon profil', description: 'Vos informations personnelles et vos préférences de contact.' },
    { title: 'Mes coordonnées bancaires', description: 'Vos RIB pour les cotisations et les remboursements.' },
    { title: 'Mes remboursements', description: 'Le suivi de vos remboursements de soins.' },
    { title: 'Mes documents', description: 'Vos attestations, relevés et courriers.' },
    { title: 'Mes demandes', description: 'Vos demandes et vos échanges avec votre mutuelle.' },
  ],
} as const;
