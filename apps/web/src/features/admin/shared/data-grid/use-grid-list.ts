import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GridPage } from '@portail/shared/admin/grid';
import { buildUrl } from '@/lib/api-client';
import { type ResourceDefinition, resourceQueryOptions, resourceUrl } from '@/lib/resources';
import type { GridState } from './data-grid';
import type { Criteria } from './grid-filters';
import { useGridSearch } from './use-grid-search';

type ListSearch = { page: number; pageSize: number; sort: string; order: 'asc' | 'desc' } & Record<string, unknown>;

/**
 * A back-office list on the one grid: the search lives in the address (read through the list
 * route's schema), the page comes from the server, the CSV link carries the same criteria.
 */
export function useGridList<Row, N extends string>(
  resource: ResourceDefinition,
  schema: z.ZodType<ListSearch>,
  filterNames: readonly N[],
) {
  const { search, update } = useGridSearch(schema);
  const value = (name: N) => (search[name] === undefined || search[name] === null ? '' : String(search[name]));
  const criteria = Object.fromEntries(filterNames.map((name) => [name, value(name)])) as Criteria<N>;
  const given = Object.fromEntries(filterNames.flatMap((name) => (value(name) ? [[name, value(name)]] : [])));
  const state: GridState = { page: search.page, pageSize: search.pageSize, sort: search.sort, order: search.order };
  const params = { ...given, ...state };
  const query = useQuery({
    ...resourceQueryOptions<GridPage<Row>>(resource, params),
    placeholderData: keepPreviousData,
  });
  const { page: _page, pageSize: _pageSize, ...exportParams } = params;
  return {
    criteria,
    state,
    query,
    /** New criteria start again at page 1. */
    searchBy: (next: Criteria<N>) => update({ ...next, page: 1 }),
    onStateChange: (next: Partial<GridState>) => update(next),
    exportUrl: buildUrl(resourceUrl(resource, 'export'), exportParams),
  };
}
