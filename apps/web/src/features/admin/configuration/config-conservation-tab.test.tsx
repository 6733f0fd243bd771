import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigurationClient } from '@portail/shared/admin/configuration-api';
import { jsonResponse, stubFetch } from '@/test/http';
import { createTestQueryClient } from '@/test/render';
import { ConservationTab } from './config-conservation-tab';

const config = {
  version: 4,
  conservation: {
    conservation: {
      comptesClotures: 24,
      demandes: 24,
      connexions: 6,
      journalAcces: 12,
      courriels: 30,
      notifications: 12,
    },
  },
} as unknown as ConfigurationClient;

function renderTab(rapports: object[]) {
  const fetchMock = stubFetch((url) => {
    if (url === '/api/admin/configuration/purges') return jsonResponse({ rapports });
    return jsonResponse({ message: 'x' }, 404);
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ConservationTab config={config} readOnly={false} onReload={() => undefined} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('onglet « Durées de conservation »', () => {
  it('montre chaque durée avec son unité et ses bornes, et les derniers passages de la purge', async () => {
    renderTab([
      {
        nature: 'connexions',
        supprimees: 1203,
        anonymisees: 0,
        debut: '2026-11-29T02:00:00.000Z',
        fin: '2026-11-29T02:00:01.000Z',
        instance: 'web-2:4242',
      },
      {
        nature: 'courriels',
        supprimees: 0,
        anonymisees: 17,
        debut: '2026-11-29T01:00:00.000Z',
        fin: null,
        instance: 'web-1:77',
      },
    ]);
    const courriels = screen.getByRole('textbox', { name: 'Contenu des courriels et SMS envoyés (en jours)' });
    expect(courriels).toHaveValue('30');
    expect(courriels).toHaveAccessibleDescription(
      'Le texte et le destinataire sont effacés ; l’envoi reste compté. De 1 à 365 jours ; par défaut 30.',
    );
    const table = await screen.findByRole('table', { name: 'Derniers passages de la purge' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateDonnéesSuppriméesAnonymiséesServeur',
      `29/11/2026 03:00Historique des connexions${(1203).toLocaleString('fr-FR')}0web-2:4242`,
      '29/11/2026 02:00Contenu des courriels et SMS envoyés017web-1:77',
    ]);
  });

  it('une durée hors bornes est signalée sous son champ, sans appel au serveur', async () => {
    const fetchMock = renderTab([]);
    expect(await screen.findByText('Aucune donnée n’a encore été purgée.')).toBeInTheDocument();
    const journal = screen.getByRole('textbox', { name: 'Journal des accès (en mois)' });
    await userEvent.clear(journal);
    await userEvent.type(journal, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(journal).toHaveAccessibleDescription(/Saisissez un nombre entier de mois entre 6 et 12\.$/);
    expect(fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toEqual([]);
  });
});
