import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { renderRoutes } from '@/test/render';
import { RedirectToMobilePage } from './redirect-to-mobile-page';

const routes = [{ path: '/redirect-to-mobile/*', element: <RedirectToMobilePage /> }];

describe('redirect-to-mobile/{url} (§2)', () => {
  it('envoie aussitôt vers l’adresse décodée, avec le lien de secours « cliquer ici »', () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const target = 'https://app.example.org/retour?code=1&etat=ok';
    renderRoutes({ routes, path: `/redirect-to-mobile/${encodeURIComponent(target)}` });
    expect(assign).toHaveBeenCalledWith(target);
    expect(screen.getByRole('link', { name: 'cliquer ici' })).toHaveAttribute('href', target);
  });

  it('refuse une adresse qui n’est pas http(s)', () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    renderRoutes({ routes, path: `/redirect-to-mobile/${encodeURIComponent('javascript:alert(1)')}` });
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('L’adresse de redirection n’est pas valide.');
  });
});
