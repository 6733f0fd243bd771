import type { Prestation } from '@portail/shared/garanties/offre-schema';
import type { Remboursement } from '@portail/shared/remboursement/estimer-remboursement';
import type { ConsommationAnnuelle } from '@portail/shared/remboursement/participations';
import { ajouterMois } from './demo-alea.ts';

/* What each beneficiary already used, so that every new line sees the 50 € caps, the séances and
   the forfaits of its year (or of its period, for glasses and hearing aids). */

interface Usage {
  numPers: string;
  acteCode: string;
  date: string;
  participationForfaitaire: number;
  franchise: number;
  forfait: number;
  seances: number;
}

function forfaitDe(prestation: Prestation | null) {
  if (prestation?.type === 'forfait') return prestation;
  if (prestation?.type === 'pourcentageBRPlusForfait') return prestation.forfait;
  return null;
}

/** The part of the mutuelle payment taken from the forfait (the % BR part of « % BR + forfait » apart). */
function partForfait(prestation: Prestation | null, r: Remboursement): number {
  if (prestation?.type === 'forfait') return r.montantMutuelle;
  if (prestation?.type !== 'pourcentageBRPlusForfait') return 0;
  const partBR = Math.round((r.baseRemboursement * prestation.taux) / 100) - r.details.montantSecuAvantDeductions;
  return Math.max(0, r.montantMutuelle - Math.max(0, partBR));
}

export class Consommations {
  private readonly usages: Usage[] = [];

  pour(numPers: string, acteCode: string, date: string, prestation: Prestation | null): ConsommationAnnuelle {
    const annee = date.slice(0, 4);
    const memeAnnee = this.usages.filter((u) => u.numPers === numPers && u.date.slice(0, 4) === annee);
    const somme = (usages: Usage[], cle: 'participationForfaitaire' | 'franchise' | 'forfait' | 'seances') =>
      usages.reduce((total, u) => total + u[cle], 0);
    const forfait = forfaitDe(prestation);
    const periode = forfait?.periodeAnnees ?? 1;
    const duForfait =
      periode > 1
        ? this.usages.filter(
            (u) => u.numPers === numPers && u.acteCode === acteCode && u.date > ajouterMois(date, -12 * periode),
          )
        : memeAnnee.filter((u) => u.acteCode === acteCode);
    return {
      participationsForfaitaires: somme(memeAnnee, 'participationForfaitaire'),
      franchises: somme(memeAnnee, 'franchise'),
      forfaitUtilise: somme(duForfait, 'forfait'),
      seancesUtilisees: somme(
        memeAnnee.filter((u) => u.acteCode === acteCode),
        'seances',
      ),
    };
  }

  ajouter(numPers: string, acteCode: string, date: string, prestation: Prestation | null, r: Remboursement): void {
    this.usages.push({
      numPers,
      acteCode,
      date,
      participationForfaitaire: r.participationForfaitaire,
      franchise: r.franchise,
      forfait: partForfait(prestation, r),
      seances: r.details.seancesPrisesEnCharge ?? 0,
    });
  }
}
