import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigurationClient } from '@portail/shared/admin/configuration-api';
import { configurationMessages as m } from '@portail/shared/admin/configuration-messages';
import { clientConfigQueryKey } from '@/lib/api/get-client-config';
import { clientConfigFixture } from '@/test/fixtures';
import { jsonResponse, stubFetch } from '@/test/http';
import { createTestQueryClient } from '@/test/render';
import { ConfigurationPage } from './configuration-page';

const base = clientConfigFixture();

function configuration(): ConfigurationClient {
  const c = base.configuration;
  return {
    version: 3,
    code: 'demo',
    identite: {
      libelle: base.libelle,
      logoAlt: base.branding.logoAlt,
      logoLinkUrl: 'https://www.mutuelle-demo.fr',
      primaryColor: '#0E6674',
      loginText: base.branding.loginText,
      errorPageText: 'Le service est momentanément indisponible.',
      delaiToasts: 6,
    },
    connexion: { ...c, oidc: null },
    consentements: { consentements: [{ nom: 'newsletter', libelle: 'J’accepte les actualités', version: 2 }] },
    fonctionnalites: {
      fonctionnalites: {},
      dataCollectActivated: true,
      isDonneesROMonegasquesActivated: false,
      consultationsNominatives: false,
    },
    formulaires: { formulaires: {} },
    liens: { mobileApp: base.mobileApp, socialLinks: base.socialLinks },
    sepa: {
      sepa: { ics: 'FR72ZZZ123456', creancier: 'Mutuelle Démo', adresseCreancier: '10 rue de la Santé, 75014 Paris' },
    },
    images: { logo: { url: '/logo.svg', contentType: 'image/svg+xml', taille: 890 }, fond: null },
    contratsParticuliers: [],
  } as unknown as ConfigurationClient;
}

function renderPage(path: string, actions: string[], answerPut?: (body: unknown) => Response) {
  const fetchMock = stubFetch((url, init) => {
    if (url === '/api/identity/staff-rights')
      return jsonResponse({
        habilitations: actions.map((action) => ({ resource: 'configuration', action, scope: 'Both' })),
        spansClients: false,
        isConsultant: false,
      });
    if (url === '/api/admin/configuration') return jsonResponse(configuration());
    if (init.method === 'PUT' && answerPut) return answerPut(JSON.parse(String(init.body)));
    return jsonResponse({ message: 'x' }, 404);
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(clientConfigQueryKey, base);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/configuration" element={<ConfigurationPage />} />
          <Route path="/admin/configuration/:onglet" element={<ConfigurationPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('« Configuration du client » (issue 14)', () => {
  it('sans le droit de modifier, tout se lit et rien ne se change', async () => {
    renderPage('/admin/configuration/sepa', ['read']);
    expect(await screen.findByText(/Votre rôle permet de consulter la configuration/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'SEPA', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Identifiant créancier SEPA/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  });

  it('une saisie fausse est signalée sous son champ, avec le message du schéma partagé, sans appel au serveur', async () => {
    const fetchMock = renderPage('/admin/configuration/sepa', ['read', 'update']);
    const ics = await screen.findByRole('textbox', { name: /Identifiant créancier SEPA/ });
    await userEvent.clear(ics);
    await userEvent.type(ics, 'FR00ZZZ123456');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(m.ics)).toBeInTheDocument();
    expect(ics).toHaveAttribute('aria-invalid', 'true');
    expect(ics).toHaveAccessibleDescription(expect.stringContaining(m.ics));
    expect(screen.getByRole('alert')).toHaveTextContent('Corrigez les champs signalés : rien n’a été enregistré.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('un enregistrement parti d’une version dépassée dit de recharger (409)', async () => {
    const sent: unknown[] = [];
    renderPage('/admin/configuration/sepa', ['read', 'update'], (body) => {
      sent.push(body);
      return jsonResponse({ code: 'STALE_VERSION', message: m.stale }, 409);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.stale);
    expect(within(alert).getByRole('button', { name: 'Recharger la configuration' })).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ version: 3, sepa: expect.objectContaining({ ics: 'FR72ZZZ123456' }) }),
    ]);
  });

  it('un consentement enregistré montre sa version et peut être redemandé ; un nouveau demande son code', async () => {
    renderPage('/admin/configuration/consentements', ['read', 'update']);
    expect(await screen.findByRole('group', { name: 'Consentement 1 — Version 2 en vigueur' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Redemander à tous les adhérents/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un consentement' }));
    const nouveau = screen.getByRole('group', { name: 'Consentement 2 — Nouveau consentement' });
    expect(within(nouveau).getByRole('textbox', { name: /Code/ })).toHaveValue('');
  });
});
