/** What the forgotten-password page shows before its form's code has loaded (it ships with the app). */
export const passwordPageTexts = {
  forgotTitle: 'Mot de passe oublié',
  forgotLead: 'Indiquez votre identifiant : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
} as const;
