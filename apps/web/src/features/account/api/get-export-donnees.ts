import { useQuery } from '@tanstack/react-query';
import type { ExportDonneesEtat } from '@portail/shared/export-donnees';
import { apiJson } from '@/lib/api-client';
import { resourceKeyRoot } from '@/lib/resources';

export const exportDonneesUrl = '/api/adherent/donnees/export';
export const exportDonneesQueryKey = [resourceKeyRoot, 'export-donnees'] as const;

/** While the archive is prepared, asks again every 5 s (only while the page is shown). */
const pollMs = 5_000;

/** GET /api/adherent/donnees/export: the state of my latest archive (decision 052). */
export function useExportDonnees() {
  return useQuery({
    queryKey: exportDonneesQueryKey,
    queryFn: ({ signal }) => apiJson<ExportDonneesEtat>(exportDonneesUrl, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.statut === 'en_preparation' ? pollMs : false),
    meta: { resourceLabel: 'Télécharger mes données' },
  });
}
