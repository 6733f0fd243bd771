import { Link } from 'react-router';
import { formatEuros } from '@portail/shared/format';
import { messages } from '@portail/shared/messages';
import { LoadingStatus } from '@/components/ui/loading-status';
import { isApiError } from '@/lib/api-error';
import { usePaiement } from '@/lib/api/remboursements';
import { frDate } from '@/lib/format-date';
import { usePageTitle } from '@/lib/use-page-title';
import { detailTexts, paiementTexts as t, remboursementsTexts } from '../texts';
import { RemboursementsListe } from './remboursements-liste';

const back = '/espace-adherent/remboursements';

/** #/espace-adherent/remboursements/paiements/:reference — one transfer and the care it paid. */
export function PaiementDetailPage({ reference }: { reference: string }) {
  const { data, isPending, error } = usePaiement(reference);
  usePageTitle(`${t.title(reference)} – ${remboursementsTexts.title}`);
  if (isPending) return <LoadingStatus />;
  if (error || !data) {
    return (
      <section className="card stack">
        <h1>{t.title(reference)}</h1>
        <p role="alert">{isApiError(error) ? error.message : messages.requestFailed}</p>
        <Link to={back}>{detailTexts.back}</Link>
      </section>
    );
  }
  const { paiement, lignes, partiel } = data;
  return (
    <div className="stack">
      <Link to={back} className="back-link">
        ← {detailTexts.back}
      </Link>
      <section className="card stack" aria-labelledby="paiement-titre">
        <h1 id="paiement-titre">{t.title(paiement.reference)}</h1>
        <p className="lead">{t.lead(formatEuros(paiement.montant), frDate(paiement.date))}</p>
        <dl className="remb-facts">
          <dt>{detailTexts.paiementA}</dt>
          <dd>{paiement.destinataire === 'adherent' ? detailTexts.vous : paiement.professionnel}</dd>
          {paiement.compte && (
            <>
              <dt>{detailTexts.compte}</dt>
              <dd>{paiement.compte}</dd>
            </>
          )}
          <dt>{t.total}</dt>
          <dd>{formatEuros(paiement.montant)}</dd>
        </dl>
        {partiel && <p className="alert alert--info">{t.partiel}</p>}
      </section>
      <section className="card stack" aria-labelledby="paiement-lignes">
        <h2 id="paiement-lignes">{t.lignes}</h2>
        <RemboursementsListe lignes={lignes} />
      </section>
    </div>
  );
}
