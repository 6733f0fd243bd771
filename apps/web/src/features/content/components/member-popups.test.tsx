import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CmsItem } from '@portail/shared/cms';
import { userFixture } from '@/test/fixtures';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { popupCookieName } from '../popup-cookie';
import { singleDisplayStorageKey } from '../single-display-storage';
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

function renderPopups(items: CmsItem[], userId = 'u1') {
  const fetchMock = stubFetch((url) =>
    url.startsWith('/api/cms/blocklists') ? jsonResponse({ id: 7, name: 'Popups', items }) : jsonResponse({}),
  );
  const view = renderRoutes({ routes: [{ path: '/', element: <MemberPopups /> }], user: userFixture({ id: userId }) });
  return { ...view, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = `${popupCookieName(carte.id)}=; Max-Age=0; Path=/`;
});

describe('fenêtres CMS de l’espace adhérent (§2, §4)', () => {
  it('montre les fenêtres l’une après l’autre ; une fenêtre à affichage unique est retenue pour cet utilisateur (singleDisplayBlockListIds)', async () => {
    const { fetchMock } = renderPopups([bienvenue, carte]);
    const first = await screen.findByRole('dialog', { name: 'Bienvenue dans votre nouvel espace' });
    expect(within(first).getByText('Contenu')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toContain('name=Popups');
    await userEvent.click(within(first).getByRole('button', { name: 'Fermer' }));
    expect(JSON.parse(window.localStorage.getItem(singleDisplayStorageKey) ?? '[]')).toEqual([
      { userId: 'u1', blockListIds: '11' },
    ]);
    expect(await screen.findByRole('dialog', { name: 'Votre carte de tiers payant 2026' })).toBeInTheDocument();
  });

  it('une fenêtre à affichage unique déjà fermée par cet utilisateur ne revient pas, même dans une nouvelle visite', async () => {
    window.localStorage.setItem(singleDisplayStorageKey, JSON.stringify([{ userId: 'u1', blockListIds: '11' }]));
    renderPopups([bienvenue, carte]);
    expect(await screen.findByRole('dialog', { name: 'Votre carte de tiers payant 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Bienvenue dans votre nouvel espace' })).not.toBeInTheDocument();
  });

  it('un autre utilisateur du même navigateur la voit encore', async () => {
    window.localStorage.setItem(singleDisplayStorageKey, JSON.stringify([{ userId: 'u1', blockListIds: '11' }]));
    renderPopups([bienvenue], 'u2');
    expect(await screen.findByRole('dialog', { name: 'Bienvenue dans votre nouvel espace' })).toBeInTheDocument();
  });

  it('« Ne plus afficher ce message » coché puis Fermer pose le cookie de 365 jours ; la fenêtre ne revient plus', async () => {
    const first = renderPopups([carte]);
    const dialog = await screen.findByRole('dialog', { name: 'Votre carte de tiers payant 2026' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ne plus afficher ce message' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(document.cookie).toContain(`${popupCookieName(carte.id)}=1`);
    first.unmount();
    window.sessionStorage.clear();
    const second = renderPopups([carte]);
    // The list is loaded, and nothing opens.
    await vi.waitFor(() => expect(second.fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fermée sans cocher la case, elle reste fermée pendant la visite et revient à la suivante', async () => {
    const first = renderPopups([carte]);
    const dialog = await screen.findByRole('dialog', { name: 'Votre carte de tiers payant 2026' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(document.cookie).not.toContain(popupCookieName(carte.id));
    first.unmount();
    const sameVisit = renderPopups([carte]);
    await vi.waitFor(() => expect(sameVisit.fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    sameVisit.unmount();
    window.sessionStorage.clear();
    renderPopups([carte]);
    expect(await screen.findByRole('dialog', { name: 'Votre carte de tiers payant 2026' })).toBeInTheDocument();
  });
});
