import { QueryPending } from '@/components/ui/query-pending';
import { type AdresseVue } from '@portail/shared/profil/profil';
import { formOptionsFor } from '@portail/shared/forms/form-rules';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useProfil } from '@/lib/api/profil';
import { useContrats } from '@/lib/contrats-context';
import { frDate } from '@/lib/format-date';
import { isFormOffered } from '@/lib/offered-forms';
import { useEditFocus } from '@/lib/use-edit-focus';
import { usePageTitle } from '@/lib/use-page-title';
import { profilTexts } from '../texts';
import { AdresseForm } from './adresse-form';

const t = profilTexts.adresse;

function AdresseLines({ adresse }: { adresse: AdresseVue }) {
  return (
    <address className="adresse-lines">
      {adresse.lignes.map((ligne, i) => (
        <span key={i}>{ligne}</span>
      ))}
    </address>
  );
}

/** The postal address (AFNOR lines) and its change (forms/adresse). */
export function AdresseTab() {
  usePageTitle(profilTexts.tabs.adresse);
  const query = useProfil();
  const { data } = query;
  const { current } = useContrats();
  const { configuration } = useClientConfig();
  const edit = useEditFocus<'adresse'>({
    form: 'profil-adresse-form',
    section: 'profil-adresse',
    trigger: () => 'profil-adresse-modifier',
  });
  if (!data) return <QueryPending query={query} />;
  const offered = isFormOffered('adresse', current, configuration.formulaires);
  const manual = formOptionsFor('adresse', configuration.formulaires).modeGestion === 'manuel';
  return (
    <section className="card stack" aria-labelledby="profil-adresse">
      <h1 id="profil-adresse" tabIndex={-1}>
        {profilTexts.tabs.adresse}
      </h1>
      <p className="lead">{t.lead}</p>
      <h2>{t.current}</h2>
      {data.adresse ? <AdresseLines adresse={data.adresse} /> : <p>{t.none}</p>}
      {data.adresse?.dateEffet && <p className="field__hint">{t.since(frDate(data.adresse.dateEffet))}</p>}
      {offered && !edit.editing && (
        <p>
          <button
            type="button"
            id="profil-adresse-modifier"
            className="btn btn--primary"
            onClick={() => edit.open('adresse')}
          >
            {t.change}
          </button>
        </p>
      )}
      {edit.editing && <AdresseForm actuelle={data.adresse} manual={manual} onClose={edit.close} />}
    </section>
  );
}
