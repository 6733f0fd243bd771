import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { clientConfigFixture } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { RedirectToMobilePage } from './redirect-to-mobile-page';

const routes = [{ path: '/redirect-to-mobile/*', element: <RedirectToMobilePage /> }];

function configWithApp() {
  const config = clientConfigFixture();
  config.mobileApp = {
    ...config.mobileApp,
    appleStoreUrl: 'https://apps.apple.com/fr/app/mutuelle-demo/id6450000001',
    googleStoreUrl: 'https://play.google.com/store/apps/details?id=fr.mutuelledemo.adherent',
    urlSchemes: ['mutuelledemo'],
  };
  return config;
}

function open(target: string) {
  return renderRoutes({ routes, path: `/redirect-to-mobile/${encodeURIComponent(target)}`, config: configWithApp() });
}

describe('redirect-to-mobile/{url} (§2)', () => {
  it('envoie aussitôt vers l’application du client, avec le lien de secours « cliquer ici »', () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const target = 'mutuelledemo://remboursements?annee=2026&etat=paye';
    open(target);
    expect(assign).toHaveBeenCalledWith(target);
    expect(screen.getByRole('link', { name: 'cliquer ici' })).toHaveAttribute('href', target);
  });

  it('suit la page du magasin d’applications configurée', () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    open('https://play.google.com/store/apps/details?id=fr.mutuelledemo.adherent');
    expect(assign).toHaveBeenCalledWith('https://play.google.com/store/apps/details?id=fr.mutuelledemo.adherent');
  });

  it.each([
    ['un autre site', 'https://evil.example/connexion'],
    ['javascript:', 'javascript:alert(1)'],
    ['un schéma non configuré', 'autreappli://ouvrir'],
  ])('refuse %s et montre « Adresse non valide »', (_label, target) => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    open(target);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Adresse non valide');
    expect(screen.getByRole('alert')).toHaveTextContent('L’adresse de redirection n’est pas valide');
    expect(screen.queryByRole('link', { name: 'cliquer ici' })).toBeNull();
  });
});
