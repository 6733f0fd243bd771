import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastList } from '@/components/ui/toast-list';
import { browserLocation } from '@/lib/browser-location';
import { clearToasts } from '@/lib/toasts';
import { clientConfigFixture, userFixture } from '@/test/fixtures';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { LoginPage } from './login-page';

// The form is a lazy module (FormPageFrame): loaded once here, so no test waits for its first transform.
beforeAll(() => import('./login-form'));

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
  const element = (
    <>
      <LoginPage />
      <ToastList defaultDelayMs={5000} />
    </>
  );
  renderRoutes({ routes: [{ path: '/login', element }], path: '/login', config: clientConfigFixture() });
  // The form's code loads after the page's first paint (FormPageFrame).
  await userEvent.type(await screen.findByLabelText('Identifiant (adresse e-mail)'), 'marie@example.org');
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'Secret123!');
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

afterEach(() => {
  vi.restoreAllMocks();
  clearToasts();
});

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

  it('trop de codes demandés : l’attente dite dans le formulaire, qui reste rempli, sans rechargement (décision 036)', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubFetch((url) => {
      if (url === '/api/identity/login') return jsonResponse(pending, 202);
      if (url === '/api/identity/amf/send')
        return jsonResponse({ code: 'TOO_MANY_CODES', message: 'Trop de codes demandés.', logoutUrl: '/login' }, 429, {
          'Retry-After': '2501',
        });
      return jsonResponse({}, 404);
    });
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Trop de codes demandés. Réessayez dans 42 minutes.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Identifiant (adresse e-mail)')).toHaveValue('marie@example.org');
    // Persistent: neither a toast that fades nor a reload to an empty form.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(screen.getByRole('alert')).toHaveTextContent('Réessayez dans 42 minutes.');
    expect(assign).not.toHaveBeenCalled();
  }, 10_000);
});

describe('renvoi du code en échec (§8)', () => {
  it('« Renvoyer le code » refusé pour trop de codes : la fenêtre se ferme, le formulaire dit l’attente', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    let sends = 0;
    stubFetch((url) => {
      if (url === '/api/identity/login') return jsonResponse(pending, 202);
      if (url === '/api/identity/amf/send') {
        sends += 1;
        if (sends === 1)
          return jsonResponse({
            sendType: 'SMS',
            content: 'Code envoyé au 06 ** ** ** 12.',
            telephoneForbidden: false,
            logoutUrl: null,
          });
        return jsonResponse({ code: 'TOO_MANY_CODES', message: 'Trop de codes demandés.', logoutUrl: '/login' }, 429, {
          'Retry-After': '30',
        });
      }
      return jsonResponse({}, 404);
    });
    await signIn();
    const dialog = await screen.findByRole('dialog', { name: 'Vérification de votre identité' });
    await screen.findByText('Code envoyé au 06 ** ** ** 12.');
    // The server takes no new code for 30 s: the button says so and waits.
    expect(screen.getByRole('button', { name: /Renvoyer le code \(dans 3\d s\)/ })).toBeDisabled();
    const realNow = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(realNow + 31_000);
    const resend = await screen.findByRole('button', { name: 'Renvoyer le code' }, { timeout: 2000 });
    expect(resend).toBeEnabled();
    await userEvent.click(resend);
    await vi.waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Trop de codes demandés. Réessayez dans 30 secondes.');
    expect(screen.getByLabelText('Identifiant (adresse e-mail)')).toHaveValue('marie@example.org');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('connexion avec une adresse pas encore confirmée (403 EMAIL_NOT_CONFIRMED)', () => {
  it('montre le message du serveur et propose « Recevoir un nouveau lien » pour ce userId', async () => {
    const fetchMock = stubFetch((url) => {
      if (url === '/api/identity/login')
        return jsonResponse(
          { code: 'EMAIL_NOT_CONFIRMED', message: 'Votre adresse e-mail n’est pas encore confirmée.', userId: 'u42' },
          403,
        );
      if (url.startsWith('/api/identity/relance-activation'))
        return jsonResponse({ message: 'Un nouveau lien vient de vous être envoyé.' });
      return jsonResponse({}, 404);
    });
    await signIn();
    expect(await screen.findByText('Votre adresse e-mail n’est pas encore confirmée.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir un nouveau lien' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/identity/relance-activation?userId=u42')).toBe(true),
    );
  });
});
