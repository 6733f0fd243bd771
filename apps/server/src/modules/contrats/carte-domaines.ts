import { trouverActe } from '@portail/shared/garanties/arbre-offre';
import type { Offre, Prestation } from '@portail/shared/garanties/offre-schema';

/*
 * The domains an inter-AMC tiers-payant card prints on its back (standard codes PHAR, MED, LABO…),
 * each read from one acte of the offer (codes of packages/shared/src/garanties/referentiel-actes.ts).
 * Hospital, optics and hearing aids are paid in tiers payant on a prior agreement (« PEC »).
 * A domain whose acte the offer does not hold, or does not cover, is left off the card.
 */
const domainesCarte = [
  { code: 'PHAR', libelle: 'Pharmacie', acte: 'PHARMACIE_65' },
  { code: 'MED', libelle: 'Médecins', acte: 'CONSULT_GENERALISTE' },
  { code: 'LABO', libelle: 'Biologie', acte: 'BIOLOGIE' },
  { code: 'RADL', libelle: 'Radiologie', acte: 'IMAGERIE' },
  { code: 'AUXM', libelle: 'Auxiliaires médicaux', acte: 'KINESITHERAPIE' },
  { code: 'DENT', libelle: 'Dentaire', acte: 'SOINS_DENTAIRES' },
  { code: 'HOSP', libelle: 'Hospitalisation', acte: 'HOSPI_SEJOUR', pec: 'seule' },
  { code: 'OPTI', libelle: 'Optique', acte: 'OPTIQUE_100_SANTE', pec: 'ajoutee' },
  { code: 'AUDI', libelle: 'Aides auditives', acte: 'AIDE_AUDITIVE_100_SANTE', pec: 'ajoutee' },
] as const;

/** A level as short as a card cell allows: « 150 % BR », « 100 % Santé », « Frais réels ». */
function niveauCarte(prestation: Prestation): string | null {
  switch (prestation.type) {
    case 'pourcentageBR':
      return `${prestation.taux} % BR`;
    case 'optam':
      return `${prestation.optam} % BR`;
    case 'pourcentageBRPlusForfait':
      return `${prestation.taux} % BR + forfait`;
    case 'forfait':
      return 'Forfait';
    case 'fraisReels':
      return 'Frais réels';
    case 'centPourCentSante':
      return '100 % Santé';
    case 'nonCouvert':
      return null;
  }
}

export function domainesDeLaCarte(offre: Offre): { code: string; libelle: string; niveau: string }[] {
  return domainesCarte.flatMap((domaine) => {
    const prestation = trouverActe(offre, domaine.acte)?.prestations[0];
    const niveau = prestation ? niveauCarte(prestation) : null;
    if (!niveau) return [];
    const pec = 'pec' in domaine ? domaine.pec : null;
    const affiche = pec === 'seule' ? 'Sur PEC' : pec === 'ajoutee' ? `${niveau} / PEC` : niveau;
    return [{ code: domaine.code, libelle: domaine.libelle, niveau: affiche }];
  });
}
