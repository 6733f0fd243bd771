import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExportDonneesEtat } from '@portail/shared/export-donnees';
import { amfMessages } from '@portail/shared/identity-messages';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { DonneesSection } from './donnees-section';

const aucune: ExportDonneesEtat = {
  statut: 'aucune',
  id: null,
  demandeeLe: null,
  preteLe: null,
  expireLe: null,
  taille: null,
  demandePar: null,
};

function renderSection(etat: ExportDonneesEtat) {
  const calls: { url: string; method: string }[] = [];
  stubFetch((url, init) => {
    calls.push({ url, method: init.method ?? 'GET' });
    if (url.startsWith('/api/identity/amf/status'))
      return jsonResponse({
        isAmfActivated: false,
        isBiometrieActivated: false,
        telephone: null,
        amfSmsActivated: true,
      });
    if (url.startsWith('/api/identity/amf/send'))
      return jsonResponse({
        sendType: 'MAIL',
        content: 'Un code vous a été envoyé par e-mail.',
        telephoneForbidden: false,
        logoutUrl: null,
      });
    if (url === '/api/adherent/donnees/export' && init.method === 'POST')
      return jsonResponse({ message: amfMessages.codeRequired, code: 'SECURITY_CODE_REQUIRED' }, 403);
    if (url === '/api/adherent/donnees/export') return jsonResponse(etat);
    return jsonResponse({}, 404);
  });
  renderRoutes({ routes: [{ path: '/compte', element: <DonneesSection /> }], path: '/compte' });
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe('« Télécharger mes données » (décision 052)', () => {
  it('aucune archive : ce qu’elle contient, et la demande passe par le code de sécurité', async () => {
    const calls = renderSection(aucune);
    const region = await screen.findByRole('region', { name: 'Télécharger mes données' });
    expect(region).toHaveTextContent('vos consentements avec leur historique');
    await userEvent.click(await screen.findByRole('button', { name: 'Préparer l’archive de mes données' }));
    expect(await screen.findByRole('dialog', { name: 'Vérification de votre identité' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/adherent/donnees/export',
      '/api/identity/amf/send',
    ]);
  });

  it('prête : la date limite à l’heure de Paris dans la zone annoncée, le bouton de téléchargement avec la taille', async () => {
    renderSection({
      ...aucune,
      statut: 'prete',
      id: 'a',
      demandeeLe: '2026-11-29T08:00:00.000Z',
      preteLe: '2026-11-29T08:15:00.000Z',
      expireLe: '2026-12-06T08:15:00.000Z',
      taille: 503_316,
    });
    const text = 'Votre archive est prête. Elle peut être téléchargée jusqu’au 06/12/2026 à 09:15 (heure de Paris).';
    expect(await screen.findByText(text)).toBe(screen.getByRole('status'));
    expect(screen.getByRole('button', { name: /^Télécharger mon archive \(ZIP, 491,5 ko\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Préparer une nouvelle archive' })).toBeInTheDocument();
  });

  it('en préparation : annoncé, et rien à demander de nouveau', async () => {
    renderSection({ ...aucune, statut: 'en_preparation', demandeeLe: '2026-11-29T08:00:00.000Z' });
    expect(await screen.findByText(/^Votre archive est en préparation\./)).toBe(screen.getByRole('status'));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
