import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { clientConfigFixture, userFixture } from '@/test/fixtures';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { LoginPage } from './login-page';

// The form is a lazy module (FormPageFrame): loaded once here, so no test waits for its first transform.
beforeAll(() => import('./login-form'));

function renderLogin(path = '/login', config = clientConfigFixture()) {
  return renderRoutes({ routes: [{ path: '/login', element: <LoginPage /> }], path, config });
}

async function signIn(userName = 'marie.dupont@example.org', password = 'Secret123!') {
  // The form's code loads after the page's first paint (FormPageFrame).
  await screen.findByRole('button', { name: 'Se connecter' });
  if (userName) await userEvent.type(screen.getByLabelText('Identifiant (adresse e-mail)'), userName);
  if (password) await userEvent.type(screen.getByLabelText('Mot de passe'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('page de connexion /login', () => {
  it('après connexion, va vers la callbackUrl de même origine', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const fetchMock = stubFetch(() => jsonResponse(userFixture()));
    renderLogin('/login?callbackUrl=%2F%23%2Fpage%2Faide');
    await signIn();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/#/page/aide'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/identity/login');
    expect(JSON.parse(String(init?.body))).toEqual({ userName: 'marie.dupont@example.org', password: 'Secret123!' });
  });

  it("ignore une callbackUrl d'une autre origine et va vers #/espace-adherent", async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubFetch(() => jsonResponse(userFixture()));
    renderLogin('/login?callbackUrl=%2F%2Fevil.example');
    await signIn();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/#/espace-adherent'));
  });

  it("montre le message d'erreur du serveur dans une alerte, sans redirection", async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubFetch(() => jsonResponse({ message: 'Identifiant ou mot de passe incorrect.', code: 'BAD_CREDENTIALS' }, 401));
    renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiant ou mot de passe incorrect.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('valide les champs avec le schéma partagé, en français', async () => {
    const fetchMock = stubFetch();
    renderLogin();
    await signIn('', '');
    expect(await screen.findByText('Merci de renseigner votre identifiant.')).toBeInTheDocument();
    expect(screen.getByText('Merci de renseigner votre mot de passe.')).toBeInTheDocument();
    expect(screen.getByLabelText('Identifiant (adresse e-mail)')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('avec un fournisseur OIDC externe, passe la main à GET /api/identity/login', () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const config = clientConfigFixture({ oidcExternalProvider: { name: 'SSO', loginUrl: 'https://sso.example.org' } });
    renderLogin('/login?callbackUrl=%2Fadmin', config);
    expect(assign).toHaveBeenCalledWith('/api/identity/login?callbackUrl=/admin');
  });
});
