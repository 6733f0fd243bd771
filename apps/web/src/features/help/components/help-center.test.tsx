import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { HelpCenter } from './help-center';

const question = (code: string, title: string) => ({
  title,
  content: '<p>Réponse</p>',
  clickCode: code,
  rateCode: code,
  categoryCode: 'connexion',
  order: 0,
  related: [],
});

afterEach(() => vi.unstubAllGlobals());

describe("aide à la connexion (§2 : onglets 'Top 5', 'Catégories', 'Résultats')", () => {
  it("l'onglet 'Résultats' n'apparaît qu'après une recherche qui trouve quelque chose", async () => {
    stubFetch((url) => {
      if (url.includes('getPopular')) return jsonResponse({ questions: [question('a', 'Question populaire')] });
      if (url.includes('query=introuvable')) return jsonResponse({ questions: [] });
      if (url.includes('query=')) return jsonResponse({ questions: [question('b', 'Mot de passe oublié')] });
      return jsonResponse({ categories: [] });
    });
    renderRoutes({ routes: [{ path: '/', element: <HelpCenter onClose={() => undefined} /> }] });
    const dialog = await screen.findByRole('dialog', { name: 'Aide à la connexion' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('button', { name: 'Question populaire' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: /Résultats/ })).not.toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Rechercher dans l’aide'), 'introuvable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
    expect(await within(dialog).findByText(/Aucune question ne correspond à « introuvable »/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: /Résultats/ })).not.toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Rechercher dans l’aide'));
    await userEvent.type(within(dialog).getByLabelText('Rechercher dans l’aide'), 'mot de passe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
    const results = await within(dialog).findByRole('tab', { name: 'Résultats (1)' });
    expect(results).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('button', { name: 'Mot de passe oublié' })).toBeInTheDocument();
  });

  it('une recherche en échec ne se fait pas passer pour « aucune question »', async () => {
    stubFetch((url) => {
      if (url.includes('getPopular')) return jsonResponse({ questions: [] });
      if (url.includes('query=')) return jsonResponse({ message: 'Erreur' }, 500);
      return jsonResponse({ categories: [] });
    });
    renderRoutes({ routes: [{ path: '/', element: <HelpCenter onClose={() => undefined} /> }] });
    const dialog = await screen.findByRole('dialog', { name: 'Aide à la connexion' }, { timeout: 5000 });
    await userEvent.type(within(dialog).getByLabelText('Rechercher dans l’aide'), 'carte');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
    expect(await within(dialog).findByText(/La recherche n’a pas pu aboutir/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Aucune question ne correspond/)).not.toBeInTheDocument();
  });
});
