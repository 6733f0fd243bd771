import { valeurAu } from '@portail/shared/garanties/valeurs-datees';
import * as c from '@portail/shared/remboursement/constantes';
import { ajouterJours, ajouterMois, type Alea } from './demo-alea.ts';

/*
 * The care a demo family receives over two years: what, who, when, where and what was charged. Only
 * the choice of care, its dates and its prices (from lists of usual prices) vary with the seed; the
 * reimbursement of each line is computed afterwards by the rules.
 */

export type RoleFamille = 'souscripteur' | 'conjoint' | 'enfant';

export interface MembreDemo {
  numPers: string;
  prenom: string;
  dateNaissance: string;
  role: RoleFamille;
  teletransmission: boolean;
}

export interface Soin {
  date: string;
  numPers: string;
  acteCode: string;
  fraisReels: number;
  nombre?: number;
  baseRemboursement?: number;
  optam?: boolean;
  fraisMonture?: number;
  professionnel: string;
  tiersPayant: boolean;
  /** The mutuelle rejects the claim, for this reason. */
  rejet?: string;
}

export const pro = {
  generaliste: 'Dr Claire Morel, médecin généraliste',
  dermatologue: 'Dr Hugo Lambert, dermatologue (secteur 2, OPTAM)',
  gynecologue: 'Dr Sophie Garnier, gynécologue (secteur 2, non OPTAM)',
  ophtalmologue: 'Dr Marc Perrin, ophtalmologue (secteur 2, OPTAM)',
  chirurgien: 'Dr Élise Roy, chirurgienne de la main (secteur 2, OPTAM)',
  pharmacie: 'Pharmacie des Lilas',
  laboratoire: 'Laboratoire Bio Loire',
  imagerie: 'Centre d’imagerie Nantes Sud',
  kine: 'Cabinet de kinésithérapie de l’Erdre',
  osteo: 'Cabinet d’ostéopathie Talensac',
  opticien: 'Optique du Commerce',
  dentiste: 'Cabinet dentaire Graslin',
  clinique: 'Clinique Jules Verne',
  urgences: 'CHU de Nantes, service des urgences',
} as const;

export const factureNonAcquittee =
  'Facture non acquittée : merci de nous adresser la facture portant la mention « acquittée » et le cachet du praticien';

/** Usual prices in cents: medicine boxes and blood tests (illustrative, not a tariff). */
const prixBoites = [218, 345, 497, 760, 1234, 846];
const prixBilans = [1890, 2754, 3510];
export const e = (euros: number) => Math.round(euros * 100);

export interface Periode {
  debut: string;
  fin: string;
  alea: Alea;
}

/** A day of the month `mois` months after the start, or null when it falls after the end. */
export function jourDuMois(periode: Periode, mois: number): string | null {
  const date = ajouterJours(ajouterMois(periode.debut, mois), periode.alea.entier(0, 27));
  return date > periode.fin ? null : date;
}

export function generaliste(date: string, m: MembreDemo): Soin {
  const fraisReels = valeurAu(c.consultationGeneraliste, date);
  return {
    date,
    numPers: m.numPers,
    acteCode: 'CONSULT_GENERALISTE',
    fraisReels,
    professionnel: pro.generaliste,
    tiersPayant: false,
  };
}

export function pharmacie(date: string, m: MembreDemo, alea: Alea, boites = alea.entier(1, 4)): Soin {
  const prix = Array.from({ length: boites }, () => alea.choix(prixBoites));
  const acteCode = alea.chance(0.2) ? 'PHARMACIE_30' : 'PHARMACIE_65';
  const fraisReels = prix.reduce((a, b) => a + b, 0);
  return {
    date,
    numPers: m.numPers,
    acteCode,
    fraisReels,
    nombre: boites,
    professionnel: pro.pharmacie,
    tiersPayant: true,
  };
}

export function serie(
  date: string,
  m: MembreDemo,
  acteCode: string,
  seances: number,
  prix: number,
  lieu: string,
  joursEntre = 7,
) {
  return Array.from({ length: seances }, (_, i): Soin => ({
    date: ajouterJours(date, i * joursEntre),
    numPers: m.numPers,
    acteCode,
    fraisReels: prix,
    professionnel: lieu,
    tiersPayant: false,
  }));
}

/** Consultations, prescriptions and yearly blood tests, month after month. */
export function soinsCourants(periode: Periode, m: MembreDemo): Soin[] {
  const { alea } = periode;
  const frequence = { souscripteur: 0.4, conjoint: 0.3, enfant: 0.25 }[m.role];
  const soins: Soin[] = [];
  for (let mois = 0; mois < 24; mois++) {
    const date = jourDuMois(periode, mois);
    if (date && alea.chance(frequence)) {
      soins.push(generaliste(date, m));
      if (alea.chance(0.75)) soins.push(pharmacie(date, m, alea));
    }
    const bilan = mois % 12 === (m.role === 'enfant' ? 9 : 3) ? jourDuMois(periode, mois) : null;
    if (bilan && m.role !== 'enfant') {
      const frais = alea.choix(prixBilans);
      soins.push({
        date: bilan,
        numPers: m.numPers,
        acteCode: 'BIOLOGIE',
        fraisReels: frais,
        professionnel: pro.laboratoire,
        tiersPayant: true,
      });
    }
    const traitement = m.role === 'conjoint' && mois % 2 === 0 ? jourDuMois(periode, mois) : null;
    if (traitement) soins.push(pharmacie(traitement, m, alea, 2));
  }
  return soins;
}
