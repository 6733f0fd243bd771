import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicClientConfig } from '@portail/shared/client-config';
import { clientConfigFixture } from '@/test/fixtures';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { ToastList } from '@/components/ui/toast-list';
import { RegisterPage } from './register-page';

// The form is a lazy module (FormPageFrame): loaded once here, so no test waits for its first transform.
beforeAll(() => import('./register-form'));

function configWith(overrides: Partial<PublicClientConfig['configuration']>) {
  const config = clientConfigFixture();
  config.configuration = { ...config.configuration, ...overrides };
  return config;
}

/** Renders the page and waits for its form, whose code loads after the first paint (FormPageFrame). */
async function renderRegister(config = clientConfigFixture()) {
  const view = renderRoutes({
    routes: [
      {
        path: '/register',
        element: (
          <>
            <RegisterPage />
            <ToastList defaultDelayMs={60_000} />
          </>
        ),
      },
      { path: '/display-email', element: <h1>display-email</h1> },
    ],
    path: '/register',
    config,
  });
  await screen.findByRole('button', { name: 'Créer mon compte' });
  return view;
}

async function fillValid() {
  await userEvent.type(screen.getByRole('textbox', { name: /Numéro d’adhérent/ }), 'C001');
  await userEvent.type(screen.getByRole('textbox', { name: /Prénom/ }), 'Hélène');
  await userEvent.type(screen.getByRole('textbox', { name: /^Nom/ }), "D'Arc-Dupont");
  await userEvent.type(screen.getByRole('textbox', { name: /Date de naissance/ }), '17031985');
  await userEvent.type(screen.getByRole('textbox', { name: /Identifiant/ }), 'helene@example.org');
  await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'Secret#2026x');
  await userEvent.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Secret#2026x');
  const cgu = screen.queryByRole('checkbox', { name: /conditions générales/ });
  if (cgu) await userEvent.click(cgu);
}

describe('page register (§2, §5 Registration)', () => {
  it('createAccountAuthMode « all » : les deux numéros, reliés par « et »', async () => {
    await renderRegister(configWith({ createAccountAuthMode: 'all' }));
    expect(screen.getByRole('textbox', { name: /Numéro d’adhérent/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Numéro de sécurité sociale/ })).toBeInTheDocument();
    expect(screen.getByText('et')).toBeInTheDocument();
  });

  it('createAccountAuthMode « NIR » : seul le numéro de sécurité sociale', async () => {
    await renderRegister(configWith({ createAccountAuthMode: 'NIR' }));
    expect(screen.queryByRole('textbox', { name: /Numéro d’adhérent/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Numéro de sécurité sociale/ })).toBeInTheDocument();
  });

  it('le code postal et l’IBAN ne sont demandés que si le client les vérifie', async () => {
    await renderRegister(configWith({ isCodePostalVerifiedOnAccountCreation: true, isRegisterVerifyIban: false }));
    expect(screen.getByRole('textbox', { name: /Code postal/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /IBAN/ })).not.toBeInTheDocument();
  });

  it('refuse un nom cumulé trop long avec le message du §5 suivi du maximum', async () => {
    const fetchMock = stubFetch();
    await renderRegister(configWith({ tailleMaxPrenomNom: 10 }));
    await userEvent.type(screen.getByRole('textbox', { name: /Prénom/ }), 'Marie-Hélène');
    await userEvent.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Dupont');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(
      await screen.findByText('Le nombre de caractères cumulés de vos nom et prénom ne doit pas dépasser 10'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('envoie le formulaire puis va vers display-email (sans fenêtre zéro papier)', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(
        {
          message: 'ok',
          email: 'helene@example.org',
          isEmailConfirmationRequired: true,
          showDematerialisationPopup: false,
        },
        202,
      ),
    );
    await renderRegister();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByRole('heading', { name: 'display-email' })).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ numeroContrat: 'C001', nom: "D'Arc-Dupont", cgu: true, dematerialization: true });
    expect(body).not.toHaveProperty('nir');
  });

  it('sans consentementCGUCreationCompteAutreActe : ni CGU ni consentements demandés, et le compte se crée', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(
        { message: 'ok', email: 'h@example.org', isEmailConfirmationRequired: true, showDematerialisationPopup: false },
        202,
      ),
    );
    const config = clientConfigFixture();
    config.fonctionnalites.consentementCGUCreationCompteAutreActe = { isActivated: false, isActivatedPerContract: {} };
    await renderRegister(config);
    expect(screen.queryByRole('checkbox', { name: /conditions générales/ })).toBeNull();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByRole('heading', { name: 'display-email' })).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ cgu: false, consentements: [] });
  });

  it('REGISTER_ATTEMPTS_EXCEEDED : le bouton disparaît et le message du client s’affiche', async () => {
    stubFetch(() =>
      jsonResponse({ code: 'REGISTER_ATTEMPTS_EXCEEDED', message: 'Appelez-nous au 01 99 00 12 34.' }, 429),
    );
    await renderRegister();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Appelez-nous au 01 99 00 12 34.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Créer mon compte' })).not.toBeInTheDocument();
  });

  it('un échec ne dit que le message du client, sous « La création du compte a échoué. »', async () => {
    stubFetch(() => jsonResponse({ code: 'REGISTER_FAILED', message: 'Nous n’avons pas pu vous identifier.' }, 400));
    await renderRegister();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('La création du compte a échoué.')).toBeInTheDocument();
    expect(screen.getByText('Nous n’avons pas pu vous identifier.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer mon compte' })).toBeInTheDocument();
  });
});

describe('page register : ce qui arrête un nouveau venu (issue 16)', () => {
  it('un envoi à vide dit « Merci de renseigner toutes les données obligatoires. » et place le focus sur le premier champ invalide', async () => {
    await renderRegister();
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    const toasts = await screen.findAllByRole('alert');
    expect(toasts[0]).toHaveTextContent('Merci de renseigner toutes les données obligatoires.');
    expect(screen.getByRole('textbox', { name: /Numéro d’adhérent/ })).toHaveFocus();
  });

  it('une date impossible (31/02/1990) est dite invalide, pas obligatoire, et annoncée dès la sortie du champ', async () => {
    await renderRegister();
    const date = screen.getByRole('textbox', { name: /Date de naissance/ });
    expect(date).toHaveAttribute('autocomplete', 'bday');
    await userEvent.type(date, '31021990');
    await userEvent.tab();
    const message = 'La date de naissance est invalide : elle doit exister et être au format JJ/MM/AAAA.';
    const error = await screen.findByText(message);
    expect(screen.queryByText('La date de naissance est obligatoire')).not.toBeInTheDocument();
    expect(error.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('un envoi avec un identifiant invalide et les CGU non cochées dit les deux erreurs à la fois (décision 036)', async () => {
    const fetchMock = stubFetch();
    await renderRegister();
    await fillValid();
    await userEvent.click(screen.getByRole('checkbox', { name: /conditions générales/ }));
    const identifiant = screen.getByRole('textbox', { name: /Identifiant/ });
    await userEvent.clear(identifiant);
    await userEvent.type(identifiant, 'pas-une-adresse');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    const cguText = "Blocage création compte - absence d'acceptation des conditions d'utilisation du site";
    expect(await screen.findByText("Le format de l'identifiant (adresse e-mail) est incorrect")).toBeInTheDocument();
    expect((await screen.findAllByText(cguText)).length).toBeGreaterThan(0);
    expect(screen.getByRole('checkbox', { name: /conditions générales/ })).not.toBeChecked();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('la case des CGU mène aux CGU du client dans un nouvel onglet, sans quitter le formulaire', async () => {
    await renderRegister();
    const link = screen.getByRole('link', { name: /conditions générales d’utilisation/ });
    expect(link).toHaveAttribute('href', '/#/page/cgu');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('checkbox', { name: /conditions générales d’utilisation/ })).not.toBeChecked();
  });
});
