import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastList } from '@/components/ui/toast-list';
import { clearToasts } from '@/lib/toasts';
import { jsonResponse, stubFetch } from '@/test/http';
import { userFixture } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { ConsentGate } from './consent-gate';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
  window.sessionStorage.clear();
});

describe('fenêtre des consentements après la connexion (§2, §4)', () => {
  it('envoie chaque réponse, la retire de la liste et se ferme quand la liste est vide', async () => {
    let pending = [
      { nom: 'newsletter', libelle: 'Recevoir la lettre' },
      { nom: 'enquetes', libelle: 'Répondre aux enquêtes' },
    ];
    const fetchMock = stubFetch((url, init) => {
      if (init.method === 'POST') {
        const { nomConsentement } = JSON.parse(String(init.body)) as { nomConsentement: string };
        pending = pending.filter((c) => c.nom !== nomConsentement);
        return jsonResponse({ message: 'Nous avons bien pris en compte votre consentement.' });
      }
      return jsonResponse({ consentements: pending });
    });
    const onDone = vi.fn();
    renderRoutes({
      routes: [
        {
          path: '/',
          element: (
            <>
              <ConsentGate onDone={onDone} />
              <ToastList defaultDelayMs={5000} />
            </>
          ),
        },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Vos consentements' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accepter : Recevoir la lettre' }));
    expect(await screen.findByText('Nous avons bien pris en compte votre consentement.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Recevoir la lettre')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser : Répondre aux enquêtes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const posts = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(posts).toEqual([
      { nomConsentement: 'newsletter', isAccepted: true },
      { nomConsentement: 'enquetes', isAccepted: false },
    ]);
  });

  it('sans consentement en attente, passe directement à la suite', async () => {
    stubFetch(() => jsonResponse({ consentements: [] }));
    const onDone = vi.fn();
    renderRoutes({ routes: [{ path: '/', element: <ConsentGate onDone={onDone} /> }] });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fermée avant la fin, elle attend la prochaine visite de cet utilisateur, pas celle d’un autre utilisateur du même onglet', async () => {
    stubFetch(() => jsonResponse({ consentements: [{ nom: 'newsletter', libelle: 'Recevoir la lettre' }] }));
    const firstDone = vi.fn();
    const first = renderRoutes({
      routes: [{ path: '/', element: <ConsentGate onDone={firstDone} /> }],
      user: userFixture({ id: 'u1' }),
    });
    await screen.findByRole('dialog', { name: 'Vos consentements' });
    // Escape closes the modal with the consent still unanswered: the member area goes on.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(firstDone).toHaveBeenCalled());
    first.unmount();

    const sameUser = vi.fn();
    const again = renderRoutes({
      routes: [{ path: '/', element: <ConsentGate onDone={sameUser} /> }],
      user: userFixture({ id: 'u1' }),
    });
    await waitFor(() => expect(sameUser).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    again.unmount();

    renderRoutes({
      routes: [{ path: '/', element: <ConsentGate onDone={vi.fn()} /> }],
      user: userFixture({ id: 'u2' }),
    });
    expect(await screen.findByRole('dialog', { name: 'Vos consentements' })).toBeInTheDocument();
  });
});
