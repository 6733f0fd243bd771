import type { CmsBlockList, CmsItem } from '@portail/shared/cms';
import { useCmsBlockListQuery, useCmsItemQuery } from '@/lib/api/get-cms-block-list';

export interface CmsState<T> {
  data: T | undefined;
  isLoading: boolean;
  /** The load failed: unless silent, the §8 toast "Le message {name} n'a pas pu être chargé." has been shown. */
  isError: boolean;
  error: unknown;
}

interface CmsOptions {
  enabled?: boolean;
  /** No toast on failure (the caller shows its own message, e.g. "Page inconnue"). */
  silent?: boolean;
  /** A client may have no such block list: its absence (404) is no failure (e.g. the footer). */
  optional?: boolean;
}

/** A whole CMS block list by name (e.g. Login_Footer, Popups). */
export function useCmsBlockList(name: string, options: CmsOptions = {}): CmsState<CmsBlockList> {
  const query = useCmsBlockListQuery(name, {
    enabled: options.enabled,
    toastName: options.silent ? undefined : name,
    optional: options.optional,
  });
  return { data: query.data, isLoading: query.isLoading, isError: query.isError, error: query.error };
}

/** One CMS block of a list (e.g. Pages_Statiques / cgu, Display_Email / verification-email). */
export function useCmsItem(name: string, itemName: string, options: CmsOptions = {}): CmsState<CmsItem> {
  const query = useCmsItemQuery(name, itemName, {
    enabled: options.enabled,
    toastName: options.silent ? undefined : itemName,
  });
  return { data: query.data, isLoading: query.isLoading, isError: query.isError, error: query.error };
}
