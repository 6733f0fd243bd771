import { formatEuros } from '../format.ts';
import type { DetailsRemboursement, Remboursement } from './estimer-remboursement.ts';
import type { PlafondApplique } from './prise-en-charge.ts';

/* « Pourquoi ce reste à charge ? »: short French sentences built from the parts of a line, one per
   cause, whose amounts add up to what the member pays himself. */

export type MotifResteACharge =
  'participationForfaitaire' | 'franchise' | 'rejet' | 'acteNonCouvert' | 'forfaitEpuise' | 'depassement';

export interface Explication {
  motif: MotifResteACharge;
  montant: number;
  texte: string;
}

/** A computed or imported line; `details` (from the estimate) makes the sentences precise. */
export type LigneAExpliquer = Pick<
  Remboursement,
  'montantSecu' | 'participationForfaitaire' | 'franchise' | 'montantMutuelle' | 'resteACharge'
> & {
  fraisReels: number;
  statut?: 'paye' | 'enCours' | 'rejete';
  motifRejet?: string | null;
  details?: Partial<
    Pick<
      DetailsRemboursement,
      'acteNonCouvert' | 'forfaitEpuise' | 'priseEnChargeMaximale' | 'franchiseType' | 'plafondsAppliques'
    >
  >;
};

/** What the member pays himself: the deductions withheld by the Sécurité sociale and the rest. */
export function totalACharge(ligne: Pick<LigneAExpliquer, 'participationForfaitaire' | 'franchise' | 'resteACharge'>) {
  return ligne.participationForfaitaire + ligne.franchise + ligne.resteACharge;
}

const nonRemboursable = 'jamais remboursée par une complémentaire santé responsable';
const surQuoi: Record<NonNullable<DetailsRemboursement['franchiseType']>, string> = {
  boite: ' sur les boîtes de médicaments',
  acteParamedical: ' sur les actes paramédicaux',
  transport: ' sur les transports sanitaires',
};
const raisonsPlafond: Record<PlafondApplique, string> = {
  nonOptam: 'le médecin n’adhère pas à l’OPTAM, la prise en charge de ses dépassements est limitée',
  optiqueEquipement: 'le contrat responsable plafonne le remboursement des lunettes selon les verres',
  monture: 'le contrat responsable limite le remboursement de la monture à 100 €',
  aideAuditive: 'le contrat responsable limite le remboursement à 1 700 € par aide auditive',
  prixLimiteDeVente: 'le prix dépasse le prix limite du panier 100 % Santé',
};

function explicationsDuReste(ligne: LigneAExpliquer): Explication[] {
  const reste = ligne.resteACharge;
  const details = ligne.details ?? {};
  if (ligne.statut === 'rejete') {
    const motif = ligne.motifRejet ? ` : ${ligne.motifRejet}` : '';
    return [{ motif: 'rejet', montant: reste, texte: `Votre mutuelle n’a pas remboursé cette ligne${motif}.` }];
  }
  const secuAPaye = ligne.montantSecu + ligne.participationForfaitaire + ligne.franchise > 0;
  if (details.acteNonCouvert ?? (ligne.montantMutuelle === 0 && details.forfaitEpuise === undefined)) {
    const texte = !secuAPaye
      ? `Cet acte n’est remboursé ni par l’Assurance maladie ni par votre garantie : ${formatEuros(reste, 'court')} restent à votre charge.`
      : details.acteNonCouvert
        ? `Cet acte n’est pas couvert par votre garantie : la mutuelle ne rembourse rien au-delà de l’Assurance maladie (${formatEuros(reste, 'court')}).`
        : `Votre garantie n’a rien remboursé sur cet acte : ${formatEuros(reste, 'court')} restent à votre charge.`;
    return [{ motif: 'acteNonCouvert', montant: reste, texte }];
  }
  const epuise = Math.min(details.forfaitEpuise ?? 0, reste);
  const explications: Explication[] = [];
  if (epuise > 0) {
    const texte = `Votre forfait pour cet acte est épuisé sur la période : ${formatEuros(epuise, 'court')} n’ont pas pu être remboursés.`;
    explications.push({ motif: 'forfaitEpuise', montant: epuise, texte });
  }
  const depassement = reste - epuise;
  if (depassement > 0) {
    const maximum = details.priseEnChargeMaximale;
    const raisons = (details.plafondsAppliques ?? []).map((p) => ` ; ${raisonsPlafond[p]}`).join('');
    const texte =
      maximum === undefined || maximum === null
        ? `${formatEuros(depassement, 'court')} de dépassement au-delà de ce que prévoit votre garantie${raisons}.`
        : `Les frais (${formatEuros(ligne.fraisReels, 'court')}) dépassent ce que prévoit votre garantie (${formatEuros(maximum, 'court')}, remboursement Sécurité sociale inclus) : ${formatEuros(depassement, 'court')} restent à votre charge${raisons}.`;
    explications.push({ motif: 'depassement', montant: depassement, texte });
  }
  return explications;
}

export function expliquerResteACharge(ligne: LigneAExpliquer): Explication[] {
  const explications: Explication[] = [];
  if (ligne.participationForfaitaire > 0) {
    const montant = ligne.participationForfaitaire;
    const texte = `Participation forfaitaire de ${formatEuros(montant, 'court')} : retenue par l’Assurance maladie sur les consultations et analyses, elle n’est ${nonRemboursable}.`;
    explications.push({ motif: 'participationForfaitaire', montant, texte });
  }
  if (ligne.franchise > 0) {
    const montant = ligne.franchise;
    const sur = ligne.details?.franchiseType ? surQuoi[ligne.details.franchiseType] : '';
    const texte = `Franchise médicale de ${formatEuros(montant, 'court')}${sur} : retenue par l’Assurance maladie, elle n’est ${nonRemboursable}.`;
    explications.push({ motif: 'franchise', montant, texte });
  }
  if (ligne.resteACharge > 0) explications.push(...explicationsDuReste(ligne));
  return explications;
}
