import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { clientConfigFixture, contratFixture, userFixture } from '@/test/fixtures';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { hashRoutes } from './hash-routes';
import { serverRoutes } from './server-routes';

const welcomeTitle = 'Bienvenue sur votre espace adhérent';

function configWith(features: Record<string, boolean>, oidc = false) {
  const config = clientConfigFixture();
  for (const [code, isActivated] of Object.entries(features)) {
    config.fonctionnalites[code] = { isActivated, isActivatedPerContract: {} };
  }
  if (oidc) config.oidcExternalProvider = { name: 'Keycloak', loginUrl: 'https://sso.example.org/auth' };
  return config;
}

function stubNavigation() {
  return vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
}

describe('routes soumises à une fonctionnalité (§2, §6)', () => {
  it("register n'existe que si creationCompteAutreActe est active, sinon retour à l'accueil", async () => {
    renderRoutes({ routes: hashRoutes, path: '/register', config: configWith({ creationCompteAutreActe: false }) });
    expect(await screen.findByRole('heading', { level: 1, name: welcomeTitle })).toBeInTheDocument();
  });

  it('register affiche sa page quand creationCompteAutreActe est active', async () => {
    renderRoutes({ routes: hashRoutes, path: '/register', config: configWith({ creationCompteAutreActe: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Créer mon compte' }, lazyPage)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Créer mon compte' }, lazyPage)).toBeInTheDocument();
  });

  it("forgot-username renvoie à l'accueil quand forgotUsernameAutreActe est désactivée", async () => {
    renderRoutes({
      routes: hashRoutes,
      path: '/forgot-username',
      config: configWith({ forgotUsernameAutreActe: false }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: welcomeTitle })).toBeInTheDocument();
  });

  it("une route inconnue renvoie à l'accueil", async () => {
    renderRoutes({ routes: hashRoutes, path: '/nulle-part' });
    expect(await screen.findByRole('heading', { level: 1, name: welcomeTitle })).toBeInTheDocument();
  });
});

describe('routes protégées et fournisseur OIDC externe (§2)', () => {
  it('sans OIDC, une route protégée est affichée', async () => {
    renderRoutes({ routes: hashRoutes, path: '/forgot-password' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeInTheDocument();
  });

  it('avec OIDC, une route protégée envoie vers GET /api/identity/login avec la callbackUrl', () => {
    const assign = stubNavigation();
    renderRoutes({
      routes: hashRoutes,
      path: '/forgot-password?callbackUrl=%2F%23%2Fespace-adherent',
      config: configWith({}, true),
    });
    expect(assign).toHaveBeenCalledWith('/api/identity/login?callbackUrl=/%23/espace-adherent');
  });

  it("avec OIDC, la page d'accueil envoie vers la connexion du fournisseur", () => {
    const assign = stubNavigation();
    renderRoutes({ routes: hashRoutes, path: '/', config: configWith({}, true) });
    expect(assign).toHaveBeenCalledWith('/api/identity/login');
  });

  it('avec OIDC, une route non protégée reste affichée', async () => {
    const assign = stubNavigation();
    renderRoutes({ routes: hashRoutes, path: '/cookies', config: configWith({}, true) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de cookies' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});

/** Lazy screens load their code first: more than the default second on a busy machine. */
const lazyPage = { timeout: 5000 };

describe('espace adhérent', () => {
  it('un visiteur anonyme passe par la connexion et revient sur #/espace-adherent', () => {
    const assign = stubNavigation();
    renderRoutes({ routes: hashRoutes, path: '/espace-adherent' });
    expect(assign).toHaveBeenCalledWith('/api/identity/login?callbackUrl=/%23/espace-adherent');
  });

  it('un adhérent connecté voit son accueil et le choix du contrat', async () => {
    // Contracts; nothing else (consents, popups) in this client.
    stubFetch((url) =>
      url.includes('contrats') ? jsonResponse({ contrats: [contratFixture()] }) : jsonResponse({ message: 'x' }, 404),
    );
    renderRoutes({ routes: hashRoutes, path: '/espace-adherent', user: userFixture() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bonjour Marie Dupont' }, lazyPage),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Contrat' })).toHaveDisplayValue('Santé Essentielle - C001');
  });
});

describe('/admin réservé au personnel (§2)', () => {
  it('un visiteur anonyme est envoyé vers /login?callbackUrl=/admin', async () => {
    const assign = stubNavigation();
    renderRoutes({ routes: serverRoutes, path: '/admin' });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/login?callbackUrl=/admin'), lazyPage);
  });

  it("un adhérent voit 'Accès réservé au personnel'", async () => {
    renderRoutes({ routes: serverRoutes, path: '/admin', user: userFixture() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accès réservé au personnel' }, lazyPage),
    ).toBeInTheDocument();
  });

  it("un membre du personnel voit l'accueil de l'administration, avec les rubriques que ses droits ouvrent", async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/identity/staff-rights'
        ? jsonResponse({
            habilitations: [{ resource: 'adherents', action: 'read', scope: 'Both' }],
            spansClients: false,
            isConsultant: false,
          })
        : jsonResponse({ message: 'x' }, 404),
    );
    renderRoutes({ routes: serverRoutes, path: '/admin', user: userFixture({ roles: ['Admin'] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' }, lazyPage)).toBeInTheDocument();
    // Only the sections the role's rights open are offered: reading members opens « Adhérents » alone.
    expect(screen.getByRole('heading', { name: 'Adhérents' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Configuration du client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Notifications' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Rubriques du back-office' });
    expect(within(nav).getByRole('link', { name: 'Adhérents' })).toHaveAttribute('href', '/admin/adherents');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/identity/staff-rights');
  });

  it('sans le droit de lire les adhérents, la rubrique n’apparaît pas ; un Consultant est prévenu qu’il ne modifie rien', async () => {
    stubFetch((url) =>
      url === '/api/identity/staff-rights'
        ? jsonResponse({ habilitations: [], spansClients: false, isConsultant: true })
        : jsonResponse({ message: 'x' }, 404),
    );
    renderRoutes({ routes: serverRoutes, path: '/admin', user: userFixture({ roles: ['Gestionnaire'] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' }, lazyPage)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Adhérents' })).not.toBeInTheDocument();
    expect(screen.getByText(/aucune modification n’est possible/)).toBeInTheDocument();
    expect(await screen.findByText(/Aucune rubrique du back-office n’est ouverte à votre rôle/)).toBeInTheDocument();
  });
});
