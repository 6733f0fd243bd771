import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { ConfirmEmailPage } from './confirm-email-page';

const path = '/confirm-email?code=abcdefghijklmnopqrstuvwxyz&userId=6f1c1f9e-2a8e-4f57-9d7b-2b8d3c9c1a11';

function renderConfirm() {
  return renderRoutes({ routes: [{ path: '/confirm-email', element: <ConfirmEmailPage /> }], path });
}

describe('confirm-email (§2)', () => {
  it('succès : texte et bouton de connexion', async () => {
    stubFetch(() => jsonResponse({ message: 'ok' }));
    renderConfirm();
    expect(
      await screen.findByText('Votre adresse e-mail est confirmée : vous pouvez vous connecter.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/api/identity/login');
  });

  it('déjà confirmé (isAccountConfirmed) : texte « déjà fait » et bouton de connexion', async () => {
    stubFetch(() => jsonResponse({ code: 'InvalidToken', message: 'x', isAccountConfirmed: true }, 400));
    renderConfirm();
    expect(
      await screen.findByText('Votre adresse e-mail a déjà été confirmée : vous pouvez vous connecter.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recevoir un nouveau lien' })).not.toBeInTheDocument();
  });

  it('expiré : « Recevoir un nouveau lien »', async () => {
    stubFetch(() => jsonResponse({ code: 'InvalidToken', message: 'x', isAccountConfirmed: false }, 400));
    renderConfirm();
    expect(await screen.findByRole('button', { name: 'Recevoir un nouveau lien' })).toBeInTheDocument();
  });
});
