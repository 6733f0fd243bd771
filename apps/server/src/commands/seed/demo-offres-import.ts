import { demoOffres } from './demo-offres.ts';

/*
 * The demo offers as lines of the member import (record « offre », docs/import.md): the seed loads
 * them through importMembers like any insurer's file. Their levels come from one brochure grid
 * (demo-offres-grille.ts) built on public figures: the 100 % Santé baskets (optics, dental crowns,
 * hearing aids at no cost left), the contrat-responsable ceilings (frame ≤ 100 €, non-OPTAM
 * ≤ 100 % BR above the SS and ≤ the OPTAM level − 20 points, glasses 420–800 €, hearing aid 1 700 €
 * per ear), the 2026 bases; sources in packages/shared/src/remboursement/constantes.ts and decision 040.
 */
export function demoOffresJsonl(): string {
  return [
    '// Offres de démonstration (Santé Essentielle, Santé Confort, Santé Intégrale), format « offre » de l’import.',
    ...demoOffres().map((offre) => JSON.stringify({ type: 'offre', ...offre })),
  ].join('\n');
}
