import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  audienceRegleSchema,
  type Audience,
  type AudienceApercu,
  type AudienceChoix,
  type AudienceCompte,
  type AudienceInput,
  type AudienceRegle,
} from '@portail/shared/admin/audiences';
import { apiJson } from '@/lib/api-client';
import { resourceKeyRoot } from '@/lib/resources';

/* The back office's audiences (issue 15): one file for its calls, the cache under one key. */

const key = [resourceKeyRoot, 'audiences'] as const;
const meta = { resourceLabel: 'Audiences' };

export function useAudience(id: number | undefined) {
  return useQuery({
    queryKey: [...key, id],
    queryFn: ({ signal }) => apiJson<Audience>(`/api/admin/audiences/${id}`, { signal }),
    enabled: id !== undefined,
    meta,
  });
}

export function useAudienceChoix() {
  return useQuery({
    queryKey: [...key, 'choix'],
    queryFn: ({ signal }) => apiJson<AudienceChoix>('/api/admin/audiences/choix', { signal }),
    staleTime: 300_000,
    meta,
  });
}

/** Every audience of the client, by name, for the notification's choice. */
export function useAudiencesList() {
  return useQuery({
    queryKey: [...key, 'toutes'],
    queryFn: ({ signal }) =>
      apiJson<{ rows: { id: number; nom: string }[] }>('/api/admin/audiences', {
        params: { pageSize: 100, sort: 'nom' },
        signal,
      }),
    meta,
  });
}

/** The rule once it stopped changing for `delayMs`: the live count asks the server at that pace. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The live count of a rule, even unsaved; nothing asked while it is incomplete. */
export function useAudienceCount(regle: AudienceRegle | undefined, delayMs = 400) {
  const settled = useSettled(regle, delayMs);
  const valid = settled !== undefined && audienceRegleSchema.safeParse(settled).success;
  const query = useQuery({
    queryKey: [...key, 'compte', settled],
    queryFn: ({ signal }) =>
      apiJson<AudienceCompte>('/api/admin/audiences/compter', { method: 'POST', body: { regle: settled }, signal }),
    enabled: valid,
    staleTime: 30_000,
    // Said in the status region, not by a toast.
    meta: {},
  });
  return { ...query, valid, pending: settled !== regle || (valid && query.isFetching) };
}

export function useAudiencePreview() {
  return useMutation({
    mutationFn: (regle: AudienceRegle) =>
      apiJson<AudienceApercu>('/api/admin/audiences/apercu', { method: 'POST', body: { regle } }),
  });
}

export function useSaveAudience(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AudienceInput) =>
      apiJson<Audience>(id === undefined ? '/api/admin/audiences' : `/api/admin/audiences/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [resourceKeyRoot] }),
  });
}

export function useDeleteAudience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<unknown>(`/api/admin/audiences/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [resourceKeyRoot] }),
  });
}
