import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReseauSoinsService } from '@portail/shared/reseaux-soins';
import { ToastList } from '@/components/ui/toast-list';
import { clearToasts } from '@/lib/toasts';
import { userFixture } from '@/test/fixtures';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { CareNetworksLauncher } from './care-networks-launcher';

const optique: ReseauSoinsService = {
  reseau: 'optique',
  libelle: 'Réseau Optique Plus',
  url: 'https://optique.partenaire.example/entree?source=portail',
  numOmc: null,
  icon: null,
  imageId: 3,
  imageForm: 'covers',
  description: 'Lunettes et lentilles à tarifs négociés.',
  order: 1,
};

function renderLauncher(scToken: () => Response) {
  const fetchMock = stubFetch((url) => {
    if (url.startsWith('/api/referentiel/reseau-soins')) return jsonResponse({ services: [optique] });
    if (url.startsWith('/api/identity/sctoken/create')) return scToken();
    return jsonResponse({});
  });
  renderRoutes({
    routes: [
      {
        path: '/',
        element: (
          <>
            <CareNetworksLauncher />
            <ToastList defaultDelayMs={5000} />
          </>
        ),
      },
    ],
    user: userFixture(),
  });
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

// The modal's code is fetched when the member opens it: here, once before the tests, so that a
// first transform of its modules does not count against the waits below.
beforeAll(async () => {
  await import('./care-networks-dialog');
});

describe('« Services externes » (§2, §7 réseaux de soins)', () => {
  it('ne charge les partenaires qu’à l’ouverture ; une carte ouvre le partenaire avec un scTokenId neuf, sans window.opener', async () => {
    const tab = { opener: window as Window | null, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fetchMock = renderLauncher(() => jsonResponse({ scTokenId: 'jeton-a-usage-unique-0123456789' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Services externes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Services externes' });
    expect(within(dialog).getByText('Lunettes et lentilles à tarifs négociés.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accéder au service Réseau Optique Plus' }));

    await vi.waitFor(() =>
      expect(tab.location.href).toBe(
        'https://optique.partenaire.example/entree?source=portail&scTokenId=jeton-a-usage-unique-0123456789',
      ),
    );
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    const post = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/identity/sctoken/create'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ reseau: 'optique' });
  });

  it('un jeton refusé ferme l’onglet ouvert et le dit dans une notification', async () => {
    const tab = { opener: null, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderLauncher(() => jsonResponse({ message: 'Ce service n’est pas proposé par votre mutuelle.' }, 400));
    await userEvent.click(screen.getByRole('button', { name: 'Services externes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Services externes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accéder au service Réseau Optique Plus' }));
    expect(await screen.findByText('Ce service n’est pas proposé par votre mutuelle.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
  });
});
