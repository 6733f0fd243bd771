import { formatEuros } from '../format.ts';
import type { Prestation, UniteForfait } from './offre-schema.ts';

/* A level written as French brochures write it. The convention is stated once, above the table. */

export const conventionNiveaux =
  'Niveaux exprimés remboursement Sécurité sociale inclus. BR : base de remboursement de la Sécurité sociale.';

const nbsp = '\u00a0';
const nombre = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

const parUnite: Record<UniteForfait, string> = {
  an: 'par an',
  acte: 'par acte',
  seance: 'par séance',
  jour: 'par jour',
  equipement: 'par équipement',
  aideAuditive: 'par aide auditive',
};
const pluriels: Record<UniteForfait, string> = {
  an: 'ans',
  acte: 'actes',
  seance: 'séances',
  jour: 'jours',
  equipement: 'équipements',
  aideAuditive: 'aides auditives',
};

/** « 200 % BR » */
export function formatTaux(taux: number): string {
  return `${nombre.format(taux)}${nbsp}% BR`;
}

type Forfait = Extract<Prestation, { type: 'forfait' }>;

/** « 150 € par an », « 60 € par séance, 4 séances par an », « 200 € par équipement, tous les 2 ans » */
export function formatForfait(forfait: Omit<Forfait, 'type'>): string {
  const { montant, unite, maxParAn, periodeAnnees, dontMonture } = forfait;
  const periode = periodeAnnees && periodeAnnees > 1 ? `tous les ${periodeAnnees} ans` : null;
  if (unite === 'an') return `${formatEuros(montant, 'court')} ${periode ?? 'par an'}`;
  const parties = [`${formatEuros(montant, 'court')} ${parUnite[unite]}`];
  if (dontMonture !== undefined) parties.push(`dont monture ${formatEuros(dontMonture, 'court')} maximum`);
  if (maxParAn) parties.push(`${maxParAn} ${maxParAn > 1 ? pluriels[unite] : parUnite[unite].slice(4)} par an`);
  if (periode) parties.push(periode);
  return parties.join(', ');
}

/** The level of a prestation, without its age condition. */
export function formatPrestation(prestation: Prestation): string {
  switch (prestation.type) {
    case 'pourcentageBR':
      return formatTaux(prestation.taux);
    case 'optam':
      return `OPTAM${nbsp}: ${formatTaux(prestation.optam)} — non OPTAM${nbsp}: ${formatTaux(prestation.nonOptam)}`;
    case 'forfait':
      return formatForfait(prestation);
    case 'pourcentageBRPlusForfait':
      return `${formatTaux(prestation.taux)} + ${formatForfait(prestation.forfait)}`;
    case 'fraisReels':
      return 'Frais réels';
    case 'centPourCentSante':
      return `100${nbsp}% Santé${nbsp}: sans reste à charge`;
    case 'nonCouvert':
      return 'Non couvert';
  }
}

/** « Moins de 16 ans », « À partir de 16 ans », « De 6 à 15 ans », or null when the level is for all. */
export function formatConditionAge({ ageMinimum, ageMaximum }: Pick<Prestation, 'ageMinimum' | 'ageMaximum'>) {
  if (ageMinimum !== undefined && ageMaximum !== undefined) return `De ${ageMinimum} à ${ageMaximum} ans`;
  if (ageMaximum !== undefined) return `Moins de ${ageMaximum + 1} ans`;
  if (ageMinimum !== undefined) return `À partir de ${ageMinimum} ans`;
  return null;
}
