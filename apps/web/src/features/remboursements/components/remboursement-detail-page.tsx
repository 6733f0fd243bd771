import { Link } from 'react-router';
import { formatEuros } from '@portail/shared/format';
import { messages } from '@portail/shared/messages';
import { domainesSoins, origineDecompteLibelles, statutDecompteLibelles } from '@portail/shared/remboursements';
import { LoadingStatus } from '@/components/ui/loading-status';
import { isApiError } from '@/lib/api-error';
import { useRemboursement } from '@/lib/api/remboursements';
import { frDate } from '@/lib/format-date';
import { usePageTitle } from '@/lib/use-page-title';
import { detailTexts as t, remboursementsTexts } from '../texts';
import { CalculTable } from './calcul-table';

const back = '/espace-adherent/remboursements';

/** #/espace-adherent/remboursements/:id — one line: the arithmetic, why a rest, its payment, its request. */
export function RemboursementDetailPage({ id }: { id: string }) {
  const { data, isPending, error } = useRemboursement(id);
  usePageTitle(data ? `${data.ligne.acteLibelle} – ${remboursementsTexts.title}` : remboursementsTexts.title);
  if (isPending) return <LoadingStatus />;
  if (error || !data) {
    return (
      <section className="card stack">
        <h1>{t.title}</h1>
        <p role="alert">{isApiError(error) ? error.message : messages.requestFailed}</p>
        <Link to={back}>{t.back}</Link>
      </section>
    );
  }
  const { ligne, explications, paiement, demande } = data;
  return (
    <div className="stack">
      <Link to={back} className="back-link">
        ← {t.back}
      </Link>
      <section className="card stack" aria-labelledby="remb-detail-titre">
        <div className="demande-head">
          <h1 id="remb-detail-titre">
            {ligne.acteLibelle}
            {ligne.nombre > 1 && ` (× ${ligne.nombre})`}
          </h1>
          <span className={`chip chip--remb-${ligne.statut}`}>{statutDecompteLibelles[ligne.statut]}</span>
        </div>
        <p className="lead">
          {t.soinsDu(frDate(ligne.dateSoins))} · {domainesSoins[ligne.domaine]}
        </p>
        <dl className="remb-facts">
          <dt>{t.beneficiaire}</dt>
          <dd>
            {ligne.beneficiaire.prenom} {ligne.beneficiaire.nom}
          </dd>
          <dt>{t.professionnel}</dt>
          <dd>{ligne.professionnel}</dd>
          <dt>{t.origine}</dt>
          <dd>{origineDecompteLibelles[ligne.origine]}</dd>
        </dl>
      </section>

      <section className="card stack" aria-labelledby="remb-calcul">
        <h2 id="remb-calcul">{t.calcul}</h2>
        <p>{t.base(formatEuros(ligne.baseRemboursement), ligne.tauxSecu)}</p>
        <CalculTable ligne={ligne} />
      </section>

      <section className="card stack" aria-labelledby="remb-pourquoi">
        <h2 id="remb-pourquoi">{t.pourquoi}</h2>
        {explications.length === 0 ? (
          <p>{t.rienAPayer}</p>
        ) : (
          <ul className="remb-why">
            {explications.map((e) => (
              <li key={e.motif}>
                <strong>{formatEuros(e.montant)}</strong> — {e.texte}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card stack" aria-labelledby="remb-paiement">
        <h2 id="remb-paiement">{t.paiement}</h2>
        {paiement ? (
          <>
            <p>{t.paiementTexte(formatEuros(ligne.montantMutuelle), frDate(paiement.date))}</p>
            <dl className="remb-facts">
              <dt>{t.paiementA}</dt>
              <dd>{paiement.destinataire === 'adherent' ? t.vous : paiement.professionnel}</dd>
              {paiement.compte && (
                <>
                  <dt>{t.compte}</dt>
                  <dd>{paiement.compte}</dd>
                </>
              )}
              <dt>{t.reference}</dt>
              <dd>{paiement.reference}</dd>
            </dl>
            <p>
              <Link to={`${back}/paiements/${encodeURIComponent(paiement.reference)}`}>{t.voirPaiement}</Link>
            </p>
          </>
        ) : ligne.statut === 'rejete' ? (
          <p>
            <strong>{t.rejet} :</strong> {ligne.motifRejet}
          </p>
        ) : (
          <p>{t.pasEncore}</p>
        )}
        {demande && (
          <p>
            {t.demande} :{' '}
            <Link to={`/espace-adherent/demandes/${encodeURIComponent(demande.numero)}`}>
              {t.voirDemande(demande.numero)}
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
