import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { PaiementDetailPage } from './paiement-detail-page';
import { RemboursementDetailPage } from './remboursement-detail-page';
import { RemboursementsPage } from './remboursements-page';

/** The yearly view and its chart library load only when it opens. */
const RemboursementsAnneePage = lazy(() =>
  import('./remboursements-annee-page').then((m) => ({ default: m.RemboursementsAnneePage })),
);

/**
 * #/espace-adherent/remboursements/*: the section picks its page from the rest of the path, so the
 * app's route table (in the welcome page's bundle) holds a single lazy entry for the whole section.
 */
export function RemboursementsSection() {
  const rest = useParams()['*'] ?? '';
  if (rest === '') return <RemboursementsPage />;
  if (rest === 'annee')
    return (
      <Suspense fallback={<LoadingStatus />}>
        <RemboursementsAnneePage />
      </Suspense>
    );
  const paiement = /^paiements\/(.+)$/.exec(rest);
  if (paiement) return <PaiementDetailPage reference={decodeURIComponent(paiement[1]!)} />;
  return <RemboursementDetailPage id={rest} />;
}
