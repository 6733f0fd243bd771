import { offreSchema, type DomaineEntree, type Offre } from '@portail/shared/garanties/offre-schema';
import { acteDuReferentiel } from '@portail/shared/garanties/referentiel-actes';
import { grilleDemo, renfortsDemo } from './demo-offres-grille.ts';
import type { DomaineGrille } from './demo-offres-niveaux.ts';

/* The three demo offers, built from the brochure grid (demo-offres-grille.ts, where the levels come
   from) and the SS data of each acte, then validated by the offer schema. The libellés are the
   `nomOffre` of the demo contracts. */

const entetes = [
  {
    code: 'SANTE_ESSENTIELLE',
    libelle: 'Santé Essentielle',
    description: 'L’essentiel du contrat responsable et le 100 % Santé, pour des soins courants bien remboursés.',
  },
  {
    code: 'SANTE_CONFORT',
    libelle: 'Santé Confort',
    description: 'Des dépassements d’honoraires, de l’optique et du dentaire mieux pris en charge.',
  },
  {
    code: 'SANTE_INTEGRALE',
    libelle: 'Santé Intégrale',
    description: 'Notre meilleure couverture : hospitalisation, optique, dentaire et aides auditives au plus haut.',
  },
] as const;

function domaine(grille: DomaineGrille, colonne: 0 | 1 | 2): DomaineEntree {
  return {
    code: grille.code,
    libelle: grille.libelle,
    actes: (grille.lignes ?? []).map((ligne) => ({
      ...acteDuReferentiel(ligne.acte),
      prestations: ligne.niveaux[colonne],
      ...(ligne.tags ? { tags: ligne.tags } : {}),
      ...(ligne.mettreEnValeur ? { mettreEnValeur: true } : {}),
    })),
    subDomaines: (grille.sous ?? []).map((sous) => domaine(sous, colonne)),
    options: grille.options?.[colonne] ?? [],
    tags: grille.tags?.[colonne] ?? [],
    mettreEnValeur: grille.mettreEnValeur?.[colonne] ?? false,
  };
}

let built: Offre[] | undefined;

/** Built on first use, not as the server loads: 30–40 ms of a start that seeds nothing. */
export function demoOffres(): Offre[] {
  built ??= entetes.map((entete, colonne) =>
    offreSchema.parse({
      ...entete,
      domaines: grilleDemo.map((grille) => domaine(grille, colonne as 0 | 1 | 2)),
      renforts: colonne < 2 ? renfortsDemo : [],
    }),
  );
  return built;
}

/** The offer of a contract, by its `nomOffre` (« Santé Essentielle »). */
export function demoOffreParNom(nomOffre: string): Offre | undefined {
  return demoOffres().find((offre) => offre.libelle === nomOffre);
}
