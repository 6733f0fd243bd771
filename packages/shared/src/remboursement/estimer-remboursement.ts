import { trouverActe } from '../garanties/arbre-offre.ts';
import { formatPrestation } from '../garanties/format-prestation.ts';
import type { Acte, Offre, Prestation, SecuActe } from '../garanties/offre-schema.ts';
import { aujourdhuiIso, valeurAu } from '../garanties/valeurs-datees.ts';
import * as c from './constantes.ts';
import { calculerParticipations, type ConsommationAnnuelle } from './participations.ts';
import { calculerPriseEnCharge, type PlafondApplique } from './prise-en-charge.ts';

export interface EstimationEntree {
  /** The acte, or its code in `offre`. */
  acte: Acte | string;
  /** When given, the offer's own version of the acte decides the level (absent: not covered). */
  offre?: Offre;
  /** Forces the level (a simulation « with this guarantee »). */
  prestation?: Prestation;
  /** Amount charged, in cents. */
  fraisReels: number;
  /** SS base from the quote, in cents: required for actes whose base is « devis ». */
  baseRemboursement?: number;
  /** Secteur 2 doctor adhering to OPTAM (default) or not. */
  optam?: boolean;
  ageBeneficiaire?: number;
  /** Boxes, days, séances, ears… (default 1). */
  nombre?: number;
  /** Optics: price of the frame within the equipment, for the 100 € frame cap. */
  fraisMonture?: number;
  /** YYYY-MM-DD, default today: tariffs and deductions in force that day. */
  dateSoins?: string;
  consommationAnnuelle?: ConsommationAnnuelle;
}

export interface DetailsRemboursement {
  fraisReels: number;
  /** SS part before the participation forfaitaire and the franchise are withheld. */
  montantSecuAvantDeductions: number;
  /** Participation on heavy acts (24 € then 32 €) taken instead of the ticket modérateur; the mutuelle may pay it. */
  participationActeLourd: number;
  prestation: Prestation | null;
  libelleNiveau: string;
  /** Most the guarantee pays SS included, forfaits untouched, ceilings applied (null: frais réels). */
  priseEnChargeMaximale: number | null;
  /** Part of the remaining charge above the guarantee. */
  depassement: number;
  /** Part of the remaining charge due to a forfait already used this year. */
  forfaitEpuise: number;
  acteNonCouvert: boolean;
  seancesPrisesEnCharge: number | null;
  plafondsAppliques: PlafondApplique[];
  franchiseType: SecuActe['franchise'];
}

export interface Remboursement {
  baseRemboursement: number;
  tauxSecu: number;
  montantSecu: number;
  participationForfaitaire: number;
  franchise: number;
  montantMutuelle: number;
  /** What neither pays, participation forfaitaire and franchise apart: the sum of the parts is the fee. */
  resteACharge: number;
  details: DetailsRemboursement;
}

function resoudreActe(entree: EstimationEntree): Acte {
  const code = typeof entree.acte === 'string' ? entree.acte : entree.acte.code;
  const dansOffre = entree.offre ? trouverActe(entree.offre, code) : undefined;
  if (dansOffre) return dansOffre;
  if (typeof entree.acte === 'string') throw new RangeError(`Acte inconnu : ${code}`);
  return entree.offre ? { ...entree.acte, prestations: [] } : entree.acte;
}

/** The first level whose age condition fits (an unknown age takes the first level). */
export function choisirPrestation(acte: Acte, age: number | undefined): Prestation | null {
  const convient = (p: Prestation) =>
    age === undefined || ((p.ageMinimum ?? 0) <= age && age <= (p.ageMaximum ?? Number.POSITIVE_INFINITY));
  return acte.prestations.find(convient) ?? null;
}

function baseDeRemboursement(acte: Acte, entree: EstimationEntree, nombre: number, date: string): number {
  const { base, medecin } = acte.secu;
  switch (base.type) {
    case 'fixe': {
      const unitaire =
        medecin && entree.optam === false && base.nonOptam !== undefined
          ? base.nonOptam
          : valeurAu(base.montants, date);
      return unitaire * nombre;
    }
    case 'frais':
      return entree.fraisReels;
    case 'devis':
      if (entree.baseRemboursement === undefined)
        throw new RangeError(`Base de remboursement manquante : ${acte.code}`);
      return entree.baseRemboursement;
    case 'aucune':
      return 0;
  }
}

/**
 * A French reimbursement, in cents: the Sécurité sociale pays its rate on the base, less the
 * participation forfaitaire and the franchise; the mutuelle pays up to its level (SS included, within
 * forfaits and the contrat-responsable ceilings) and never those two deductions.
 */
export function estimerRemboursement(entree: EstimationEntree): Remboursement {
  const acte = resoudreActe(entree);
  const { secu } = acte;
  const nombre = entree.nombre ?? 1;
  const dateSoins = entree.dateSoins ?? aujourdhuiIso();
  const consommation = entree.consommationAnnuelle ?? {};
  const fraisReels = entree.fraisReels;
  if (!Number.isInteger(fraisReels) || fraisReels < 0) throw new RangeError('Frais réels invalides.');

  const baseRemboursement = Math.min(baseDeRemboursement(acte, entree, nombre, dateSoins), fraisReels);
  const lourd = secu.acteLourd && secu.taux > 0 && baseRemboursement >= c.seuilActeLourd;
  const participationActeLourd = lourd
    ? Math.min(valeurAu(c.participationActesLourds, dateSoins), baseRemboursement)
    : 0;
  const tauxSecu = lourd ? 100 : secu.taux;
  const montantSecuAvantDeductions = lourd
    ? baseRemboursement - participationActeLourd
    : Math.round((baseRemboursement * tauxSecu) / 100);
  const { participationForfaitaire, franchise } = calculerParticipations({
    secu,
    montantSecuBrut: montantSecuAvantDeductions,
    nombre,
    dateSoins,
    ageBeneficiaire: entree.ageBeneficiaire,
    consommation,
  });

  const prestation = entree.prestation ?? choisirPrestation(acte, entree.ageBeneficiaire);
  const priseEnCharge = calculerPriseEnCharge({
    prestation,
    secu,
    baseRemboursement,
    montantSecuBrut: montantSecuAvantDeductions,
    fraisReels,
    nombre,
    optam: entree.optam ?? true,
    dateSoins,
    fraisMonture: entree.fraisMonture,
    consommation,
  });
  const partMutuelle = (plafond: number) => Math.max(0, Math.min(plafond, fraisReels) - montantSecuAvantDeductions);
  const montantMutuelle = partMutuelle(priseEnCharge.plafond);
  const forfaitEpuise = partMutuelle(priseEnCharge.plafondSansConsommation) - montantMutuelle;
  const resteACharge = fraisReels - montantSecuAvantDeductions - montantMutuelle;
  const acteNonCouvert = !prestation || prestation.type === 'nonCouvert';

  return {
    baseRemboursement,
    tauxSecu,
    montantSecu: montantSecuAvantDeductions - participationForfaitaire - franchise,
    participationForfaitaire,
    franchise,
    montantMutuelle,
    resteACharge,
    details: {
      fraisReels,
      montantSecuAvantDeductions,
      participationActeLourd,
      prestation,
      libelleNiveau: prestation ? formatPrestation(prestation) : 'Non couvert',
      priseEnChargeMaximale: Number.isFinite(priseEnCharge.plafondSansConsommation)
        ? priseEnCharge.plafondSansConsommation
        : null,
      depassement: resteACharge - forfaitEpuise,
      forfaitEpuise,
      acteNonCouvert,
      seancesPrisesEnCharge: priseEnCharge.seancesPrisesEnCharge,
      plafondsAppliques: priseEnCharge.plafondsAppliques,
      franchiseType: franchise > 0 ? secu.franchise : null,
    },
  };
}
