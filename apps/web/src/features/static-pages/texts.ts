import { cmsMessages } from '@portail/shared/cms-constants';

export const staticPageTexts = {
  /** §2: an unknown page fails with 'Page inconnue'. */
  unknownPage: cmsMessages.unknownPage,
  unknownPageText: 'Cette page n’existe pas ou n’est plus disponible.',
  notLoaded: cmsMessages.notLoaded,
  loading: 'Chargement de la page…',
  home: 'Retour à l’accueil',
  back: 'Retour',
  cookiesTitle: 'Politique de cookies',
  /** The CMS page shown at #/cookies. */
  cookiesPageName: 'politique-cookies',
  /** The staff preview of a page not yet published (#/page/{name}?apercu=…). */
  previewNotice:
    'Aperçu réservé au personnel : ce texte n’est pas publié tant qu’il n’est pas mis en ligne depuis le back-office.',
  previewPrefix: 'Aperçu – ',
  previewTitle: 'Aperçu de la page',
} as const;
