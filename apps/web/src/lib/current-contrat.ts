/**
 * The contract sent as X-NumContrat. It is set by the contracts provider once the selection rule
 * has run, never read straight from storage: a stale choice from another account would be refused.
 */
let currentNumContrat: string | null = null;

export function getCurrentNumContrat(): string | null {
  return currentNumContrat;
}

export function setCurrentNumContrat(numContrat: string | null): void {
  currentNumContrat = numContrat;
}
