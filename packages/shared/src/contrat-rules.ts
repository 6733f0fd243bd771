import type { Contrat } from './contrats.ts';

/* Plain rules, no zod: the welcome page and the shell import them without the schema library. */

/** §3/§4 contract states and their labels. */
export const etatsContrat = ['eninstance', 'valide', 'resilie', 'suspendu'] as const;
export type EtatContrat = (typeof etatsContrat)[number];
export const etatContratLabels: Record<EtatContrat, string> = {
  eninstance: 'En instance',
  valide: 'Valide',
  resilie: 'Résilié',
  suspendu: 'Suspendu',
};

/** §4: only "valide" shows without a suffix. */
export function contratLabel(contrat: Pick<Contrat, 'numeroContratIndividuel' | 'nomOffre' | 'etat'>): string {
  const base = `${contrat.nomOffre} - ${contrat.numeroContratIndividuel}`;
  return contrat.etat === 'valide' ? base : `${base} (${etatContratLabels[contrat.etat]})`;
}

/**
 * §4 contract selection: the stored choice is kept if that contract is active or is the only one;
 * otherwise the first contract is used (and the caller stores it).
 */
export function selectContrat(contrats: readonly Contrat[], stored: string | null): Contrat | undefined {
  const storedContrat = contrats.find((c) => c.numeroContratIndividuel === stored);
  if (storedContrat && (storedContrat.isActif || contrats.length === 1)) return storedContrat;
  return contrats[0];
}
