import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { codeVerificationDepuis } from '@portail/shared/contrat/code-verification';
import { verificationMessages, type VerificationResponse } from '@portail/shared/contrat/editions-api';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { VerificationPage } from './verification-page';

const routes = [
  { path: '/verification', element: <VerificationPage /> },
  { path: '/verification/:code', element: <VerificationPage /> },
];
const code = codeVerificationDepuis([7, 20, 3, 22, 26, 9, 31, 30, 2, 15]);
const answer: VerificationResponse = {
  authentique: true,
  statut: 'contratClos',
  type: 'CarteTP',
  libelleType: 'Carte de tiers payant',
  organisme: 'Mutuelle Démo',
  emisLe: '03/01/2026',
  valableJusquau: '31/12/2026',
  titulaire: 'Marie D.',
  message: verificationMessages.contratClos('Carte de tiers payant', '03/01/2026'),
};

describe('page « Vérifier un document »', () => {
  it('le code de l’adresse (QR code) est vérifié auprès du serveur, et son verdict dit en français', async () => {
    const fetchMock = stubFetch(() => jsonResponse(answer));
    renderRoutes({ routes, path: `/verification/${code.toLowerCase()}` });
    expect(await screen.findByText(answer.message)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/verify/${code}`);
    const region = screen.getByRole('region', { name: 'Résultat de la vérification' });
    expect(within(region).getByText('Marie D.')).toBeInTheDocument();
    expect(region).not.toHaveTextContent(/contrat n°/i);
    const heading = screen.getByRole('heading', { level: 2, name: 'Résultat de la vérification' });
    expect(heading).toHaveFocus();
    // Focus on the heading reads the verdict with it.
    expect(heading).toHaveAccessibleDescription(answer.message);
  });

  it('un code altéré est refusé sans appel ; la réponse 404 du serveur s’affiche telle quelle', async () => {
    const altered = code.slice(0, -1) + (code.endsWith('0') ? '1' : '0');
    const fetchMock = stubFetch(() =>
      jsonResponse({ code: 'CODE_INCONNU', message: verificationMessages.inconnu }, 404),
    );
    renderRoutes({ routes, path: '/verification' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Code de vérification/ }), altered);
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText(verificationMessages.altere)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: /Code de vérification/ }));
    await user.type(screen.getByRole('textbox', { name: /Code de vérification/ }), code);
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText(verificationMessages.inconnu)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The same code again is asked again (a passing failure, the rate limit), not ignored.
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
