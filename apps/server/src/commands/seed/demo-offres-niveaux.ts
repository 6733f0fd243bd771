import type { Prestation } from '@portail/shared/garanties/offre-schema';

/* Shorthands to write a brochure grid: one level per offer column, amounts in euros. */

export type Niveaux = [Prestation[], Prestation[], Prestation[]];
interface LigneGrille {
  acte: string;
  niveaux: Niveaux;
  tags?: string[];
  mettreEnValeur?: boolean;
}
export interface DomaineGrille {
  code: string;
  libelle: string;
  lignes?: LigneGrille[];
  sous?: DomaineGrille[];
  /** Per offer, in column order. */
  tags?: [string[], string[], string[]];
  options?: [string[], string[], string[]];
  mettreEnValeur?: [boolean, boolean, boolean];
}

const e = (euros: number) => euros * 100;
export const br = (taux: number): Prestation[] => [{ type: 'pourcentageBR', taux }];
export const op = (optam: number, nonOptam: number): Prestation[] => [{ type: 'optam', optam, nonOptam }];
export const an = (euros: number): Prestation[] => [{ type: 'forfait', montant: e(euros), unite: 'an' }];
export const seances = (euros: number, maxParAn: number): Prestation[] => [
  { type: 'forfait', montant: e(euros), unite: 'seance', maxParAn },
];
export const parJour = (euros: number): Prestation[] => [{ type: 'forfait', montant: e(euros), unite: 'jour' }];
export const plusAn = (taux: number, euros: number): Prestation[] => [
  { type: 'pourcentageBRPlusForfait', taux, forfait: { montant: e(euros), unite: 'an' } },
];
export const audio = (euros: number): Prestation[] => [
  {
    type: 'pourcentageBRPlusForfait',
    taux: 100,
    forfait: { montant: e(euros), unite: 'aideAuditive', periodeAnnees: 4 },
  },
];
/** One equipment every 2 years from 16, every year before (frame at most 100 € of it). */
export function lunettes(euros: number): Prestation[] {
  const forfait = { type: 'forfait', montant: e(euros), unite: 'equipement', dontMonture: e(100) } as const;
  return [
    { ...forfait, libelle: 'Adulte et enfant de 16 ans et plus', ageMinimum: 16, periodeAnnees: 2 },
    { ...forfait, libelle: 'Enfant de moins de 16 ans', ageMaximum: 15 },
  ];
}
export const fr: Prestation[] = [{ type: 'fraisReels' }];
export const s100: Prestation[] = [{ type: 'centPourCentSante' }];
export const nc: Prestation[] = [{ type: 'nonCouvert' }];
export const tous = (p: Prestation[]): Niveaux => [p, p, p];
export const aucun: [string[], string[], string[]] = [[], [], []];
