import { createContext, useContext } from 'react';
import type { Contrat } from '@portail/shared/contrats';

export interface ContratsContextValue {
  contrats: readonly Contrat[];
  current: Contrat;
  /** §4: stores the choice, clears the caches, fires "contratchange" and reloads the route. */
  changeContrat(numContrat: string): void;
}

export const ContratsContext = createContext<ContratsContextValue | null>(null);

/** Inside the member area only (where the contracts provider runs). */
export function useContrats(): ContratsContextValue {
  const value = useContext(ContratsContext);
  if (!value) throw new Error('useContrats: hors du fournisseur de contrats');
  return value;
}

/** The selected contract number, or null outside the member area. */
export function useCurrentNumContrat(): string | null {
  return useContext(ContratsContext)?.current.numeroContratIndividuel ?? null;
}
