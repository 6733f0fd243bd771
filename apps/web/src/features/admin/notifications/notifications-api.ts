import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationInput } from '@portail/shared/admin/notifications';
import { apiJson } from '@/lib/api-client';
import { resourceKeyRoot } from '@/lib/resources';

/* The back office's notifications (issue 15): read one, save a draft, send, schedule, cancel. */

const key = [resourceKeyRoot, 'notifications-admin'] as const;

/** One notification; while it leaves, its figures are asked again every few seconds. */
export function useNotification(id: number | undefined) {
  return useQuery({
    queryKey: [...key, id],
    queryFn: ({ signal }) => apiJson<Notification>(`/api/admin/notifications/${id}`, { signal }),
    enabled: id !== undefined,
    refetchInterval: (query) =>
      query.state.data?.statut === 'en_cours' || query.state.data?.statut === 'programmee' ? 3_000 : false,
    meta: { resourceLabel: 'Notifications' },
  });
}

export function useSaveNotification(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationInput) =>
      apiJson<Notification>(id === undefined ? '/api/admin/notifications' : `/api/admin/notifications/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [resourceKeyRoot] }),
  });
}

/** `envoyer`, `programmer` (with { le }) or `annuler`. */
export function useNotificationAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: 'envoyer' | 'programmer' | 'annuler'; body?: unknown }) =>
      apiJson<Notification>(`/api/admin/notifications/${id}/${action}`, { method: 'POST', body }),
    onSuccess: (notification) => {
      queryClient.setQueryData([...key, id], notification);
      void queryClient.invalidateQueries({ queryKey: [resourceKeyRoot] });
    },
  });
}
