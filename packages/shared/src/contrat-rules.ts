/*
 * Plain rules, no zod: the welcome page and the shell import them without the schema library. They
 * take the fields they read, so contrats.ts (the schema, built on etatsContrat) stays above them.
 */

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
export function contratLabel(contrat: {
  numeroContratIndividuel: string;
  nomOffre: string;
  etat: EtatContrat;
}): string {
  const base = `${contrat.nomOffre} - ${contrat.numeroContratIndividuel}`;
  return contrat.etat === 'valide' ? base : `${base} (${etatContratLabels[contrat.etat]})`;
}

/**
 * §4 contract selection: the stored choice is kept if that contract is active or is the only one;
 * otherwise the first contract is used (and the caller stores it).
 */
export function selectContrat<C extends { numeroContratIndividuel: string; isActif: boolean }>(
  contrats: readonly C[],
  stored: string | null,
): C | undefined {
  const storedContrat = contrats.find((c) => c.numeroContratIndividuel === stored);
  if (storedContrat && (storedContrat.isActif || contrats.length === 1)) return storedContrat;
  return contrats[0];
}
