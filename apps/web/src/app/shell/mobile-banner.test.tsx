import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clientConfigFixture } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { MobileBanner } from './mobile-banner';

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

function renderBanner(userAgent: string, enabled = true) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const config = clientConfigFixture();
  config.mobileApp = {
    enabled,
    title: 'Notre application',
    text: 'Vos remboursements dans la poche.',
    appleStoreUrl: 'https://apps.apple.com/app/id1',
    googleStoreUrl: 'https://play.google.com/store/apps/details?id=demo',
    urlSchemes: [],
  };
  return renderRoutes({ routes: [{ path: '/', element: <MobileBanner /> }], config });
}

describe('bandeau application mobile (§2)', () => {
  it("sur Android, 'Installer' mène au Google Play", () => {
    renderBanner(android);
    expect(screen.getByRole('link', { name: 'Installer' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=demo',
    );
  });

  it("sur iPhone, 'Installer' mène à l'App Store", () => {
    renderBanner(iphone);
    expect(screen.getByRole('link', { name: 'Installer' })).toHaveAttribute('href', 'https://apps.apple.com/app/id1');
  });

  it("ne s'affiche pas sur un ordinateur", () => {
    renderBanner(desktop);
    expect(screen.queryByRole('link', { name: 'Installer' })).not.toBeInTheDocument();
  });

  it("ne s'affiche pas quand l'application mobile n'est pas activée", () => {
    renderBanner(android, false);
    expect(screen.queryByRole('link', { name: 'Installer' })).not.toBeInTheDocument();
  });

  it('la fermeture est mémorisée', async () => {
    renderBanner(android);
    await userEvent.click(screen.getByRole('button', { name: 'Fermer le bandeau' }));
    expect(screen.queryByRole('link', { name: 'Installer' })).not.toBeInTheDocument();
    expect(localStorage.getItem('mobileBannerClosed')).toBe('true');
  });

  it("ne s'affiche plus une fois fermé auparavant", () => {
    localStorage.setItem('mobileBannerClosed', 'true');
    renderBanner(iphone);
    expect(screen.queryByRole('link', { name: 'Installer' })).not.toBeInTheDocument();
  });
});
