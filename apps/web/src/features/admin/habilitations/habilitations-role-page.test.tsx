import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { habilitationsMessages, type RoleView } from '@portail/shared/admin/habilitations-editor';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { RoleMatrixPage } from './habilitations-role-page';

const gestionnaire: RoleView = {
  code: 'Gestionnaire',
  libelle: 'Gestionnaire',
  spansClients: false,
  version: 0,
  personnalise: false,
  habilitations: [{ resource: 'referentiels', actions: ['read'], scope: 'Both' }],
  motifNonModifiable: null,
};
const rights = {
  habilitations: [
    { resource: 'habilitations', action: 'read', scope: 'Both' },
    { resource: 'habilitations', action: 'update', scope: 'Both' },
  ],
  spansClients: false,
  crossClientHabilitations: [],
  isConsultant: false,
};

function serve(role: RoleView, put: (body: unknown) => Response) {
  return stubFetch((url, init) => {
    if (url === '/api/identity/staff-rights') return jsonResponse(rights);
    if (init.method === 'PUT') return put(JSON.parse(String(init.body)));
    return jsonResponse({ roles: [role] });
  });
}

const routes = [{ path: '/admin/habilitations/:role', element: <RoleMatrixPage /> }];

describe('matrice des habilitations d’un rôle', () => {
  it('chaque case dit son domaine et son action ; l’ensemble est envoyé à la version lue', async () => {
    const sent: unknown[] = [];
    serve(gestionnaire, (body) => {
      sent.push(body);
      return jsonResponse({
        message: habilitationsMessages.enregistre('Gestionnaire'),
        role: { ...gestionnaire, version: 1, personnalise: true },
      });
    });
    renderRoutes({ routes, path: '/admin/habilitations/Gestionnaire' });
    const user = userEvent.setup();
    const lecture = await screen.findByRole('checkbox', { name: 'Référentiels : lecture' });
    expect(lecture).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Référentiels : modification' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Portée pour Référentiels' }), 'Contrat');
    await user.click(screen.getByRole('checkbox', { name: 'Journal d’audit : lecture' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les habilitations' }));
    expect(await screen.findByRole('status')).toHaveTextContent(habilitationsMessages.enregistre('Gestionnaire'));
    expect(sent).toEqual([
      {
        version: 0,
        habilitations: [
          { resource: 'referentiels', actions: ['read', 'update'], scope: 'Contrat' },
          { resource: 'audit', actions: ['read'], scope: 'Both' },
        ],
      },
    ]);
    // The next save goes at the version the server gave back.
    await user.click(screen.getByRole('button', { name: 'Enregistrer les habilitations' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ version: 1 });
  });

  it('un conflit est dit en français, avec de quoi recharger l’état actuel', async () => {
    serve(gestionnaire, () => jsonResponse({ code: 'CONFLIT', message: habilitationsMessages.conflit }, 409));
    renderRoutes({ routes, path: '/admin/habilitations/Gestionnaire' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enregistrer les habilitations' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(habilitationsMessages.conflit);
    expect(screen.getByRole('button', { name: 'Recharger les habilitations actuelles' })).toBeInTheDocument();
  });

  it('son propre rôle se lit sans se modifier, avec la raison', async () => {
    serve({ ...gestionnaire, motifNonModifiable: habilitationsMessages.roleDetenu }, () => jsonResponse({}, 500));
    renderRoutes({ routes, path: '/admin/habilitations/Gestionnaire' });
    expect(await screen.findByText(habilitationsMessages.roleDetenu)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Référentiels : lecture' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enregistrer les habilitations' })).not.toBeInTheDocument();
  });
});
