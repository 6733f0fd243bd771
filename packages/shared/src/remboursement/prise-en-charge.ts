import { typesVerre, type Prestation, type SecuActe, type TypeVerre } from '../garanties/offre-schema.ts';
import { valeurAu } from '../garanties/valeurs-datees.ts';
import * as c from './constantes.ts';
import type { ConsommationAnnuelle } from './participations.ts';

export type PlafondApplique = 'nonOptam' | 'optiqueEquipement' | 'monture' | 'aideAuditive' | 'prixLimiteDeVente';

export interface PriseEnChargeEntree {
  prestation: Prestation | null;
  secu: SecuActe;
  baseRemboursement: number;
  montantSecuBrut: number;
  fraisReels: number;
  nombre: number;
  optam: boolean;
  dateSoins: string;
  fraisMonture: number | undefined;
  consommation: ConsommationAnnuelle;
}

/** The most the guarantee pays, Sécurité sociale included (Infinity: frais réels). */
export interface PriseEnCharge {
  /** With what the forfait already paid this year taken off. */
  plafond: number;
  /** As if the forfait were untouched: the gap is the « forfait épuisé » part. */
  plafondSansConsommation: number;
  plafondsAppliques: PlafondApplique[];
  seancesPrisesEnCharge: number | null;
}

const pourcentage = (base: number, taux: number) => Math.round((base * taux) / 100);

/** Contrat responsable: non-OPTAM ≤ 200 % BR in all, and 20 points of BR under the OPTAM level. */
export function tauxNonOptamMaximal(tauxOptam: number): number {
  return Math.min(c.plafondTotalNonOptam, Math.max(c.niveauMinimalResponsable, tauxOptam - c.ecartMinimalOptam));
}

type Forfait = Extract<Prestation, { type: 'forfait' }>;

/** Mutuelle money a forfait gives: [untouched, what is left]. Forfaits come on top of the SS part. */
function montantsForfait(forfait: Omit<Forfait, 'type'>, entree: PriseEnChargeEntree): [number, number, number | null] {
  const { nombre, consommation } = entree;
  const parUnite = forfait.unite === 'acte' || forfait.unite === 'seance' || forfait.unite === 'jour';
  if (parUnite) {
    const restantes = forfait.maxParAn ? Math.max(0, forfait.maxParAn - (consommation.seancesUtilisees ?? 0)) : nombre;
    const payables = Math.min(nombre, restantes);
    return [forfait.montant * nombre, forfait.montant * payables, payables];
  }
  const enveloppe = forfait.unite === 'an' ? forfait.montant : forfait.montant * nombre;
  return [enveloppe, Math.max(0, enveloppe - (consommation.forfaitUtilise ?? 0)), null];
}

function niveau(entree: PriseEnChargeEntree, appliques: PlafondApplique[]): [number, number, number | null] {
  const { prestation, secu, baseRemboursement: br, montantSecuBrut: ss, optam } = entree;
  if (!prestation) return [0, 0, null];
  const nonOptam = secu.medecin && !optam;
  const tauxBR = (tauxOptam: number, tauxNonOptam = tauxOptam) => {
    if (!nonOptam) return tauxOptam;
    const maximal = tauxNonOptamMaximal(tauxOptam);
    if (tauxNonOptam > maximal) appliques.push('nonOptam');
    return Math.min(tauxNonOptam, maximal);
  };
  switch (prestation.type) {
    case 'nonCouvert':
      return [0, 0, null];
    case 'pourcentageBR': {
      const total = pourcentage(br, tauxBR(prestation.taux));
      return [total, total, null];
    }
    case 'optam': {
      const total = pourcentage(br, tauxBR(prestation.optam, prestation.nonOptam));
      return [total, total, null];
    }
    case 'forfait': {
      const [plein, reste, seances] = montantsForfait(prestation, entree);
      return [ss + plein, ss + reste, seances];
    }
    case 'pourcentageBRPlusForfait': {
      const [plein, reste, seances] = montantsForfait(prestation.forfait, entree);
      const partBR = pourcentage(br, tauxBR(prestation.taux));
      return [partBR + plein, partBR + reste, seances];
    }
    case 'fraisReels': {
      if (!nonOptam) return [Infinity, Infinity, null];
      const total = pourcentage(br, c.plafondTotalNonOptam);
      if (total < entree.fraisReels) appliques.push('nonOptam');
      return [total, total, null];
    }
    case 'centPourCentSante': {
      const limite = secu.prixLimiteDeVente
        ? valeurAu(secu.prixLimiteDeVente, entree.dateSoins) * entree.nombre
        : Infinity;
      if (limite < entree.fraisReels) appliques.push('prixLimiteDeVente');
      return [limite, limite, null];
    }
  }
}

/** Ceilings of the contrat responsable that no offer may exceed, whatever its brochure says. */
function plafondReglementaire(entree: PriseEnChargeEntree, appliques: PlafondApplique[], plafond: number): number {
  const { secu, montantSecuBrut: ss, fraisReels, fraisMonture, nombre } = entree;
  let resultat = plafond;
  const limiter = (maximum: number, motif: PlafondApplique) => {
    if (maximum < resultat && maximum < fraisReels) appliques.push(motif);
    resultat = Math.min(resultat, maximum);
  };
  if (secu.panier === 'optiqueClasseB' && secu.verres) {
    limiter(ss + plafondOptiqueClasseB(secu.verres) * nombre, 'optiqueEquipement');
    const monture = Math.min(c.plafondMonture, plafondMontureDe(entree.prestation));
    if (fraisMonture !== undefined && fraisMonture > monture) {
      limiter(ss + monture + Math.max(0, fraisReels - fraisMonture), 'monture');
    }
  }
  if (secu.panier === 'aideAuditiveClasseII') limiter(c.plafondAideAuditiveClasseII * nombre, 'aideAuditive');
  return resultat;
}

/** Contrat responsable ceiling of a classe B equipment, by its pair of lenses. */
export function plafondOptiqueClasseB(verres: readonly [TypeVerre, TypeVerre]): number {
  const [a, b] = [...verres].sort((x, y) => typesVerre.indexOf(x) - typesVerre.indexOf(y));
  return c.plafondsOptiqueClasseB[`${a}+${b}` as keyof typeof c.plafondsOptiqueClasseB];
}

function plafondMontureDe(prestation: Prestation | null): number {
  const forfait =
    prestation?.type === 'forfait'
      ? prestation
      : prestation?.type === 'pourcentageBRPlusForfait'
        ? prestation.forfait
        : null;
  return forfait?.dontMonture ?? Infinity;
}

export function calculerPriseEnCharge(entree: PriseEnChargeEntree): PriseEnCharge {
  const appliques: PlafondApplique[] = [];
  const [plein, reste, seancesPrisesEnCharge] = niveau(entree, appliques);
  const plafondSansConsommation = plafondReglementaire(entree, appliques, plein);
  const plafond = Math.min(reste, plafondSansConsommation);
  return { plafond, plafondSansConsommation, plafondsAppliques: [...new Set(appliques)], seancesPrisesEnCharge };
}
