import { formatEuros } from '../format.ts';
import * as c from '../remboursement/constantes.ts';
import { plafondOptiqueClasseB, tauxNonOptamMaximal } from '../remboursement/prise-en-charge.ts';
import { listerActes, offreAvecRenforts } from './arbre-offre.ts';
import type { Acte, Offre, Prestation } from './offre-schema.ts';

/* The contrat-responsable rules an offer's data must respect (art. L871-1 and R871-2 CSS): checked
   on the demo offers and usable by the import to refuse an offer that breaks them. */

/** Actes the contract must cover in full, without limit of time (forfait journalier, urgences). */
const actesCouvertsEnFraisReels = ['HOSPI_FORFAIT_JOURNALIER', 'URGENCES_FORFAIT'];

function forfaitDe(p: Prestation) {
  return p.type === 'forfait' ? p : p.type === 'pourcentageBRPlusForfait' ? p.forfait : null;
}

function tauxMinimal(p: Prestation): number | null {
  switch (p.type) {
    case 'pourcentageBR':
    case 'pourcentageBRPlusForfait':
      return p.taux;
    case 'optam':
      return Math.min(p.optam, p.nonOptam);
    case 'fraisReels':
    case 'centPourCentSante':
      return Infinity;
    default:
      return null;
  }
}

function ecartsPrestation(acte: Acte, p: Prestation): string[] {
  const { secu } = acte;
  const ecarts: string[] = [];
  const remboursePar = secu.taux > 0 && secu.base.type !== 'aucune';
  const medicamentPeuRembourse = secu.franchise === 'boite' && secu.taux < c.tauxSecu.medicamentsImportant;
  const minimum = tauxMinimal(p);
  if (remboursePar && !medicamentPeuRembourse && secu.panier !== 'optiqueClasseB') {
    if (minimum === null || minimum < c.niveauMinimalResponsable)
      ecarts.push('le ticket modérateur doit être couvert (100 % BR au moins)');
  }
  if (secu.medecin) {
    if (p.type === 'fraisReels') ecarts.push('les dépassements non OPTAM ne peuvent pas être pris en frais réels');
    const [optam, nonOptam] =
      p.type === 'optam' ? [p.optam, p.nonOptam] : p.type === 'pourcentageBR' ? [p.taux, p.taux] : [0, 0];
    if (nonOptam > tauxNonOptamMaximal(optam)) {
      ecarts.push(
        `non OPTAM à ${nonOptam} % BR : au plus ${tauxNonOptamMaximal(optam)} % BR (200 % et 20 points sous l’OPTAM)`,
      );
    }
  }
  if (secu.panier === 'centPourCentSante' && p.type !== 'centPourCentSante' && p.type !== 'fraisReels') {
    ecarts.push('le panier 100 % Santé doit être remboursé sans reste à charge');
  }
  if (actesCouvertsEnFraisReels.includes(acte.code) && p.type !== 'fraisReels')
    ecarts.push('doit être pris en charge en frais réels');
  const forfait = forfaitDe(p);
  if (secu.panier === 'optiqueClasseB' && secu.verres) {
    const plafond = plafondOptiqueClasseB(secu.verres);
    const montant = forfait?.montant ?? 0;
    if (!forfait || montant < c.plancherOptiqueClasseB || montant > plafond) {
      ecarts.push(
        `forfait lunettes entre ${formatEuros(c.plancherOptiqueClasseB, 'court')} et ${formatEuros(plafond, 'court')}`,
      );
    }
    if (forfait && forfait.dontMonture !== undefined && forfait.dontMonture > c.plafondMonture) {
      ecarts.push(`monture au plus ${formatEuros(c.plafondMonture, 'court')}`);
    }
    const adulte = p.ageMaximum === undefined || p.ageMaximum >= c.ageRenouvellementOptiqueAnnuel;
    if (adulte && (forfait?.periodeAnnees ?? 1) < c.renouvellementOptiqueAdulteAnnees)
      ecarts.push('un équipement tous les 2 ans au plus');
  }
  if (secu.panier === 'aideAuditiveClasseII') {
    const partBR = p.type === 'pourcentageBRPlusForfait' ? Math.round((c.baseAideAuditive * p.taux) / 100) : 0;
    const total = partBR + (forfait?.montant ?? 0);
    if (total > c.plafondAideAuditiveClasseII || p.type === 'fraisReels') {
      ecarts.push(
        `au plus ${formatEuros(c.plafondAideAuditiveClasseII, 'court')} par aide auditive, Sécurité sociale incluse`,
      );
    }
    if ((forfait?.periodeAnnees ?? 1) < c.renouvellementAideAuditiveAnnees)
      ecarts.push('une aide auditive tous les 4 ans au plus');
  }
  return ecarts;
}

function ecartsOffre(offre: Offre, prefixe: string): string[] {
  return listerActes(offre).flatMap(({ acte }) => {
    const prestations = acte.prestations.length ? acte.prestations : [{ type: 'nonCouvert' } as const];
    return prestations.flatMap((p) =>
      ecartsPrestation(acte, p).map((ecart) => `${prefixe}${acte.libelle} : ${ecart}.`),
    );
  });
}

/** The rules broken by the offer and by each of its reinforcements, in French; empty when responsible. */
export function verifierContratResponsable(offre: Offre): string[] {
  return [
    ...ecartsOffre(offre, `${offre.libelle} — `),
    ...offre.renforts.flatMap((r) =>
      ecartsOffre(offreAvecRenforts(offre, [r.code]), `${offre.libelle} + ${r.libelle} — `),
    ),
  ];
}
