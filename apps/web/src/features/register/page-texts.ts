/** What the registration page shows before its form's code has loaded (it ships with the app). */
export const registerPageTexts = {
  title: 'Créer mon compte',
  lead: 'Pour créer votre compte, renseignez les informations qui figurent sur votre carte d’adhérent.',
} as const;
