import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CmsPopups } from '@portail/shared/cms';
import { apiJson } from '@/lib/api-client';

export const memberPopupsQueryKey = ['cms/popups'] as const;

/** GET /api/cms/popups: the popups of the member area, less those this account set aside (on any device). */
function fetchMemberPopups(signal?: AbortSignal): Promise<CmsPopups> {
  return apiJson('/api/cms/popups', { signal });
}

function memberPopupsQueryOptions() {
  return queryOptions({
    queryKey: memberPopupsQueryKey,
    queryFn: ({ signal }) => fetchMemberPopups(signal),
    // Asked at each arrival on the home: a choice made on another device counts at once.
    staleTime: 0,
    retry: false,
    // No label: a failure stays silent (a popup is not worth a toast).
    meta: {},
  });
}

export function useMemberPopups(enabled: boolean) {
  return useQuery({ ...memberPopupsQueryOptions(), enabled });
}
