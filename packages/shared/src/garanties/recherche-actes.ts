import { listerActes, type ActeDansOffre } from './arbre-offre.ts';
import type { Offre } from './offre-schema.ts';

/** Lower case, accents, ligatures and apostrophes folded: « Détartrage » and « DETARTRAGE » meet. */
export function plierTexte(texte: string): string {
  return texte
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/giu, 'oe')
    .replace(/æ/giu, 'ae')
    .replace(/['’‘`]/gu, ' ')
    .toLowerCase();
}

function mots(texte: string): string[] {
  return plierTexte(texte)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((mot) => mot.length > 0);
}

/**
 * Actes whose libellé, key words or domaines start with every word typed (« ostéo », « LUNETTES »,
 * « detartrage »), in the order of the brochure. An empty query finds nothing: the table shows all.
 */
export function rechercherActes(offre: Pick<Offre, 'domaines'>, requete: string): ActeDansOffre[] {
  const demandes = mots(requete);
  if (demandes.length === 0) return [];
  return listerActes(offre).filter(({ acte, chemin }) => {
    const disponibles = mots([acte.libelle, ...(acte.motsCles ?? []), ...chemin].join(' '));
    return demandes.every((demande) => disponibles.some((mot) => mot.startsWith(demande)));
  });
}
