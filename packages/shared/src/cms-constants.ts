/** CMS names, delays and texts, free of zod: the welcome page imports them. */

/** Block lists the portal reads (spec §2, §7); a client may define others. */
export const cmsBlockNames = {
  pagesStatiques: 'Pages_Statiques',
  loginFooter: 'Login_Footer',
  registerDematerialisationPopup: 'Register_Dematerialisation_Popup',
  displayEmail: 'Display_Email',
  popups: 'Popups',
} as const;

/** §9: a popup closed with « ne plus afficher ce message » stays hidden this long (cookie). */
export const cmsCookieLifetimeDays = 365;

export const cmsMessages = {
  /** §8 CMS load failure: 'Le message' + block name + 'n'a pas pu être chargé.' */
  notLoaded: (name: string) => `Le message ${name} n'a pas pu être chargé.`,
  unknownPage: 'Page inconnue',
} as const;
