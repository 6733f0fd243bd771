import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { GalleryPage } from './gallery-page';

const config = (demo: boolean) => ({
  demo,
  maxFileSize: 5 * 1024 * 1024,
  totalQueueSize: 20 * 1024 * 1024,
  queueLimit: 5,
  authorizedTypes: [{ extension: 'pdf', mime: 'application/pdf' }],
});

afterEach(() => vi.unstubAllEnvs());

describe('galerie des composants (#/dev/widgets)', () => {
  it('se montre en mode démonstration, avec chaque section', async () => {
    vi.stubEnv('DEV', false);
    stubFetch(() => jsonResponse(config(true)));
    renderRoutes({ routes: [{ path: '/', element: <GalleryPage /> }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Galerie des composants' })).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(11);
  });

  it('hors développement et hors démonstration, ne montre qu’un avis', async () => {
    vi.stubEnv('DEV', false);
    stubFetch(() => jsonResponse(config(false)));
    renderRoutes({ routes: [{ path: '/', element: <GalleryPage /> }] });
    expect(
      await screen.findByText('Cette page n’est disponible qu’en développement et en mode démonstration.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
