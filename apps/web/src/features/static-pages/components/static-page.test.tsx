import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { CookiesPage } from './cookies-page';
import { StaticPage } from './static-page';

const routes = [
  { path: '/page/:pageName', element: <StaticPage /> },
  { path: '/cookies', element: <CookiesPage /> },
];

afterEach(() => vi.unstubAllGlobals());

describe('pages statiques (§2 page/{pageName})', () => {
  it('montre le titre et le contenu de la page du groupe Pages_Statiques', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({
        id: 1,
        name: 'cgu',
        title: 'CGU',
        content: '<p>Article 1</p>',
        blockListId: 1,
        isSingleDisplay: false,
        hasCookieOption: false,
        order: 0,
      }),
    );
    renderRoutes({ routes, path: '/page/cgu' });
    expect(await screen.findByRole('heading', { level: 1, name: 'CGU' })).toBeInTheDocument();
    expect(screen.getByText('Article 1')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/cms/blocklists?name=Pages_Statiques&itemName=cgu');
  });

  it('une page inconnue échoue avec « Page inconnue »', async () => {
    stubFetch(() => jsonResponse({ message: "Le message nope n'a pas pu être chargé." }, 404));
    renderRoutes({ routes, path: '/page/nope' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page inconnue' })).toBeInTheDocument();
  });

  it('la politique de cookies vient du CMS, avec un lien Retour', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({
        id: 2,
        name: 'politique-cookies',
        title: 'Politique cookies',
        content: '<p>Cookies de session</p>',
        blockListId: 1,
        isSingleDisplay: false,
        hasCookieOption: false,
        order: 0,
      }),
    );
    renderRoutes({ routes, path: '/cookies' });
    expect(await screen.findByText('Cookies de session')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Politique de cookies' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Retour/ })).toHaveAttribute('href', '/');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('itemName=politique-cookies');
  });

  it('sans texte CMS, #/cookies garde son titre et annonce que le message n’a pas pu être chargé', async () => {
    stubFetch(() => jsonResponse({ message: 'introuvable' }, 404));
    renderRoutes({ routes, path: '/cookies' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Le message politique-cookies n'a pas pu être chargé.");
    expect(screen.getByRole('heading', { level: 1, name: 'Politique de cookies' })).toBeInTheDocument();
  });
});
