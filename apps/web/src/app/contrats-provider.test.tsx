import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Contrat } from '@portail/shared/contrats';
import type { CurrentUser } from '@portail/shared/current-user';
import { browserLocation } from '@/lib/browser-location';
import { useContrats } from '@/lib/contrats-context';
import { getCurrentNumContrat } from '@/lib/current-contrat';
import { pageBootstrapElementId, serializePageBootstrap } from '@portail/shared/page-bootstrap';
import { contratsQueryOptions } from '@/lib/api/get-contrats';
import { createQueryClient } from '@/lib/query-client';
import { clientConfigFixture, contratFixture, userFixture } from '@/test/fixtures';
import { jsonResponse, stubFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { ContratsProvider, contratChangeEvent, seedContratsOfPage } from './contrats-provider';

let mounts = 0;

function CurrentContrat() {
  const { current, changeContrat } = useContrats();
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <>
      <p>Contrat courant : {current.numeroContratIndividuel}</p>
      <button type="button" onClick={() => changeContrat('C002')}>
        Choisir C002
      </button>
    </>
  );
}

const routes = [
  {
    path: '/espace-adherent',
    element: (
      <ContratsProvider>
        <CurrentContrat />
      </ContratsProvider>
    ),
  },
  { path: '/service-unavailable', element: <h1>Page indisponible</h1> },
];

function renderWithContrats(contrats: Contrat[], roles: CurrentUser['roles'] = ['User']) {
  mounts = 0;
  const fetchMock = stubFetch((url) =>
    url.startsWith('/api/v2/adherent/contrats') ? jsonResponse({ contrats }) : jsonResponse({}),
  );
  const view = renderRoutes({ routes, path: '/espace-adherent', user: userFixture({ roles }) });
  return { ...view, fetchMock };
}

const c1 = contratFixture({ numeroContratIndividuel: 'C001' });
const c2 = contratFixture({ numeroContratIndividuel: 'C002' });
const c2Resilie = contratFixture({ numeroContratIndividuel: 'C002', etat: 'resilie', isActif: false });

describe('choix du contrat (§4)', () => {
  it("garde le contrat mémorisé s'il est actif, et l'envoie en X-NumContrat", async () => {
    localStorage.setItem('numContrat', 'C002');
    renderWithContrats([c1, c2]);
    expect(await screen.findByText('Contrat courant : C002')).toBeInTheDocument();
    expect(getCurrentNumContrat()).toBe('C002');
  });

  it("prend le premier contrat si le contrat mémorisé n'est pas actif, et le mémorise", async () => {
    localStorage.setItem('numContrat', 'C002');
    renderWithContrats([c1, c2Resilie]);
    expect(await screen.findByText('Contrat courant : C001')).toBeInTheDocument();
    expect(localStorage.getItem('numContrat')).toBe('C001');
  });

  it("garde le contrat mémorisé s'il est le seul, même inactif", async () => {
    localStorage.setItem('numContrat', 'C002');
    renderWithContrats([c2Resilie]);
    expect(await screen.findByText('Contrat courant : C002')).toBeInTheDocument();
  });

  it('prend et mémorise le premier contrat sans choix mémorisé', async () => {
    renderWithContrats([c1, c2]);
    expect(await screen.findByText('Contrat courant : C001')).toBeInTheDocument();
    expect(localStorage.getItem('numContrat')).toBe('C001');
  });
});

describe('changement de contrat (§4)', () => {
  it('mémorise le choix, vide les caches, émet contratchange et recharge la route', async () => {
    const { queryClient, fetchMock } = renderWithContrats([c1, c2]);
    await screen.findByText('Contrat courant : C001');
    queryClient.setQueryData(['resource', 'v2/adherent/prestations', {}], { lignes: [] });
    const onChange = vi.fn();
    window.addEventListener(contratChangeEvent, onChange);

    await userEvent.click(screen.getByRole('button', { name: 'Choisir C002' }));

    expect(await screen.findByText('Contrat courant : C002')).toBeInTheDocument();
    expect(localStorage.getItem('numContrat')).toBe('C002');
    expect(getCurrentNumContrat()).toBe('C002');
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ detail: { numContrat: 'C002' } }));
    expect(queryClient.getQueryData(['resource', 'v2/adherent/prestations', {}])).toBeUndefined();
    expect(queryClient.getQueryData(['client-config'])).toBeDefined();
    expect(mounts).toBe(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    window.removeEventListener(contratChangeEvent, onChange);
  });
});

describe('aucun contrat (§2, §7)', () => {
  // The modal's code comes when needed (a rare case): fetched once before, as a browser would have it.
  beforeAll(async () => {
    await import('./no-contrat-modal');
  });

  it("une liste vide ouvre la modale bloquante et l'adhérent va vers service-unavailable", async () => {
    renderWithContrats([]);
    const dialog = await screen.findByRole('alertdialog', { name: 'Aucun contrat actif' });
    expect(dialog).toHaveTextContent('retiré(e) du contrat');
    expect(dialog).toHaveTextContent('redirigé(e) vers la page de connexion');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('heading', { name: 'Page indisponible' })).toBeInTheDocument();
  });

  it('un membre du personnel sans contrat va droit vers /admin, sans le message destiné aux adhérents', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    renderWithContrats([], ['Gestionnaire']);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('liste des contrats venue avec la page (issue 25)', () => {
  function pageWithContrats(contrats: Contrat[] | null) {
    document.getElementById(pageBootstrapElementId)?.remove();
    if (!contrats) return;
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = pageBootstrapElementId;
    script.textContent = serializePageBootstrap({
      clientConfig: clientConfigFixture(),
      session: { authenticated: true, user: userFixture() },
      contrats: { contrats },
    });
    document.body.append(script);
  }

  it('écrite dans la page : le contrat courant est là sans demander la liste', () => {
    pageWithContrats([c1, c2]);
    const queryClient = createQueryClient();
    seedContratsOfPage(queryClient);
    expect(queryClient.getQueryData(contratsQueryOptions().queryKey)).toEqual({ contrats: [c1, c2] });
    document.getElementById(pageBootstrapElementId)?.remove();
  });

  it('absente, ou vide (la fenêtre « 0 contrat » passe par l’API) : rien n’est mis en cache', () => {
    for (const contrats of [null, []]) {
      pageWithContrats(contrats);
      const queryClient = createQueryClient();
      seedContratsOfPage(queryClient);
      expect(queryClient.getQueryData(contratsQueryOptions().queryKey)).toBeUndefined();
    }
    document.getElementById(pageBootstrapElementId)?.remove();
  });
});
