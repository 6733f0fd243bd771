import { describe, expect, it } from 'vitest';
import { pageBootstrapElementId, serializePageBootstrap } from '@portail/shared/page-bootstrap';
import { clientConfigQueryKey } from '@/lib/api/get-client-config';
import { currentUserQueryKey, type SignedInUser } from '@/lib/api/get-current-user';
import { createQueryClient } from '@/lib/query-client';
import { clientConfigFixture, userFixture } from '@/test/fixtures';
import { jsonResponse, stubFetch } from '@/test/http';
import { loadStartupData, readPageBootstrap } from './startup-data';

function pageWith(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = pageBootstrapElementId;
    script.textContent = block;
    doc.body.append(script);
  }
  return doc;
}

describe('données de démarrage', () => {
  it('écrites dans la page : la configuration et l’utilisateur sont là sans aucune requête', () => {
    const fetchMock = stubFetch();
    const user = userFixture();
    const doc = pageWith(
      serializePageBootstrap({ clientConfig: clientConfigFixture(), session: { authenticated: true, user } }),
    );
    const queryClient = createQueryClient();
    loadStartupData(queryClient, doc);
    expect(queryClient.getQueryData(clientConfigQueryKey)).toEqual(clientConfigFixture());
    expect(queryClient.getQueryData<SignedInUser | null>(currentUserQueryKey)?.user).toEqual(user);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('absentes ou illisibles : demandées à l’API avant le premier rendu', async () => {
    expect(readPageBootstrap(pageWith('{pas du json'))).toBeNull();
    expect(readPageBootstrap(pageWith('{"session":{"authenticated":false}}'))).toBeNull();
    const fetchMock = stubFetch((url) =>
      jsonResponse(url === '/api/clients/current' ? clientConfigFixture() : { authenticated: false }),
    );
    const queryClient = createQueryClient();
    loadStartupData(queryClient, pageWith(null));
    await expect.poll(() => queryClient.getQueryData(clientConfigQueryKey)).toEqual(clientConfigFixture());
    await expect.poll(() => queryClient.getQueryState(currentUserQueryKey)?.status).toBe('success');
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      '/api/clients/current',
      '/api/identity/session',
    ]);
  });
});
