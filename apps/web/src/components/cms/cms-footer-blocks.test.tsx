import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastList } from '@/components/ui/toast-list';
import { clearToasts } from '@/lib/toasts';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { CmsFooterBlocks } from './cms-footer-blocks';

function renderFooter() {
  return renderRoutes({
    routes: [
      {
        path: '/',
        element: (
          <>
            <CmsFooterBlocks />
            <ToastList defaultDelayMs={5000} />
          </>
        ),
      },
    ],
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('pied de page CMS (Login_Footer)', () => {
  it('affiche chaque bloc sous son titre', async () => {
    stubFetch(() =>
      jsonResponse({
        id: 1,
        name: 'Login_Footer',
        items: [
          {
            id: 2,
            name: 'liens-utiles',
            title: 'Informations',
            content: '<ul><li><a href="#/page/cgu">CGU</a></li></ul>',
            blockListId: 1,
            isSingleDisplay: false,
            hasCookieOption: false,
            order: 0,
          },
        ],
      }),
    );
    renderFooter();
    expect(await screen.findByRole('heading', { level: 2, name: 'Informations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CGU' })).toHaveAttribute('href', '#/page/cgu');
  });

  it('un client sans bloc de pied de page (404) s’affiche sans toast d’erreur', async () => {
    const fetch = stubFetch(() =>
      jsonResponse(
        { message: "Le message Login_Footer n'a pas pu être chargé.", code: 'CMS_BLOCKLIST_NOT_FOUND' },
        404,
      ),
    );
    renderFooter();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('une vraie panne du chargement garde le toast du §8', async () => {
    stubFetch(() => jsonResponse({}, 500));
    renderFooter();
    expect(await screen.findByRole('alert')).toHaveTextContent("Le message Login_Footer n'a pas pu être chargé.");
  });
});
