import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicClientConfig } from '@portail/shared/client-config';
import type { CurrentUser } from '@portail/shared/current-user';
import { clientConfigFixture, userFixture } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { WelcomePage } from './welcome-page';

function renderWelcome(path = '/', options: { config?: PublicClientConfig; user?: CurrentUser } = {}) {
  return renderRoutes({ routes: [{ path: '/', element: <WelcomePage /> }], path, ...options });
}

describe("page d'accueil (§2)", () => {
  it('le bouton Se connecter mène à /api/identity/login', () => {
    renderWelcome();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/api/identity/login');
  });

  it("transmet la callbackUrl de l'adresse d'accueil", () => {
    renderWelcome('/?callbackUrl=%2F%23%2Fespace-adherent');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/api/identity/login?callbackUrl=/%23/espace-adherent',
    );
  });

  it('montre Créer mon compte seulement si creationCompteAutreActe est active', () => {
    renderWelcome();
    expect(screen.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute('href', '/register');
  });

  it('cache Créer mon compte quand creationCompteAutreActe est désactivée', () => {
    const config = clientConfigFixture();
    config.fonctionnalites.creationCompteAutreActe = { isActivated: false, isActivatedPerContract: {} };
    renderWelcome('/', { config });
    expect(screen.queryByRole('link', { name: 'Créer mon compte' })).not.toBeInTheDocument();
  });

  it("propose l'aide à la connexion que l'application lui donne", () => {
    renderRoutes({
      routes: [{ path: '/', element: <WelcomePage help={<button type="button">Aide</button>} /> }],
    });
    expect(screen.getByRole('button', { name: 'Aide' })).toBeInTheDocument();
  });

  it('une fois connecté, propose Accéder à mon espace', () => {
    renderWelcome('/', { user: userFixture() });
    expect(screen.getByRole('link', { name: 'Accéder à mon espace' })).toHaveAttribute('href', '/espace-adherent');
    expect(screen.queryByRole('link', { name: 'Se connecter' })).not.toBeInTheDocument();
  });

  it('donne un titre de document « page – client »', () => {
    renderWelcome();
    expect(document.title).toBe('Accueil – Mutuelle Démo');
  });
});
