import { cmsMessages } from '@portail/shared/cms-constants';

/** Texts of the CMS blocks (spec §8 for the load failure). */
export const cmsTexts = {
  notLoaded: cmsMessages.notLoaded,
  loading: 'Chargement du contenu…',
  externalSite: 'Site externe',
  /** Name of a table's scrolling region when the table has no caption. */
  table: 'Tableau',
} as const;
