import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { jsonResponse, stubFetch } from '@/test/http';
import { messages } from '@portail/shared/messages';
import {
  defineResource,
  downloadResource,
  READ_CACHE_MS,
  resourceQueryOptions,
  resourceUrl,
  writeResource,
} from './resources';
import { browserLocation } from './browser-location';
import { useToasts } from './toasts';

const adresse = defineResource({ route: 'forms/adresse', front: false, label: 'Adresse' });
const prestations = defineResource({ route: 'v2/adherent/prestations', front: true, label: 'Prestations' });

describe('adresse des ressources (§6, §7)', () => {
  it("préfixe /api/admin une ressource qui n'est pas une route front", () => {
    expect(resourceUrl(adresse)).toBe('/api/admin/forms/adresse');
    expect(resourceUrl(adresse, 'form')).toBe('/api/admin/forms/adresse/form');
  });

  it('appelle /api/{route} pour une ressource front', () => {
    expect(resourceUrl(prestations)).toBe('/api/v2/adherent/prestations');
  });
});

describe('cache des lectures (§9 : 5 minutes)', () => {
  it('met en cache 5 minutes par route et paramètres', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = stubFetch(() => jsonResponse({ lignes: [] }));
    const queryClient = createTestQueryClient();

    await queryClient.fetchQuery(resourceQueryOptions(prestations, { annee: 2024 }));
    await queryClient.fetchQuery(resourceQueryOptions(prestations, { annee: 2024 }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await queryClient.fetchQuery(resourceQueryOptions(prestations, { annee: 2023 }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/v2/adherent/prestations?annee=2023');

    vi.setSystemTime(Date.now() + READ_CACHE_MS - 1000);
    await queryClient.fetchQuery(resourceQueryOptions(prestations, { annee: 2024 }));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    vi.setSystemTime(Date.now() + 2000);
    await queryClient.fetchQuery(resourceQueryOptions(prestations, { annee: 2024 }));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('une écriture vide le cache des lectures', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }));
    const queryClient = createTestQueryClient();
    await queryClient.fetchQuery(resourceQueryOptions(prestations));
    await writeResource(queryClient, adresse, { action: 'form', body: { localite: 'Lyon' } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/admin/forms/adresse/form');
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('POST');

    await queryClient.fetchQuery(resourceQueryOptions(prestations));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('POST {route} pour une mise à jour, POST {route}/vel pour vel', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const queryClient = createTestQueryClient();
    await writeResource(queryClient, adresse, { action: 'update', body: {} });
    await writeResource(queryClient, adresse, { action: 'vel', body: {} });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/admin/forms/adresse', '/api/admin/forms/adresse/vel']);
  });
});

describe('téléchargements', () => {
  it('exporte en blob avec le nom de fichier de content-disposition', async () => {
    const fetchMock = stubFetch(
      () => new Response('csv', { headers: { 'content-disposition': 'attachment; filename="export.csv"' } }),
    );
    const file = await downloadResource(prestations, { action: 'export', params: { annee: 2024 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v2/adherent/prestations/export?annee=2024');
    expect(file.filename).toBe('export.csv');
  });
});

describe("échec d'une lecture (§8)", () => {
  it("affiche un toast danger 'Le chargement d'une source de données à échoué', le libellé et le message", async () => {
    stubFetch(() => jsonResponse({ message: 'Base indisponible', code: 'DB' }, 500));
    const queryClient = createTestQueryClient();
    await queryClient.fetchQuery(resourceQueryOptions(prestations)).catch(() => undefined);
    const { result } = renderHook(() => useToasts());
    expect(result.current).toEqual([
      expect.objectContaining({
        type: 'danger',
        text: messages.dataSourceLoadFailed,
        details: ['Prestations', 'Base indisponible'],
      }),
    ]);
  });

  it("pas de toast pour un 503 : la page d'erreur du client prend le relais", async () => {
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubFetch(() => jsonResponse({ message: 'Service momentanément indisponible' }, 503));
    const queryClient = createTestQueryClient();
    await queryClient.fetchQuery(resourceQueryOptions(prestations)).catch(() => undefined);
    const { result } = renderHook(() => useToasts());
    expect(result.current).toEqual([]);
  });
});
