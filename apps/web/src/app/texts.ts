/** Texts of the application frame: shell, guards, start-up and route titles. */
export const shellTexts = {
  skipLink: 'Aller au contenu',
  back: 'Retour',
  logout: 'Se déconnecter',
  adminArea: 'Administration',
  memberArea: 'Espace adhérent',
  logoFallbackAlt: 'Accueil',
  cookiesLink: 'Politique de cookies',
  footerNav: 'Liens de bas de page',
  asideLabel: 'Informations pratiques',
  mobileAppTitle: 'Application mobile',
  appleStore: 'Télécharger dans l’App Store',
  googleStore: 'Disponible sur Google Play',
  socialTitle: 'Suivez-nous',
  twitter: 'Twitter',
  facebook: 'Facebook',
  install: 'Installer',
  closeBanner: 'Fermer le bandeau',
} as const;

export const startupTexts = {
  title: 'Service momentanément indisponible',
  retry: 'Réessayer',
} as const;

export const contratTexts = {
  loadFailed: 'Vos contrats n’ont pas pu être chargés.',
  retry: 'Réessayer',
} as const;

/** Titles of the §2 screens that later issues build (shown by the placeholder). */
export const routeErrorTexts = {
  title: 'Cette page n’a pas pu s’afficher',
  home: 'Retour à l’accueil',
} as const;

/** The services bar of the member area (decision 021). */
export const memberServicesTexts = {
  label: 'Vos services',
  consents: 'Mes consentements',
} as const;
