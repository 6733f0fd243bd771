import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { referentielMessages } from '@portail/shared/admin/referentiels';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { ImportDialog } from './referentiel-import-dialog';

function open(onClose = vi.fn()) {
  renderRoutes({ routes: [{ path: '/', element: <ImportDialog table="natures-sinistre" onClose={onClose} /> }] });
  return onClose;
}

describe('import CSV d’une table de référence', () => {
  it('un fichier refusé montre chaque ligne à corriger, et reste ouvert', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          code: 'IMPORT_INVALIDE',
          message: referentielMessages.importRefuse(2),
          errors: {
            'ligne 3': 'Ligne 3 : le code s’écrit en minuscules sans accent.',
            'ligne 5': 'Ligne 5 : la colonne « Actif » vaut « oui » ou « non ».',
          },
        },
        400,
      ),
    );
    const onClose = open();
    const user = userEvent.setup();
    expect(screen.getByText(/Code ; Libellé ; Ordre ; Actif/)).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/Fichier CSV/), new File(['Code;Libellé;Ordre;Actif'], 'natures.csv'));
    expect(screen.getByText('natures.csv')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(referentielMessages.importRefuse(2));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Ligne 3 : le code s’écrit en minuscules sans accent.',
      'Ligne 5 : la colonne « Actif » vaut « oui » ou « non ».',
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lit un fichier enregistré par un tableur français (Windows-1252), puis se ferme', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ message: 'Import terminé', crees: 1, modifies: 0, inchanges: 0 }));
    const onClose = open();
    const user = userEvent.setup();
    // « Décès » in Windows-1252: é is the single byte 0xE9, not valid UTF-8.
    const bytes = new Uint8Array([...new TextEncoder().encode('Code;Libellé\r\ndeces;D'), 0xe9, 0x63, 0xe8, 0x73]);
    await user.upload(screen.getByLabelText(/Fichier CSV/), new File([bytes], 'natures.csv'));
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as { csv: string };
    expect(body.csv).toContain('deces;Décès');
  });

  it('sans fichier, le dit sans rien envoyer', async () => {
    const fetchMock = stubFetch();
    open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Importer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choisissez le fichier à importer.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
