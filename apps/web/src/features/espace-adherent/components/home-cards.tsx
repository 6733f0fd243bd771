import { Link } from 'react-router';
import { useDemandes } from '@/lib/api/demandes';
import { StatutChip } from '@/components/ui/statut-chip';
import { frDate } from '@/lib/format-date';
import { useDocuments } from '@/lib/api/documents';
import { LoadingStatus } from '@/components/ui/loading-status';
import { formatEuros } from '@portail/shared/format';
import { useRemboursements } from '@/lib/api/remboursements';
import { espaceAdherentTexts as t } from '../texts';

/** The three latest requests with their status, and the way to all of them. */
export function DemandesCard() {
  const query = useDemandes({}, 3);
  const demandes = query.data?.pages[0]?.demandes ?? [];
  return (
    <section className="card stack home-card" aria-labelledby="home-demandes">
      <h2 id="home-demandes">{t.demandesCard.title}</h2>
      {query.isPending ? (
        <LoadingStatus />
      ) : demandes.length === 0 ? (
        <p>{t.demandesCard.empty}</p>
      ) : (
        <ul className="mini-list">
          {demandes.map((d) => (
            <li key={d.numero}>
              <Link to={`/espace-adherent/demandes/${d.numero}`}>{d.objet}</Link>
              <span className="mini-list__meta">
                {frDate(d.creeLe)} <StatutChip statut={d.statut} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="button-row">
        <Link to="/espace-adherent/demandes">{t.demandesCard.all}</Link>
        <Link className="btn btn--secondary btn--small" to="/espace-adherent/demandes/nouvelle">
          {t.demandesCard.new}
        </Link>
      </p>
    </section>
  );
}

/** The newest letters, unread ones marked. */
export function DocumentsCard() {
  const query = useDocuments('courriers', {}, 4);
  const documents = query.data?.pages[0]?.documents ?? [];
  return (
    <section className="card stack home-card" aria-labelledby="home-documents">
      <h2 id="home-documents">{t.documentsCard.title}</h2>
      {query.isPending ? (
        <LoadingStatus />
      ) : documents.length === 0 ? (
        <p>{t.documentsCard.empty}</p>
      ) : (
        <ul className="mini-list">
          {documents.map((d) => (
            <li key={d.id}>
              <span>
                {d.titre}
                {d.nonLu && <span className="unread-badge">{t.unread}</span>}
              </span>
              <span className="mini-list__meta">{frDate(d.dateDocument)}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/espace-adherent/documents">{t.documentsCard.all}</Link>
      </p>
    </section>
  );
}

/** The four latest reimbursement lines, what was paid back, « nouveau » on those not seen yet. */
export function RemboursementsCard() {
  const query = useRemboursements({}, 4);
  const lignes = query.data?.pages[0]?.lignes ?? [];
  const c = t.remboursementsCard;
  return (
    <section className="card stack home-card" aria-labelledby="home-remboursements">
      <h2 id="home-remboursements">{c.title}</h2>
      {query.isPending ? (
        <LoadingStatus />
      ) : lignes.length === 0 ? (
        <p>{c.empty}</p>
      ) : (
        <ul className="mini-list">
          {lignes.map((l) => (
            <li key={l.id}>
              <span>
                <Link to={`/espace-adherent/remboursements/${l.id}`}>{l.acteLibelle}</Link>{' '}
                {c.pour(l.beneficiaire.prenom)}
                {l.nouveau && <span className="unread-badge">{t.unread}</span>}
              </span>
              <span className="mini-list__meta">
                {frDate(l.dateSoins)} ·{' '}
                {l.statut === 'paye'
                  ? c.rembourse(formatEuros(l.montantSecu + l.montantMutuelle))
                  : l.statut === 'enCours'
                    ? c.enCours
                    : c.rejete}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/espace-adherent/remboursements">{c.all}</Link>
      </p>
    </section>
  );
}
