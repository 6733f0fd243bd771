import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MesNotificationsPage, notificationPopupSchema } from '@portail/shared/notifications';
import type { z } from 'zod';
import { messages } from '@portail/shared/messages';
import { apiJson } from '@/lib/api-client';
import { showToast } from '@/lib/toasts';
import { resourceKeyRoot } from '@/lib/resources';

/* « Mes notifications » (issue 15): the list, the bell's count, reading; one cache key for all. */

const key = [resourceKeyRoot, 'notifications'] as const;
const meta = { resourceLabel: 'Mes notifications' };
const pageSize = 10;

/** The bell's count: asked again when the member comes back to the tab, and each minute. */
export function useNonLues() {
  return useQuery({
    queryKey: [...key, 'non-lues'],
    queryFn: ({ signal }) => apiJson<{ nonLues: number }>('/api/notifications/non-lues', { signal }),
    staleTime: 0,
    refetchInterval: 60_000,
    // No label: a failure stays silent (the bell and the window are not worth a toast).
    meta: {},
  });
}

export function useMesNotifications() {
  return useInfiniteQuery({
    queryKey: [...key, 'liste'],
    queryFn: ({ pageParam, signal }) =>
      apiJson<MesNotificationsPage>('/api/notifications', { params: { page: pageParam, pageSize }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: 0,
    meta,
  });
}

export function useNotificationPopup(enabled: boolean) {
  return useQuery({
    queryKey: [...key, 'fenetre'],
    queryFn: ({ signal }) => apiJson<z.infer<typeof notificationPopupSchema>>('/api/notifications/fenetre', { signal }),
    enabled,
    staleTime: Infinity,
    // No label: a failure stays silent (the bell and the window are not worth a toast).
    meta: {},
  });
}

/** Marks one read (`/lue`), all read (`tout-lu`) or a window seen (`/fenetre-vue`); the list and the bell follow. */
export function useMarkNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (path: string) => apiJson<{ nonLues: number }>(`/api/notifications/${path}`, { method: 'POST' }),
    onSuccess: ({ nonLues }) => {
      queryClient.setQueryData([...key, 'non-lues'], { nonLues });
      void queryClient.invalidateQueries({ queryKey: [...key, 'liste'] });
    },
  });
}

/**
 * What the member asked himself (a mark as read): a generic update, so §8's 'Demande réalisée' or
 * 'Un problème est survenu' (decision 036). A window seen is marked without a word.
 */
export const announcedUpdate = {
  onSuccess: () => showToast({ type: 'success', text: messages.updateDone }),
  onError: () => showToast({ type: 'danger', text: messages.updateFailed }),
} as const;
