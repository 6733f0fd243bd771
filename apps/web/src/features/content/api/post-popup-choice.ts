import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CmsPopupChoiceBody, CmsPopups } from '@portail/shared/cms';
import { apiFetch } from '@/lib/api-client';
import { memberPopupsQueryKey } from './get-member-popups';

/**
 * POST /api/cms/popups/ne-plus-afficher {id}: this account sets the popup aside, on every device
 * (for good if single display, else 365 days). Sent again, it is only renewed.
 */
async function postPopupChoice(body: CmsPopupChoiceBody): Promise<void> {
  await apiFetch('/api/cms/popups/ne-plus-afficher', { method: 'POST', body });
}

/** Silent, as a window seen is: the popup is closed either way, and comes back next visit if it failed. */
export function usePostPopupChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPopupChoice,
    onSuccess: (_, { id }) =>
      queryClient.setQueryData<CmsPopups>(memberPopupsQueryKey, (popups) =>
        popups ? { items: popups.items.filter((item) => item.id !== id) } : popups,
      ),
  });
}
