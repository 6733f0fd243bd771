import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EditionReleve,
  PaiementDetail,
  PrestationsAnnee,
  RemboursementDetail,
  RemboursementFiltres,
  RemboursementListResponse,
  RemboursementOptions,
} from '@portail/shared/remboursements';
import type { ExportFormat } from '@portail/shared/export-format';
import { apiJson } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toasts';
import type { DownloadedFile } from '@/lib/api-blob';
import { defineResource, downloadResource, resourceKeyRoot, writeResource } from '@/lib/resources';
import { profilQueryKey } from './profil';

/* §7 v1/adherent/remboursements and v2/adherent/prestations: one file for the section's calls, their
   cache keys side by side (a line opened or « tout vu » refreshes the list's « nouveau » marks). */

const remboursementsResource = defineResource({
  route: 'v1/adherent/remboursements',
  front: true,
  label: 'Mes remboursements',
});
const key = [resourceKeyRoot, remboursementsResource.route] as const;
const base = '/api/v1/adherent/remboursements';
const meta = { resourceLabel: remboursementsResource.label };

/** Filters without empty values: the cache key and the query string stay the same for the same filter. */
function clean(filtres: RemboursementFiltres): RemboursementFiltres {
  return Object.fromEntries(
    Object.entries(filtres).filter(([, v]) => v !== undefined && v !== ''),
  ) as RemboursementFiltres;
}

export function useRemboursements(filtres: RemboursementFiltres, limite = 30) {
  const params = clean(filtres);
  return useInfiniteQuery({
    queryKey: [...key, 'liste', params, limite],
    queryFn: ({ pageParam, signal }) =>
      apiJson<RemboursementListResponse>(base, {
        params: { ...params, limite, apres: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.suivant,
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta,
  });
}

export function useRemboursementOptions() {
  return useQuery({
    queryKey: [...key, 'options'],
    queryFn: ({ signal }) => apiJson<RemboursementOptions>(`${base}/options`, { signal }),
    staleTime: 0,
    meta,
  });
}

export function useRemboursement(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...key, 'ligne', id],
    queryFn: async ({ signal }) => {
      const detail = await apiJson<RemboursementDetail>(`${base}/${encodeURIComponent(id)}`, { signal });
      // Opening a line marks it seen: the list and the home card drop its « nouveau ».
      void queryClient.invalidateQueries({ queryKey: [...key, 'liste'] });
      void queryClient.invalidateQueries({ queryKey: [...key, 'options'] });
      return detail;
    },
    staleTime: 0,
    meta,
  });
}

export function usePaiement(reference: string) {
  return useQuery({
    queryKey: [...key, 'paiement', reference],
    queryFn: ({ signal }) => apiJson<PaiementDetail>(`${base}/paiements/${encodeURIComponent(reference)}`, { signal }),
    staleTime: 0,
    meta,
  });
}

export function usePrestationsAnnee(annee: number | null, beneficiaire?: string) {
  return useQuery({
    queryKey: [...key, 'annee', annee, beneficiaire ?? null],
    queryFn: ({ signal }) =>
      apiJson<PrestationsAnnee>('/api/v2/adherent/prestations', { params: { annee, beneficiaire }, signal }),
    enabled: annee !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta,
  });
}

/** A refused write is said (the server's French message): a switch that silently springs back says nothing. */
function toastWriteFailure(error: unknown) {
  showToast({ type: 'danger', text: errorMessage(error) });
}

export function useMarquerVus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ vus: number }>(`${base}/vus`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    onError: toastWriteFailure,
  });
}

const alertesResource = defineResource({
  route: 'v1/adherent/remboursements/alertes',
  front: true,
  label: 'Alerte de remboursement',
});

/** POST {route} (update): the opt-in e-mail at each new payment. */
export function useAlerteRemboursement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nouveauPaiement: boolean) =>
      writeResource<{ nouveauPaiement: boolean; message: string }>(queryClient, alertesResource, {
        action: 'update',
        body: { nouveauPaiement },
        clearCache: false,
      }),
    onError: toastWriteFailure,
    // « Mes préférences » shows the same switch (one alert, decision 026): both are read again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...key, 'options'] }),
        queryClient.invalidateQueries({ queryKey: profilQueryKey }),
      ]),
  });
}

/** The filtered lines as CSV (for another program) or as a typed Excel workbook (decision 041). */
export function downloadRemboursementsExport(
  filtres: RemboursementFiltres,
  format: ExportFormat = 'csv',
): Promise<DownloadedFile> {
  return downloadResource(remboursementsResource, { action: 'export', params: { ...clean(filtres), format } });
}

export function downloadReleve(params: {
  edition: EditionReleve;
  du: string;
  au: string;
  beneficiaire?: string | undefined;
}): Promise<DownloadedFile> {
  return downloadResource(remboursementsResource, { action: 'print', params: clean(params) });
}
