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
  /** POST cms/popups/ne-plus-afficher: no such popup in this client's list « Popups ». */
  unknownPopup: 'Cette fenêtre d’information n’existe pas ou plus.',
  /** …nor on a popup with neither option: it comes back at each visit. */
  popupNotHideable: 'Cette fenêtre d’information revient à chaque visite : elle ne peut pas être masquée.',
} as const;
