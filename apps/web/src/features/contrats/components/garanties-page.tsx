import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { GarantiesResponse } from '@portail/shared/contrat/garanties-api';
import { rechercherActes } from '@portail/shared/garanties/recherche-actes';
import { LoadingStatus } from '@/components/ui/loading-status';
import { useGaranties } from '@/lib/api/contrat';
import { useContrats } from '@/lib/contrats-context';
import { contratsTexts } from '../texts';
import { ContratsFrame, ReadError } from './contrats-frame';
import { DomaineSection } from './garanties-tree';

const t = contratsTexts.garanties;

/** #/espace-adherent/contrats/garanties: the guarantee tree, filtered as you type (accents ignored). */
export function GarantiesPage() {
  const query = useGaranties();
  return (
    <ContratsFrame title={contratsTexts.nav.garanties} lead={t.lead}>
      {query.isPending ? (
        <LoadingStatus />
      ) : query.isError ? (
        <ReadError error={query.error} fallback={t.unavailable} />
      ) : (
        <GarantiesTable garanties={query.data} />
      )}
    </ContratsFrame>
  );
}

function GarantiesTable({ garanties }: { garanties: GarantiesResponse }) {
  const [recherche, setRecherche] = useState('');
  const { current } = useContrats();
  const searchId = useId();
  const found = useMemo(() => {
    if (!recherche.trim()) return null;
    return new Set(rechercherActes(garanties.offre, recherche).map((a) => a.acte.code));
  }, [garanties.offre, recherche]);
  const renforts = new Map(garanties.renforts.map((r) => [r.code, r]));
  const renforces = new Set(garanties.actesRenforces);
  return (
    <>
      <section className="card stack">
        <h2 className="garanties-offre">{garanties.offre.libelle}</h2>
        {garanties.offre.description && <p>{garanties.offre.description}</p>}
        <p className="garanties-convention">{garanties.convention}</p>
        <div className="field garanties-search no-print">
          <label htmlFor={searchId}>{t.search}</label>
          <input
            id={searchId}
            type="search"
            value={recherche}
            onChange={(event) => setRecherche(event.target.value)}
            aria-describedby={`${searchId}-hint`}
            autoComplete="off"
          />
          <p id={`${searchId}-hint`} className="field__hint">
            {t.searchHint}
          </p>
        </div>
        <p className="list-count" role="status" aria-live="polite">
          {found ? t.results(found.size) : ''}
        </p>
      </section>
      {garanties.offre.domaines.map((domaine) => (
        <DomaineSection
          key={domaine.code}
          domaine={domaine}
          level={2}
          found={found}
          renforces={renforces}
          renforts={renforts}
        />
      ))}
      {garanties.renforts.length > 0 && (
        <section className="card stack" aria-labelledby="garanties-renforts">
          <h2 id="garanties-renforts">{t.renfortsTitle}</h2>
          <ul className="renfort-list">
            {garanties.renforts.map((r) => (
              <li key={r.code}>
                <span className="renfort-list__name">{r.libelle}</span>{' '}
                <span className={`chip ${r.souscrit ? 'chip--contrat-valide' : 'chip--recue'}`}>
                  {r.souscrit ? t.souscrit : t.disponible}
                </span>
                {r.description && <p className="field__hint">{r.description}</p>}
              </li>
            ))}
          </ul>
          <p className="button-row no-print">
            {current.isSouscripteur && garanties.renforts.some((r) => !r.souscrit) && (
              <Link className="btn btn--secondary" to="/espace-adherent/demandes/nouvelle/garanties">
                {t.ajouterRenfort}
              </Link>
            )}
            <Link className="btn btn--secondary" to="/espace-adherent/contrats/estimation">
              {t.estimer}
            </Link>
          </p>
        </section>
      )}
    </>
  );
}
