import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientConfigFixture } from '@/test/fixtures';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { DisplayEmailPage } from './display-email-page';

describe('page display-email (§2)', () => {
  it('donne la durée de validité du lien de la configuration, celle que dit l’e-mail', async () => {
    stubFetch(() => jsonResponse({ id: 1, name: 'Display_Email', items: [] }));
    const config = clientConfigFixture();
    config.configuration.accountLinkHours = 36;
    renderRoutes({ routes: [{ path: '/', element: <DisplayEmailPage /> }], config });
    expect(
      await screen.findByText('Le lien de l’e-mail est valable 36 heures et ne sert qu’une fois.'),
    ).toBeInTheDocument();
  });
});
