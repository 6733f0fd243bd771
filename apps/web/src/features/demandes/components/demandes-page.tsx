import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { statutDemandeLibelles, statutsDemande, type StatutDemande } from '@portail/shared/demandes';
import { formTypes, formRules } from '@portail/shared/forms/form-rules';
import { LoadingStatus } from '@/components/ui/loading-status';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/lib/use-page-title';
import { type DemandeFilters, useDemandes } from '@/lib/api/demandes';
import { frDate } from '@/lib/format-date';
import { demandesTexts as t } from '../texts';
import { StatutChip } from '@/components/ui/statut-chip';

/** 2026-11-24 from the native date input, or nothing. */
const day = (value: FormDataEntryValue | null) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/** #/espace-adherent/demandes: every request, newest first, with status chips and filters. */
export function DemandesPage() {
  usePageTitle(t.title);
  const [filters, setFilters] = useState<DemandeFilters>({});
  const query = useDemandes(filters);
  const demandes = query.data?.pages.flatMap((p) => p.demandes) ?? [];
  const filtered = Object.values(filters).some(Boolean);
  const ids = { statut: useId(), type: useId(), du: useId(), au: useId() };

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const statut = data.get('statut');
    const type = data.get('type');
    setFilters({
      statut: statutsDemande.includes(statut as StatutDemande) ? (statut as StatutDemande) : undefined,
      type: typeof type === 'string' && type ? type : undefined,
      du: day(data.get('du')),
      au: day(data.get('au')),
    });
  }

  return (
    <div className="stack">
      <section className="card">
        <div className="page-header--with-action">
          <PageHeader title={t.title} subtitle={t.lead} />
          <Link className="btn btn--primary" to="/espace-adherent/demandes/nouvelle">
            {t.newRequest}
          </Link>
        </div>
        <form className="filters" onSubmit={apply} onReset={() => setFilters({})} aria-label={t.filters}>
          <div className="field">
            <label htmlFor={ids.statut}>{t.statut}</label>
            <select id={ids.statut} name="statut" defaultValue="">
              <option value="">{t.all}</option>
              {statutsDemande.map((s) => (
                <option key={s} value={s}>
                  {statutDemandeLibelles[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.type}>{t.type}</label>
            <select id={ids.type} name="type" defaultValue="">
              <option value="">{t.all}</option>
              {formTypes.map((type) => (
                <option key={type} value={type}>
                  {formRules[type].libelle}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.du}>{t.du}</label>
            <input id={ids.du} name="du" type="date" />
          </div>
          <div className="field">
            <label htmlFor={ids.au}>{t.au}</label>
            <input id={ids.au} name="au" type="date" />
          </div>
          <div className="button-row filters__actions">
            <button type="submit" className="btn btn--secondary">
              {t.apply}
            </button>
            {filtered && (
              <button type="reset" className="btn btn--ghost">
                {t.reset}
              </button>
            )}
          </div>
        </form>
      </section>

      <section className="card" aria-labelledby="demandes-liste" aria-busy={query.isFetching}>
        <h2 id="demandes-liste" className="visually-hidden">
          {t.title}
        </h2>
        {query.isPending ? (
          <LoadingStatus />
        ) : demandes.length === 0 ? (
          <p>{filtered ? t.emptyFiltered : t.empty}</p>
        ) : (
          <>
            <p className="list-count" role="status">
              {t.count(demandes.length, query.hasNextPage)}
            </p>
            <ul className="item-list">
              {demandes.map((d) => (
                <li key={d.numero} className="item-list__item">
                  <div className="item-list__main">
                    <Link className="item-list__title" to={`/espace-adherent/demandes/${d.numero}`}>
                      {d.objet}
                    </Link>
                    <p className="item-list__meta">
                      {d.libelleType} · {t.numero(d.numero)} · {t.sentOn(frDate(d.creeLe))}
                      {d.modifieLe.slice(0, 10) !== d.creeLe.slice(0, 10) && `, ${t.updatedOn(frDate(d.modifieLe))}`}
                    </p>
                  </div>
                  <div className="item-list__side">
                    <StatutChip statut={d.statut} />
                    {d.nonLus > 0 && <span className="unread-badge">{t.unread(d.nonLus)}</span>}
                  </div>
                </li>
              ))}
            </ul>
            {query.hasNextPage && (
              <button
                type="button"
                className="btn btn--secondary"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t.more}
              </button>
            )}
          </>
        )}
      </section>
    </div>
  );
}
