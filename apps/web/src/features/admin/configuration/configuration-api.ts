import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfigurationSection } from '@portail/shared/admin/configuration';
import type { ConfigurationClient, ContratFonctionnalites } from '@portail/shared/admin/configuration-api';
import type { ConfigurationImageKind } from '@portail/shared/admin/configuration-images';
import { apiJson } from '@/lib/api-client';
import { clientConfigQueryKey } from '@/lib/api/get-client-config';

/* /api/admin/configuration: the client's configuration, saved a tab at a time from the version read. */

export const configurationQueryKey = ['admin', 'configuration'] as const;

export function useConfiguration() {
  return useQuery({
    queryKey: configurationQueryKey,
    queryFn: ({ signal }) => apiJson<ConfigurationClient>('/api/admin/configuration', { signal }),
    meta: { resourceLabel: 'Configuration du client' },
  });
}

export function saveSection(section: ConfigurationSection, values: object, version: number) {
  return apiJson<ConfigurationClient>(`/api/admin/configuration/${section}`, {
    method: 'PUT',
    body: { ...values, version },
  });
}

export function sendImage(kind: ConfigurationImageKind, file: File, version: number) {
  const form = new FormData();
  form.append('fichier', file, file.name);
  return apiJson<ConfigurationClient>(`/api/admin/configuration/images/${kind}`, {
    method: 'POST',
    params: { version },
    body: form,
  });
}

export function removeBackground(version: number) {
  return apiJson<ConfigurationClient>('/api/admin/configuration/images/fond', {
    method: 'DELETE',
    params: { version },
  });
}

export function fetchContrat(numero: string) {
  return apiJson<ContratFonctionnalites>(`/api/admin/configuration/contrats/${encodeURIComponent(numero)}`);
}

export function saveContrat(numero: string, body: { version: string; backOffice: Record<string, boolean> }) {
  return apiJson<ContratFonctionnalites>(`/api/admin/configuration/contrats/${encodeURIComponent(numero)}`, {
    method: 'PUT',
    body,
  });
}

/** After a save: the answer is the configuration now; the portal's own (header logo, colours) is read again. */
export function useApplySaved() {
  const queryClient = useQueryClient();
  return (next: ConfigurationClient) => {
    queryClient.setQueryData(configurationQueryKey, next);
    void queryClient.invalidateQueries({ queryKey: clientConfigQueryKey });
  };
}
