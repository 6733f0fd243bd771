import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Consultation, Consultations } from '@portail/shared/consultations';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { ConsultationsSection } from './consultations-section';

const lecture = (id: number, at: string, categorie: Consultation['categorie']): Consultation => ({
  id,
  at,
  categorie,
  objet: null,
  conseiller: null,
});

function renderSection(pages: Record<string, Consultations>) {
  const asked: string[] = [];
  stubFetch((url) => {
    asked.push(url);
    const page = new URL(url, 'http://localhost').searchParams.get('page') ?? '1';
    return url.startsWith('/api/adherent/consultations') && pages[page]
      ? jsonResponse(pages[page])
      : jsonResponse({}, 404);
  });
  renderRoutes({ routes: [{ path: '/compte', element: <ConsultationsSection /> }], path: '/compte' });
  return asked;
}

afterEach(() => vi.restoreAllMocks());

describe('« Consultations de mon dossier » (décision 049)', () => {
  it('une phrase par consultation, à l’heure de Paris ; « Afficher plus » demande la page suivante', async () => {
    const asked = renderSection({
      1: {
        client: 'Mutuelle Démo',
        items: [lecture(2, '2026-03-12T13:05:00.000Z', 'remboursements')],
        suivante: true,
      },
      2: { client: 'Mutuelle Démo', items: [lecture(1, '2026-03-11T08:00:00.000Z', 'fiche')], suivante: false },
    });
    const region = await screen.findByRole('region', { name: 'Consultations de mon dossier' });
    expect(
      await screen.findByText('Un conseiller de Mutuelle Démo a consulté vos remboursements le 12/03/2026 à 14:05'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus de consultations' }));
    expect(
      await screen.findByText('Un conseiller de Mutuelle Démo a consulté votre fiche adhérent le 11/03/2026 à 09:00'),
    ).toBeInTheDocument();
    expect(region.querySelectorAll('li')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Afficher plus de consultations' })).not.toBeInTheDocument();
    expect(screen.getByText('2 consultations affichées.')).toBeInTheDocument();
    expect(asked.filter((url) => url.startsWith('/api/adherent/consultations'))).toHaveLength(2);
  });

  it('personne n’a consulté le dossier : il le dit', async () => {
    renderSection({ 1: { client: 'Mutuelle Démo', items: [], suivante: false } });
    expect(await screen.findByText('Aucun conseiller n’a consulté votre dossier.')).toBeInTheDocument();
  });
});
