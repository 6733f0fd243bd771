import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CmsItem } from '@portail/shared/cms';
import { userFixture } from '@/test/fixtures';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { popupCookieName } from '../popup-cookie';
import { MemberPopups } from './member-popups';

function item(overrides: Partial<CmsItem>): CmsItem {
  return {
    id: 1,
    name: 'Popup',
    title: 'Titre',
    content: '<p>Contenu</p>',
    blockListId: 7,
    isSingleDisplay: false,
    hasCookieOption: false,
    order: 1,
    ...overrides,
  };
}

const bienvenue = item({ id: 11, title: 'Bienvenue dans votre nouvel espace', isSingleDisplay: true });
const carte = item({ id: 12, title: 'Votre carte de tiers payant 2026', hasCookieOption: true, order: 2 });
const choiceUrl = '/api/cms/popups/ne-plus-afficher';

/** The account as the server keeps it: the popups its member set aside, whatever the browser. */
function account(items: CmsItem[], { failChoice = false } = {}) {
  const setAside = new Set<number>();
  return {
    setAside,
    /** One browser of this account: its own tab session, storage and cookies, the same server. */
    open() {
      const fetchMock = stubFetch((url, init) => {
        if (url === '/api/cms/popups') return jsonResponse({ items: items.filter((i) => !setAside.has(i.id)) });
        if (url === choiceUrl && init.method === 'POST') {
          if (failChoice) return jsonResponse({ message: 'Erreur', code: 'INTERNAL' }, 500);
          setAside.add((JSON.parse(String(init.body)) as { id: number }).id);
          return new Response(null, { status: 204 });
        }
        return jsonResponse({});
      });
      const view = renderRoutes({
        routes: [{ path: '/', element: <MemberPopups /> }],
        user: userFixture({ id: 'u1' }),
      });
      const choicesSent = () =>
        fetchMock.mock.calls
          .filter(([url]) => String(url) === choiceUrl)
          .map(([, init]) => JSON.parse(String(init?.body)));
      return { ...view, fetchMock, choicesSent };
    },
  };
}

function clearBrowser() {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = `${popupCookieName(carte.id)}=; Max-Age=0; Path=/`;
}

/** The list is loaded, and nothing opens. */
async function expectNoPopup(fetchMock: ReturnType<typeof stubFetch>) {
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

afterEach(clearBrowser);

describe('fenêtres CMS de l’espace adhérent (§2, §4) : le choix est gardé pour le compte', () => {
  it('montre les fenêtres l’une après l’autre ; une fenêtre à affichage unique fermée est écartée pour le compte, pas dans le navigateur', async () => {
    const { fetchMock, choicesSent } = account([bienvenue, carte]).open();
    const first = await screen.findByRole('dialog', { name: 'Bienvenue dans votre nouvel espace' });
    expect(within(first).getByText('Contenu')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/cms/popups');
    await userEvent.click(within(first).getByRole('button', { name: 'Fermer' }));
    expect(await screen.findByRole('dialog', { name: 'Votre carte de tiers payant 2026' })).toBeInTheDocument();
    await vi.waitFor(() => expect(choicesSent()).toEqual([{ id: bienvenue.id }]));
    expect(window.localStorage.length).toBe(0);
  });

  it('fermée sur un navigateur, une fenêtre à affichage unique ne revient pas sur un autre du même compte', async () => {
    const marie = account([bienvenue, carte]);
    const ordinateur = marie.open();
    const dialog = await screen.findByRole('dialog', { name: 'Bienvenue dans votre nouvel espace' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await vi.waitFor(() => expect(marie.setAside).toEqual(new Set([bienvenue.id])));
    ordinateur.unmount();
    clearBrowser();
    marie.open();
    expect(await screen.findByRole('dialog', { name: 'Votre carte de tiers payant 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Bienvenue dans votre nouvel espace' })).not.toBeInTheDocument();
  });

  it('« Ne plus afficher ce message » coché puis Fermer : le cookie de 365 jours est posé et le compte la garde écartée, sur tout navigateur', async () => {
    const marie = account([carte]);
    const first = marie.open();
    const dialog = await screen.findByRole('dialog', { name: 'Votre carte de tiers payant 2026' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ne plus afficher ce message' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(document.cookie).toContain(`${popupCookieName(carte.id)}=1`);
    await vi.waitFor(() => expect(first.choicesSent()).toEqual([{ id: carte.id }]));
    first.unmount();
    clearBrowser();
    await expectNoPopup(marie.open().fetchMock);
  });

  it('fermée sans cocher la case : rien n’est gardé pour le compte ; elle reste fermée pendant la visite et revient à la suivante', async () => {
    const marie = account([carte]);
    const first = marie.open();
    const dialog = await screen.findByRole('dialog', { name: 'Votre carte de tiers payant 2026' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(document.cookie).not.toContain(popupCookieName(carte.id));
    expect(first.choicesSent()).toEqual([]);
    first.unmount();
    const sameVisit = marie.open();
    await expectNoPopup(sameVisit.fetchMock);
    sameVisit.unmount();
    window.sessionStorage.clear();
    marie.open();
    expect(await screen.findByRole('dialog', { name: 'Votre carte de tiers payant 2026' })).toBeInTheDocument();
  });

  it('le cookie d’un autre compte sur le même navigateur ne masque rien : le compte décide', async () => {
    document.cookie = `${popupCookieName(carte.id)}=1; Path=/`;
    account([carte]).open();
    expect(await screen.findByRole('dialog', { name: 'Votre carte de tiers payant 2026' })).toBeInTheDocument();
  });

  it('si le choix n’a pas pu être enregistré, la fenêtre se ferme quand même et la suivante vient', async () => {
    const { choicesSent } = account([bienvenue, carte], { failChoice: true }).open();
    const first = await screen.findByRole('dialog', { name: 'Bienvenue dans votre nouvel espace' });
    await userEvent.click(within(first).getByRole('button', { name: 'Fermer' }));
    await vi.waitFor(() => expect(choicesSent()).toHaveLength(1));
    expect(await screen.findByRole('dialog', { name: 'Votre carte de tiers payant 2026' })).toBeInTheDocument();
  });
});
