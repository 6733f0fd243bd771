/** Texts of the shared widgets. */
export const uiTexts = {
  close: 'Fermer',
  back: 'Retour',
  loading: 'Chargement…',
  retry: 'Réessayer',
  redirecting: 'Redirection en cours…',
  redirectingTitle: 'Redirection',
  toastTypes: { danger: 'Erreur', info: 'Information', success: 'Succès', warning: 'Attention' },
} as const;
