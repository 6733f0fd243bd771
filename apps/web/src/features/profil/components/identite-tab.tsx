import { QueryPending } from '@/components/ui/query-pending';
import { Link } from 'react-router';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useProfil } from '@/lib/api/profil';
import { useContrats } from '@/lib/contrats-context';
import { frDate } from '@/lib/format-date';
import { isFormOffered } from '@/lib/offered-forms';
import { usePageTitle } from '@/lib/use-page-title';
import { profilTexts } from '../texts';

const t = profilTexts.identite;

/** Identity from the management system, read-only (NIR masked); mistakes are reported as requests. */
export function IdentiteTab() {
  usePageTitle(profilTexts.tabs.identite);
  const query = useProfil();
  const { data } = query;
  const { current } = useContrats();
  const { configuration } = useClientConfig();
  if (!data) return <QueryPending query={query} />;
  const { identite, contact } = data;
  const rows: [string, string][] = [
    [t.civilite, identite.civilite ?? t.none],
    [t.nom, identite.nom],
    [t.prenom, identite.prenom],
    [t.nomPatronymique, identite.nomPatronymique ?? t.none],
    [t.dateNaissance, frDate(identite.dateNaissance)],
    [t.nir, identite.nirMasque ?? t.none],
    [t.numPers, identite.numPers],
    [
      t.teletransmission,
      identite.teletransmission ? t.teletransmissionOn : t.teletransmissionOff(identite.motifRefusTeletransmission),
    ],
    [t.email, contact.email],
    [t.telephone, contact.telephoneMasque ?? t.none],
  ];
  return (
    <section className="card stack" aria-labelledby="profil-identite">
      <h1 id="profil-identite">{profilTexts.tabs.identite}</h1>
      <p className="lead">{t.lead}</p>
      <dl className="summary-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="button-row">
        {isFormOffered('erreur-identite', current, configuration.formulaires) && (
          <Link className="btn btn--secondary" to="/espace-adherent/demandes/nouvelle/erreur-identite">
            {t.signaler}
          </Link>
        )}
        {isFormOffered('situation-familiale', current, configuration.formulaires) && (
          <Link className="btn btn--secondary" to="/espace-adherent/demandes/nouvelle/situation-familiale">
            {t.situation}
          </Link>
        )}
      </div>
    </section>
  );
}
