import { Fragment, lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { selectContrat } from '@portail/shared/contrat-rules';
import { LoadingStatus } from '@/components/ui/loading-status';
import { clientConfigQueryKey } from '@/lib/api/get-client-config';
import { contratsQueryOptions, contratsResource, NoContratError } from '@/lib/api/get-contrats';
import { currentUserQueryKey } from '@/lib/api/get-current-user';
import { ContratsContext, type ContratsContextValue } from '@/lib/contrats-context';
import { getCurrentNumContrat, setCurrentNumContrat } from '@/lib/current-contrat';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage';
import { readPageBootstrap } from './startup-data';
import { contratTexts, shellTexts } from './texts';

/** §7 « 0 contrat »: a rare case, whose modal is not in the area's first bytes (issue 25). */
const LazyNoContratModal = lazy(() => import('./no-contrat-modal').then((m) => ({ default: m.NoContratModal })));

/** Event fired on window after a contract change (§4). */
export const contratChangeEvent = 'contratchange';

/** Everything read for a contract goes; the client, the user and the contract list stay. */
function clearContractQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: ({ queryKey: [root, route] }) =>
      root !== clientConfigQueryKey[0] && root !== currentUserQueryKey[0] && route !== contratsResource.route,
  });
}

/**
 * The contract list the portal's page came with (a member's page, issue 25), put where the provider
 * reads it: the area's first screen renders without asking for it. Called once, when the app
 * opens on the member area; a list the page does not carry is asked as before.
 */
export function seedContratsOfPage(queryClient: QueryClient): void {
  const contrats = readPageBootstrap()?.contrats;
  if (contrats?.contrats.length) queryClient.setQueryData(contratsQueryOptions().queryKey, contrats);
}

/** Loads the member's contracts, applies the §4 selection rule and reloads the route on change. */
export function ContratsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, error, refetch } = useQuery(contratsQueryOptions());
  const [stored] = useState(() => readStorage('local', storageKeys.numContrat));
  // An explicit choice wins for the session; the §4 rule applies to the stored one at start.
  const [chosen, setChosen] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [focusAfterReload, setFocusAfterReload] = useState<string | null>(null);
  const selected = data
    ? (data.contrats.find((c) => c.numeroContratIndividuel === chosen) ?? selectContrat(data.contrats, stored))
    : undefined;
  const selectedNum = selected?.numeroContratIndividuel ?? null;

  // Children start their requests in effects, which run before this component's: X-NumContrat
  // is therefore set while rendering (an idempotent assignment).
  if (selectedNum && getCurrentNumContrat() !== selectedNum) setCurrentNumContrat(selectedNum);

  useEffect(() => {
    if (selectedNum) writeStorage('local', storageKeys.numContrat, selectedNum);
  }, [selectedNum]);

  // The reloaded route gets focus back on the control that changed the contract.
  useEffect(() => {
    if (focusAfterReload) document.getElementById(focusAfterReload)?.focus();
  }, [reloadKey, focusAfterReload]);

  const changeContrat = useCallback(
    (numContrat: string) => {
      writeStorage('local', storageKeys.numContrat, numContrat);
      setCurrentNumContrat(numContrat);
      clearContractQueries(queryClient);
      setFocusAfterReload(document.activeElement?.id || null);
      setChosen(numContrat);
      setReloadKey((key) => key + 1);
      window.dispatchEvent(new CustomEvent(contratChangeEvent, { detail: { numContrat } }));
    },
    [queryClient],
  );

  const value = useMemo<ContratsContextValue | null>(
    () => (data && selected ? { contrats: data.contrats, current: selected, changeContrat } : null),
    [data, selected, changeContrat],
  );

  if (error instanceof NoContratError)
    return (
      <Suspense fallback={<LoadingStatus />}>
        <LazyNoContratModal />
      </Suspense>
    );
  if (error) return <ContratsLoadFailed onRetry={() => void refetch()} />;
  if (!value) return <LoadingStatus />;
  return (
    <ContratsContext.Provider value={value}>
      <Fragment key={reloadKey}>{children}</Fragment>
    </ContratsContext.Provider>
  );
}

function ContratsLoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <section className="card">
      <h1>{shellTexts.memberArea}</h1>
      <p role="alert">{contratTexts.loadFailed}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {contratTexts.retry}
      </button>
    </section>
  );
}
