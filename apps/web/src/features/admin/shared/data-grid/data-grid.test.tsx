import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataGrid, type GridColumn, type GridState } from './data-grid';

interface Row {
  id: number;
  nom: string;
  ville: string;
}

const columns: GridColumn<Row>[] = [
  { id: 'nom', header: 'Nom', accessorKey: 'nom', meta: { sortable: true } },
  { id: 'ville', header: 'Commune', accessorKey: 'ville' },
];
const rows: Row[] = [
  { id: 1, nom: 'Dupont', ville: 'Nantes' },
  { id: 2, nom: 'Martin', ville: 'Brest' },
];
const state: GridState = { page: 1, pageSize: 25, sort: 'nom', order: 'asc' };

function grid(props: Partial<Parameters<typeof DataGrid<Row>>[0]> = {}) {
  const onStateChange = vi.fn();
  render(
    <DataGrid<Row>
      id="essai"
      caption="Adhérents"
      columns={columns}
      rows={rows}
      total={2}
      isFetching={false}
      state={state}
      onStateChange={onStateChange}
      rowKey={(row) => String(row.id)}
      exportUrl="/api/admin/adherents/export"
      exportLimit={10_000}
      {...props}
    />,
  );
  return onStateChange;
}

beforeEach(() => localStorage.clear());

describe('grille de données du back-office', () => {
  it('un tableau légendé ; le tri passe par le serveur, annoncé par aria-sort ; le nombre de résultats est annoncé', async () => {
    const onStateChange = grid();
    const table = screen.getByRole('table', { name: 'Adhérents' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('2 résultats');
    const nom = within(table).getByRole('columnheader', { name: /Nom/ });
    expect(nom).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'Commune' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(nom).getByRole('button'));
    expect(onStateChange).toHaveBeenCalledWith({ sort: 'nom', order: 'desc', page: 1 });
  });

  it('le choix des colonnes se garde, et la dernière colonne affichée ne peut pas être retirée', async () => {
    grid();
    await userEvent.click(screen.getByText('Colonnes affichées'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Commune' }));
    expect(screen.queryByRole('columnheader', { name: 'Commune' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Nom' })).toBeDisabled();
    expect(JSON.parse(localStorage.getItem('gridColumns')!)).toEqual({ essai: { ville: false } });
  });

  it('une page au-delà de la dernière revient à la dernière ; un chargement en échec ne dit pas « chargement »', () => {
    const onStateChange = grid({ state: { ...state, page: 5 }, rows: [], total: 2 });
    expect(onStateChange).toHaveBeenCalledWith({ page: 1 });
    grid({ rows: undefined, total: undefined, isError: true });
    expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('Les résultats n’ont pas pu être chargés.');
  });

  it('la même recherche s’exporte en CSV ou en Excel : deux liens de téléchargement, le second demande format=xlsx', () => {
    grid({ exportUrl: '/api/admin/adherents/export?nom=Dupont&sort=nom&order=asc' });
    const csv = screen.getByRole('link', { name: 'Exporter en CSV' });
    expect(csv).toHaveAttribute('href', '/api/admin/adherents/export?nom=Dupont&sort=nom&order=asc');
    const xlsx = screen.getByRole('link', { name: 'Exporter en Excel (.xlsx)' });
    expect(xlsx).toHaveAttribute('href', '/api/admin/adherents/export?nom=Dupont&sort=nom&order=asc&format=xlsx');
    expect(xlsx).toHaveAttribute('download');
  });

  it('au-delà de la limite d’export, le lien laisse la place à la consigne', () => {
    grid({ total: 12_000 });
    expect(screen.queryByRole('link', { name: 'Exporter en CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Exporter en Excel (.xlsx)' })).not.toBeInTheDocument();
    expect(screen.getByText(/affinez la recherche pour exporter/)).toBeInTheDocument();
  });
});
