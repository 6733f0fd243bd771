import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { ContactFormPage, PecHospiFormPage, RemboursementFormPage } from './form-pages';

/** Reads answer with empty lists (themes, natures, persons); a write would be recorded. */
function stubReads() {
  return stubFetch((url) => jsonResponse(url.includes('personnes') ? { personnes: [] } : { entries: [] }));
}
const writes = (fetchMock: ReturnType<typeof stubReads>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
const send = () => userEvent.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));

describe('formulaires de demande : limites et champs manquants (issue 25)', () => {
  it('« Nous contacter » : l’objet dit sa limite, garde un texte collé trop long, et l’envoi dit de combien il dépasse', async () => {
    const fetchMock = stubReads();
    renderRoutes({ routes: [{ path: '/', element: <ContactFormPage /> }] });
    const objet = screen.getByRole('textbox', { name: 'Objet (facultatif)' });
    expect(objet).toHaveAccessibleDescription('120 caractères maximum');
    await userEvent.click(objet);
    await userEvent.paste('O'.repeat(121));
    expect(objet).toHaveValue('O'.repeat(121));
    expect(screen.getByText('1 caractère en trop')).toBeInTheDocument();
    await send();
    expect(objet).toHaveAttribute('aria-invalid', 'true');
    expect(objet).toHaveAccessibleDescription('120 caractères maximum L’objet ne doit pas dépasser 120 caractères.');
    const message = screen.getByRole('textbox', { name: 'Votre message' });
    expect(message).toHaveAccessibleDescription('5\u202f000 caractères maximum Écrivez votre message.');
    expect(writes(fetchMock)).toEqual([]);
  });

  it('demande de remboursement : un montant vide est « obligatoire », pas « doit être un nombre »', async () => {
    stubReads();
    renderRoutes({ routes: [{ path: '/', element: <RemboursementFormPage /> }] });
    await send();
    const montant = screen.getByRole('textbox', { name: 'Montant payé (en euros)' });
    expect(montant).toHaveAccessibleDescription(expect.stringContaining('Le montant payé est obligatoire.'));
    expect(screen.queryByText(/doit être un nombre/)).not.toBeInTheDocument();
  });

  it('prise en charge hospitalière : une adresse e-mail vide est « obligatoire », pas « incorrecte »', async () => {
    stubReads();
    renderRoutes({ routes: [{ path: '/', element: <PecHospiFormPage /> }] });
    await send();
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail de l’établissement' });
    expect(email).toHaveAccessibleDescription('L’adresse e-mail de l’établissement est obligatoire.');
    expect(screen.getByRole('textbox', { name: 'Numéro FINESS de l’établissement' })).toHaveAccessibleDescription(
      expect.stringContaining('Le numéro FINESS de l’établissement est obligatoire.'),
    );
  });
});
