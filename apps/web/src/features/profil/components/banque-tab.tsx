import { QueryPending } from '@/components/ui/query-pending';
import { isFormOffered } from '@/lib/offered-forms';
import { useClientConfig } from '@/lib/api/get-client-config';
import { usePaiements } from '@/lib/api/profil';
import { useContrats } from '@/lib/contrats-context';
import { useEditFocus } from '@/lib/use-edit-focus';
import { usePageTitle } from '@/lib/use-page-title';
import { profilTexts } from '../texts';
import { CompteForm } from './compte-form';

const t = profilTexts.banque;

export function CompteSummary({
  compte,
}: {
  compte: { titulaire: string | null; ibanMasque: string | null; bic: string | null; banque: string | null };
}) {
  if (!compte.ibanMasque) return <p>{t.none}</p>;
  return (
    <dl className="summary-list">
      {compte.titulaire && (
        <div>
          <dt>{t.titulaire}</dt>
          <dd>{compte.titulaire}</dd>
        </div>
      )}
      <div>
        <dt>{t.iban}</dt>
        <dd>{compte.ibanMasque}</dd>
      </div>
      {compte.bic && (
        <div>
          <dt>{t.bic}</dt>
          <dd>{compte.banque ? `${compte.bic} (${compte.banque})` : compte.bic}</dd>
        </div>
      )}
    </dl>
  );
}

/** The contract's accounts (masked) and their change: benefits only, or one account for both. */
export function BanqueTab() {
  usePageTitle(profilTexts.tabs.banque);
  const { current } = useContrats();
  const { configuration } = useClientConfig();
  const query = usePaiements(current.isSouscripteur);
  const { data } = query;
  const edit = useEditFocus<'ribprestations' | 'rib'>({
    form: 'profil-banque-form',
    section: 'profil-banque',
    trigger: (what) => `profil-banque-${what}`,
  });
  const editing = edit.editing;
  if (!current.isSouscripteur) return <p className="card">{t.holderOnly}</p>;
  if (!data) return <QueryPending query={query} />;
  const offered = (type: 'ribprestations' | 'rib') => isFormOffered(type, current, configuration.formulaires);
  return (
    <section className="card stack" aria-labelledby="profil-banque">
      <h1 id="profil-banque" tabIndex={-1}>
        {profilTexts.tabs.banque}
      </h1>
      <p className="lead">{t.lead}</p>
      <div className="profil-columns">
        <section className="stack" aria-labelledby="profil-banque-prestations">
          <h2 id="profil-banque-prestations">{t.prestations}</h2>
          <CompteSummary compte={data.prestations} />
        </section>
        <section className="stack" aria-labelledby="profil-banque-cotisations">
          <h2 id="profil-banque-cotisations">{t.cotisations}</h2>
          <CompteSummary compte={data.cotisations} />
        </section>
      </div>
      {editing === null && (
        <div className="button-row">
          {offered('ribprestations') && (
            <button
              type="button"
              id="profil-banque-ribprestations"
              className="btn btn--primary"
              onClick={() => edit.open('ribprestations')}
            >
              {t.changePrestations}
            </button>
          )}
          {offered('rib') && data.sepa && (
            <button
              type="button"
              id="profil-banque-rib"
              className="btn btn--secondary"
              onClick={() => edit.open('rib')}
            >
              {t.changeBoth}
            </button>
          )}
        </div>
      )}
      {editing && (
        <section className="stack" aria-labelledby="profil-banque-form">
          <h2 id="profil-banque-form" tabIndex={-1}>
            {editing === 'rib' ? t.changeBoth : t.changePrestations}
          </h2>
          <CompteForm type={editing} sepa={data.sepa} onClose={edit.close} />
        </section>
      )}
    </section>
  );
}
