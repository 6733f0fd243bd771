import type { SecuActe } from '../garanties/offre-schema.ts';
import { valeurAu } from '../garanties/valeurs-datees.ts';
import * as c from './constantes.ts';

/** What the member already paid this civil year (for the 50 € caps) and used of a forfait. */
export interface ConsommationAnnuelle {
  /** Mutuelle amount already paid under this acte's forfait in its period (year, or N years). */
  forfaitUtilise?: number;
  /** Séances / actes already paid under this acte's forfait this year. */
  seancesUtilisees?: number;
  /** Participations forfaitaires already withheld this year (cap 50 €). */
  participationsForfaitaires?: number;
  /** Franchises already withheld this year (cap 50 €). */
  franchises?: number;
}

export interface Participations {
  participationForfaitaire: number;
  franchise: number;
}

interface ParticipationsEntree {
  secu: SecuActe;
  montantSecuBrut: number;
  nombre: number;
  dateSoins: string;
  ageBeneficiaire: number | undefined;
  consommation: ConsommationAnnuelle;
}

function franchiseDue(secu: SecuActe, nombre: number, date: string): number {
  switch (secu.franchise) {
    case 'boite':
      return valeurAu(c.franchiseParBoite, date) * nombre;
    case 'acteParamedical':
      return Math.min(
        valeurAu(c.franchiseParActeParamedical, date) * nombre,
        valeurAu(c.plafondJournalierFranchiseParamedicale, date),
      );
    case 'transport':
      return Math.min(
        valeurAu(c.franchiseParTransport, date) * nombre,
        valeurAu(c.plafondJournalierFranchiseTransport, date),
      );
    default:
      return 0;
  }
}

/**
 * The participation forfaitaire (doctors, biology, imaging) and the franchise (boxes, paramedical
 * acts, transport) withheld from the Sécurité sociale part: none for minors, daily and yearly caps,
 * never more than the Sécurité sociale part itself.
 */
export function calculerParticipations(entree: ParticipationsEntree): Participations {
  const { secu, montantSecuBrut, nombre, dateSoins, ageBeneficiaire, consommation } = entree;
  if (ageBeneficiaire !== undefined && ageBeneficiaire < c.ageMajorite)
    return { participationForfaitaire: 0, franchise: 0 };
  const participationDue = secu.participationForfaitaire
    ? Math.min(valeurAu(c.participationForfaitaire, dateSoins) * nombre, c.plafondJournalierParticipation)
    : 0;
  const participationRestante = Math.max(
    0,
    c.plafondAnnuelParticipation - (consommation.participationsForfaitaires ?? 0),
  );
  const participationForfaitaire = Math.min(participationDue, participationRestante, montantSecuBrut);
  const franchiseRestante = Math.max(0, c.plafondAnnuelFranchises - (consommation.franchises ?? 0));
  const franchise = Math.min(
    franchiseDue(secu, nombre, dateSoins),
    franchiseRestante,
    montantSecuBrut - participationForfaitaire,
  );
  return { participationForfaitaire, franchise };
}
