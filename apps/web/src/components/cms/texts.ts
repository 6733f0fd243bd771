import { cmsMessages } from '@portail/shared/cms-constants';

/** Texts of the CMS blocks (spec §8 for the load failure). */
export const cmsTexts = {
  notLoaded: cmsMessages.notLoaded,
  unknownPage: cmsMessages.unknownPage,
  loading: 'Chargement du contenu…',
  externalSite: 'Site externe',
} as const;
