import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DemandeDetail, DemandeListQuery, DemandeListResponse, DemandeReplyInput } from '@portail/shared/demandes';
import type { FormPersonnesResponse, FormResponse } from '@portail/shared/forms/catalogue';
import type { FormType } from '@portail/shared/forms/form-rules';
import { apiJson } from '@/lib/api-client';
import { apiBlob, type DownloadedFile } from '@/lib/api-blob';
import { defineResource, resourceKeyRoot, resourceQueryOptions, writeResource } from '@/lib/resources';

const demandesResource = defineResource({ route: 'demandes', front: true, label: 'Mes demandes' });
const personnesResource = defineResource({ route: 'forms/personnes', front: true, label: 'Personnes du contrat' });

export type DemandeFilters = Omit<DemandeListQuery, 'apres' | 'limite'>;

/** « Mes demandes », newest first, page after page (keyset cursor). */
export function useDemandes(filters: DemandeFilters, limite = 20) {
  return useInfiniteQuery({
    queryKey: [resourceKeyRoot, demandesResource.route, 'liste', filters, limite],
    queryFn: ({ pageParam, signal }) =>
      apiJson<DemandeListResponse>('/api/demandes', {
        params: { ...filters, limite, apres: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.suivant,
    staleTime: 0,
    meta: { resourceLabel: demandesResource.label },
  });
}

export function useDemande(numero: string) {
  return useQuery({
    queryKey: [resourceKeyRoot, demandesResource.route, 'detail', numero],
    queryFn: ({ signal }) => apiJson<DemandeDetail>(`/api/demandes/${encodeURIComponent(numero)}`, { signal }),
    staleTime: 0,
    meta: { resourceLabel: demandesResource.label },
  });
}

/** Who the member may make a request for on the current contract (the cache is per contract, §4). */
export function useFormPersonnes() {
  return useQuery(resourceQueryOptions<FormPersonnesResponse>(personnesResource));
}

export function useSubmitForm(type: FormType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      writeResource<FormResponse>(queryClient, defineResource({ route: `forms/${type}`, front: true, label: type }), {
        action: 'form',
        body,
      }),
  });
}

export function useReplyDemande(numero: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DemandeReplyInput) => {
      await apiJson(`/api/demandes/${encodeURIComponent(numero)}/messages`, { method: 'POST', body });
      await queryClient.invalidateQueries({ queryKey: [resourceKeyRoot, demandesResource.route] });
    },
  });
}

export function pieceUrl(numero: string, remoteName: string, action: 'export' | 'visionneuse'): string {
  return `/api/demandes/${encodeURIComponent(numero)}/pieces/${encodeURIComponent(remoteName)}/${action}`;
}

export function downloadPiece(numero: string, remoteName: string): Promise<DownloadedFile> {
  return apiBlob(pieceUrl(numero, remoteName, 'export'));
}
