import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { PageHeader } from '@/components/ui/page-header';
import { usePrestationsAnnee, useRemboursementOptions } from '@/lib/api/remboursements';
import { usePageTitle } from '@/lib/use-page-title';
import { anneeTexts as t, remboursementsTexts } from '../texts';
import { AnneeChart } from './annee-chart';
import { AnneeTables } from './annee-tables';

/** #/espace-adherent/remboursements/annee — v2/adherent/prestations: a year by month and by domain. */
export function RemboursementsAnneePage() {
  usePageTitle(`${t.title} – ${remboursementsTexts.title}`);
  const ids = { annee: useId(), beneficiaire: useId() };
  const options = useRemboursementOptions();
  const [choix, setChoix] = useState<number | null>(null);
  const [beneficiaire, setBeneficiaire] = useState<string | undefined>();
  const annee = choix ?? options.data?.annees[0] ?? null;
  const query = usePrestationsAnnee(annee, beneficiaire);
  const beneficiaires = options.data?.beneficiaires ?? [];

  return (
    <div className="stack">
      <Link to="/espace-adherent/remboursements" className="back-link">
        ← {t.back}
      </Link>
      <section className="card stack">
        <PageHeader title={t.title} subtitle={t.lead} />
        <div className="filters">
          <div className="field">
            <label htmlFor={ids.annee}>{t.annee}</label>
            <select id={ids.annee} value={annee ?? ''} onChange={(e) => setChoix(Number(e.target.value))}>
              {(options.data?.annees ?? []).map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </div>
          {beneficiaires.length > 1 && (
            <div className="field">
              <label htmlFor={ids.beneficiaire}>{remboursementsTexts.beneficiaire}</label>
              <select
                id={ids.beneficiaire}
                value={beneficiaire ?? ''}
                onChange={(e) => setBeneficiaire(e.target.value || undefined)}
              >
                <option value="">{remboursementsTexts.tous}</option>
                {beneficiaires.map((b) => (
                  <option key={b.numPers} value={b.numPers}>
                    {b.prenom}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      </section>
      <section className="card stack" aria-busy={query.isFetching}>
        {options.isPending || (annee !== null && query.isPending) ? (
          <LoadingStatus />
        ) : !query.data || query.data.totaux.fraisReels === 0 ? (
          <p>{t.empty(annee ?? new Date().getFullYear())}</p>
        ) : (
          <>
            <AnneeChart data={query.data} />
            <AnneeTables data={query.data} />
          </>
        )}
      </section>
    </div>
  );
}
