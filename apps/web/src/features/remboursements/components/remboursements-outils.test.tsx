import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/http';
import { createTestQueryClient } from '@/test/render';
import { RemboursementsOutils } from './remboursements-outils';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function outils() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RemboursementsOutils filtres={{ beneficiaire: 'P100001', domaine: 'optique' }} options={undefined} />
    </QueryClientProvider>,
  );
}

describe('outils de « Mes remboursements » : l’export des lignes', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    // jsdom makes no object URLs; the link's click is where the browser would save the file.
    Object.assign(URL, { createObjectURL: () => 'blob:essai', revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('« Exporter ces lignes (Excel) » demande les lignes du filtre au format xlsx et enregistre le classeur', async () => {
    const fetchMock = stubFetch(
      () =>
        new Response(new Blob(['PK'], { type: xlsxType }), {
          headers: { 'content-type': xlsxType, 'content-disposition': 'attachment; filename="remboursements.xlsx"' },
        }),
    );
    outils();
    await userEvent.click(screen.getByRole('button', { name: 'Exporter ces lignes (Excel)' }));
    await waitFor(() => expect(saved).toEqual(['remboursements.xlsx']));
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toMatch(/\/v1\/adherent\/remboursements\/export$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      beneficiaire: 'P100001',
      domaine: 'optique',
      format: 'xlsx',
    });
  });

  it('« Exporter ces lignes (CSV) » garde son export, au format csv', async () => {
    const fetchMock = stubFetch(
      () =>
        new Response('\uFEFFDate des soins\r\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="remboursements.csv"' },
        }),
    );
    outils();
    await userEvent.click(screen.getByRole('button', { name: 'Exporter ces lignes (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['remboursements.csv']));
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('format')).toBe('csv');
  });
});
