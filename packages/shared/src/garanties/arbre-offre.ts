import type { Acte, Domaine, Offre } from './offre-schema.ts';

/** An acte with the libellés of the domaines above it (« Soins courants › Pharmacie »). */
export interface ActeDansOffre {
  acte: Acte;
  chemin: string[];
}

/** Every acte of the tree, depth first, in the order of the brochure. */
export function listerActes(offre: Pick<Offre, 'domaines'>): ActeDansOffre[] {
  const resultat: ActeDansOffre[] = [];
  const visiter = (domaine: Domaine, chemin: string[]) => {
    const ici = [...chemin, domaine.libelle];
    for (const acte of domaine.actes) resultat.push({ acte, chemin: ici });
    for (const sous of domaine.subDomaines) visiter(sous, ici);
  };
  for (const domaine of offre.domaines) visiter(domaine, []);
  return resultat;
}

export function trouverActe(offre: Pick<Offre, 'domaines'>, code: string): Acte | undefined {
  return listerActes(offre).find((entree) => entree.acte.code === code)?.acte;
}

/**
 * The offer as a member with these reinforcements (AjoutRenforts) is covered: each reinforced acte
 * takes the reinforcement's prestations. Unknown codes are an error: a contract cannot hold them.
 */
export function offreAvecRenforts(offre: Offre, codesRenforts: readonly string[]): Offre {
  const remplacements = new Map<string, Acte['prestations']>();
  for (const code of codesRenforts) {
    const renfort = offre.renforts.find((r) => r.code === code);
    if (!renfort) throw new RangeError(`Renfort inconnu pour l’offre ${offre.libelle} : ${code}`);
    for (const acte of renfort.actes) remplacements.set(acte.code, acte.prestations);
  }
  const renforcer = (domaine: Domaine): Domaine => ({
    ...domaine,
    actes: domaine.actes.map((acte) => {
      const prestations = remplacements.get(acte.code);
      return prestations ? { ...acte, prestations } : acte;
    }),
    subDomaines: domaine.subDomaines.map(renforcer),
  });
  return { ...offre, domaines: offre.domaines.map(renforcer) };
}
