export const welcomeTexts = {
  pageTitle: 'Accueil',
  title: 'Bienvenue sur votre espace adhérent',
  lead: (libelle: string) =>
    `Avec ${libelle}, consultez vos contrats, vos remboursements et vos documents, et faites vos demandes en ligne.`,
  signIn: 'Se connecter',
  register: 'Créer mon compte',
  signedInAs: (prenom: string, nom: string) => `Vous êtes connecté(e) en tant que ${prenom} ${nom}.`,
  goToMemberArea: 'Accéder à mon espace',
} as const;
