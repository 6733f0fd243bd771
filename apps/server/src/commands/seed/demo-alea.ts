/* A seeded pseudo-random generator for demo data (mulberry32 over an FNV-1a hash of the seed): the
   same seed always gives the same draws, so the demo is reproducible. Not for anything secret. */

export interface Alea {
  /** In [0, 1). */
  nombre(): number;
  /** Integer in [min, max]. */
  entier(min: number, max: number): number;
  choix<T>(valeurs: readonly T[]): T;
  chance(probabilite: number): boolean;
}

function hash(graine: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < graine.length; i++) {
    h ^= graine.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function creerAlea(graine: string): Alea {
  let etat = hash(graine);
  const nombre = () => {
    etat = (etat + 0x6d2b79f5) >>> 0;
    let t = etat;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const entier = (min: number, max: number) => min + Math.floor(nombre() * (max - min + 1));
  return {
    nombre,
    entier,
    choix: <T>(valeurs: readonly T[]) => valeurs[entier(0, valeurs.length - 1)] as T,
    chance: (probabilite: number) => nombre() < probabilite,
  };
}

/* Calendar days as YYYY-MM-DD, computed in UTC so no time zone moves a day. */

export function ajouterJours(date: string, jours: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + jours);
  return d.toISOString().slice(0, 10);
}

export function ajouterMois(date: string, mois: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  const jour = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + mois);
  const dernier = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(jour, dernier));
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function jourDeSemaine(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Whole years between a birth date and a day. */
export function ageAu(dateNaissance: string, date: string): number {
  const [an, mois, jour] = dateNaissance.split('-').map(Number) as [number, number, number];
  const [anD, moisD, jourD] = date.split('-').map(Number) as [number, number, number];
  return anD - an - (moisD < mois || (moisD === mois && jourD < jour) ? 1 : 0);
}
