import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastList } from '@/components/ui/toast-list';
import { clearToasts } from '@/lib/toasts';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { CmsBlock } from './cms-block';

const item = {
  id: 1,
  name: 'verification-email',
  title: 'Vérifiez votre boîte',
  content:
    '<p>Voir <a href="https://www.ameli.fr/assure">ameli</a> ou <a href="#/page/cgu">les CGU</a>.</p><img src=x onerror="window.__xss=1">',
  blockListId: 1,
  isSingleDisplay: false,
  hasCookieOption: false,
  order: 0,
};

function renderBlock() {
  return renderRoutes({
    routes: [
      {
        path: '/',
        element: (
          <>
            <CmsBlock name="Display_Email" itemName="verification-email" titleLevel={2} />
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

describe('bloc CMS', () => {
  it('affiche le titre et le contenu nettoyé du bloc demandé', async () => {
    const fetchMock = stubFetch(() => jsonResponse(item));
    renderBlock();
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre boîte' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/cms/blocklists?name=Display_Email&itemName=verification-email',
    );
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'les CGU' })).toHaveAttribute('href', '#/page/cgu');
  });

  it('ouvre un lien vers un site externe dans la fenêtre intégrée', async () => {
    stubFetch(() => jsonResponse(item));
    renderBlock();
    await userEvent.click(await screen.findByRole('link', { name: 'ameli' }));
    const dialog = await screen.findByRole('dialog', { name: 'ameli' }, { timeout: 5000 });
    expect(within(dialog).getByTitle('Contenu externe : ameli')).toHaveAttribute('src', 'https://www.ameli.fr/assure');
  });

  it("annonce « Le message … n'a pas pu être chargé. » quand le bloc manque", async () => {
    stubFetch(() => jsonResponse({ message: 'introuvable' }, 404));
    renderBlock();
    await waitFor(() =>
      expect(screen.getByText("Le message verification-email n'a pas pu être chargé.")).toBeInTheDocument(),
    );
  });
});
