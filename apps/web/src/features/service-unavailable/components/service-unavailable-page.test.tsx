import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { userFixture } from '@/test/fixtures';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { ServiceUnavailablePage } from './service-unavailable-page';

const routes = [{ path: '/', element: <ServiceUnavailablePage /> }];

describe('service-unavailable (§2)', () => {
  it("montre le texte d'erreur du client, sans Déconnexion pour un visiteur", () => {
    renderRoutes({ routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Service momentanément indisponible' })).toBeInTheDocument();
    expect(screen.getByText('Le service est indisponible.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Déconnexion' })).not.toBeInTheDocument();
  });

  it('montre le corps de la 503 qui y a mené (§7), avant le texte du client', () => {
    sessionStorage.setItem(
      'serviceUnavailableMessage',
      'Vos contrats sont en cours de mise à jour, revenez après 14 h.',
    );
    renderRoutes({ routes });
    expect(screen.getByText('Vos contrats sont en cours de mise à jour, revenez après 14 h.')).toBeInTheDocument();
    expect(screen.getByText('Le service est indisponible.')).toBeInTheDocument();
    sessionStorage.clear();
  });

  it('Déconnexion suit la logoutUrl renvoyée par le serveur', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    sessionStorage.setItem('securityCode', '123456');
    stubFetch(() => jsonResponse({ logoutUrl: 'https://sso.example.org/logout' }));
    renderRoutes({ routes, user: userFixture() });
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://sso.example.org/logout'));
    expect(sessionStorage.getItem('securityCode')).toBeNull();
  });

  it('va vers / si la déconnexion échoue', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubFetch(() => jsonResponse({}, 500));
    renderRoutes({ routes, user: userFixture() });
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });
});
