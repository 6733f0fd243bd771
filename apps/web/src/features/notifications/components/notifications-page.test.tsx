import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MesNotificationsPage } from '@portail/shared/notifications';
import { ToastList } from '@/components/ui/toast-list';
import { clearToasts } from '@/lib/toasts';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { NotificationsPage } from './notifications-page';

const page: MesNotificationsPage = {
  rows: [
    {
      id: 7,
      titre: 'Votre carte de tiers payant',
      contenu: '<p>Elle est disponible.</p>',
      lien: null,
      lienLibelle: null,
      recueLe: '2026-11-20T09:00:00Z',
      lue: false,
    },
  ],
  total: 1,
  nonLues: 1,
  page: 1,
  pageSize: 10,
};

function renderPage(markAnswer: () => Response) {
  stubFetch((url) => {
    if (url.startsWith('/api/notifications?')) return jsonResponse(page);
    if (url === '/api/notifications/7/lue' || url === '/api/notifications/tout-lu') return markAnswer();
    return jsonResponse({}, 404);
  });
  renderRoutes({
    routes: [
      {
        path: '/notifications',
        element: (
          <>
            <NotificationsPage />
            <ToastList defaultDelayMs={60_000} />
          </>
        ),
      },
    ],
    path: '/notifications',
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  clearToasts();
});

describe('« Mes notifications » : les toasts du §8 des mises à jour génériques (décision 036)', () => {
  it('marquer comme lue : « Demande réalisée »', async () => {
    renderPage(() => jsonResponse({ nonLues: 0 }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Marquer « Votre carte de tiers payant » comme lue' }),
    );
    expect(await screen.findByText('Demande réalisée')).toBeInTheDocument();
  });

  it('tout marquer comme lu en échec : « Un problème est survenu »', async () => {
    renderPage(() => jsonResponse({ code: 'ERREUR', message: 'Panne' }, 500));
    await screen.findByText('Votre carte de tiers payant');
    await userEvent.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    expect(await screen.findByText('Un problème est survenu')).toBeInTheDocument();
  });
});
