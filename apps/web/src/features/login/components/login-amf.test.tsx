import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { clientConfigFixture, userFixture } from '@/test/fixtures';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { LoginPage } from './login-page';

const pending = {
  amfRequired: true,
  operation: 'LOGIN_AMF',
  sendType: 'SMS',
  email: 'ma***@ex***.com',
  telephone: '06 ** ** ** 12',
};
const phoneNotAllowed =
  "Le 01 ** ** ** 89 ne fait pas partie des numéros de téléphones portables autorisés de l'espace, la vérification a donc été effectuée via mail.";

function answers(sendContent: string, verify: () => Response) {
  return stubFetch((url) => {
    if (url === '/api/identity/login') return jsonResponse(pending, 202);
    if (url === '/api/identity/amf/send')
      return jsonResponse({ sendType: 'MAIL', content: sendContent, telephoneForbidden: true, logoutUrl: null });
    if (url === '/api/identity/amf/verify') return verify();
    return jsonResponse({}, 404);
  });
}

async function signIn() {
  renderRoutes({ routes: [{ path: '/login', element: <LoginPage /> }], path: '/login', config: clientConfigFixture() });
  await userEvent.type(screen.getByLabelText('Identifiant (adresse e-mail)'), 'marie@example.org');
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'Secret123!');
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('connexion d’un compte protégé (LOGIN_AMF)', () => {
  it('202 : la fenêtre du code s’ouvre, montre le message du serveur (repli sur le mail) et ne connecte qu’après le code', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const fetchMock = answers(phoneNotAllowed, () =>
      jsonResponse({ message: 'ok', currentUser: userFixture(), redirectUrl: '/#/espace-adherent' }),
    );
    await signIn();
    const dialog = await screen.findByRole('dialog', { name: 'Vérification de votre identité' });
    expect(await screen.findByText(phoneNotAllowed)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Chiffre 1 sur 6'));
    await userEvent.paste('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/#/espace-adherent'));
    const verify = fetchMock.mock.calls.find(([url]) => url === '/api/identity/amf/verify');
    expect(JSON.parse(String(verify?.[1]?.body))).toEqual({ securityCode: '123456', operation: 'LOGIN_AMF' });
    expect(dialog).toBeInTheDocument();
  });

  it('un mauvais code : le message du serveur sous les cases, pas de connexion', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    answers('Un code de sécurité à 6 chiffres vient de vous être envoyé par SMS au 06 ** ** ** 12.', () =>
      jsonResponse({ code: 'CODE_WRONG', message: 'Le code de sécurité est incorrect.' }, 400),
    );
    await signIn();
    await screen.findByText('Un code de sécurité à 6 chiffres vient de vous être envoyé par SMS au 06 ** ** ** 12.');
    await userEvent.click(screen.getByLabelText('Chiffre 1 sur 6'));
    await userEvent.paste('654321');
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Le code de sécurité est incorrect.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
