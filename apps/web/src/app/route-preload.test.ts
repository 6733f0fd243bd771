import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubFetch } from '@/test/http';
import { preloadScreen } from './route-preload';

describe('préchargement de l’écran ouvert', () => {
  it('une page statique : son texte est demandé avec son code, sous la clé de sa requête', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ name: 'mentions-legales', title: 'Mentions légales', content: '<p>x</p>' }),
    );
    const queryClient = createQueryClient();
    await preloadScreen('/page/mentions-legales', queryClient);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/cms/blocklists?name=Pages_Statiques&itemName=mentions-legales',
    );
    expect(queryClient.getQueryData(['cms', 'Pages_Statiques', 'mentions-legales'])).toMatchObject({
      title: 'Mentions légales',
    });
  });

  it('un lien mal encodé ne bloque pas l’application : la promesse se résout, la page dira « Page inconnue »', async () => {
    stubFetch();
    await expect(preloadScreen('/page/mentions-l%E9gales', createQueryClient())).resolves.toBeUndefined();
  });

  it('un écran sans préchargement se résout aussitôt', async () => {
    const fetchMock = stubFetch();
    await expect(preloadScreen('/register', createQueryClient())).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
