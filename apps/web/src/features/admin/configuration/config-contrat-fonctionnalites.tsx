import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConfigurationClient, ContratFonctionnalites as Contrat } from '@portail/shared/admin/configuration-api';
import { configurationMessages as m, featureLabels } from '@portail/shared/admin/configuration-messages';
import { featureCodes, type FeatureCode } from '@portail/shared/feature-rules';
import { ApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toasts';
import { configurationTexts } from './configuration-texts';
import { configurationQueryKey, fetchContrat, saveContrat } from './configuration-api';

const t = configurationTexts.fonctionnalites;
type Choice = 'inherit' | 'on' | 'off';
const choiceOf = (value: boolean | undefined): Choice => (value === undefined ? 'inherit' : value ? 'on' : 'off');

/** A contract's own switches: found by its number (or in the list of those that have some), then saved. */
export function ContratFonctionnalites({ config, readOnly }: { config: ConfigurationClient; readOnly: boolean }) {
  const id = useId();
  const [numero, setNumero] = useState('');
  const [contrat, setContrat] = useState<Contrat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  async function open(wanted: string, event?: FormEvent) {
    event?.preventDefault();
    setError(null);
    try {
      setContrat(await fetchContrat(wanted.trim()));
    } catch (failure) {
      setContrat(null);
      setError(failure instanceof ApiError ? failure.message : String(failure));
    }
  }

  async function save(choices: Record<FeatureCode, Choice>) {
    if (!contrat) return;
    const backOffice = Object.fromEntries(
      featureCodes.filter((code) => choices[code] !== 'inherit').map((code) => [code, choices[code] === 'on']),
    );
    setBusy(true);
    try {
      setContrat(await saveContrat(contrat.numero, { version: contrat.version, backOffice }));
      showToast({ type: 'success', text: m.contratSaved });
      // The list of contracts with switches of their own may have changed.
      void queryClient.invalidateQueries({ queryKey: configurationQueryKey });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="config-contrats" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.contrats}</h2>
      <p>{t.contratsLead}</p>
      <form className="config-contrats__search" onSubmit={(event) => open(numero, event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-numero`}>{t.numero}</label>
          <input
            id={`${id}-numero`}
            inputMode="numeric"
            value={numero}
            onChange={(event) => setNumero(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--secondary">
          {t.search}
        </button>
      </form>
      <h3>{t.particuliers}</h3>
      {config.contratsParticuliers.length === 0 ? (
        <p className="muted">{t.noParticulier}</p>
      ) : (
        <ul className="config-contrats__list">
          {config.contratsParticuliers.map((c) => (
            <li key={c.numero}>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => open(c.numero)}>
                {t.contrat(c.numero, c.nomOffre, c.souscripteur)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {contrat && <ContratForm key={contrat.version} contrat={contrat} readOnly={readOnly} busy={busy} onSave={save} />}
    </section>
  );
}

function ContratForm({
  contrat,
  readOnly,
  busy,
  onSave,
}: {
  contrat: Contrat;
  readOnly: boolean;
  busy: boolean;
  onSave(choices: Record<FeatureCode, Choice>): void;
}) {
  const id = useId();
  const [choices, setChoices] = useState(
    () =>
      Object.fromEntries(featureCodes.map((code) => [code, choiceOf(contrat.backOffice[code])])) as Record<
        FeatureCode,
        Choice
      >,
  );
  return (
    <form
      className="config-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(choices);
      }}
    >
      <fieldset className="config-group config-group--columns" disabled={readOnly}>
        <legend>{t.contrat(contrat.numero, contrat.nomOffre, contrat.souscripteur)}</legend>
        {featureCodes.map((code) => (
          <div key={code} className="field">
            <label htmlFor={`${id}-${code}`}>{featureLabels[code]}</label>
            <select
              id={`${id}-${code}`}
              value={choices[code]}
              onChange={(event) => setChoices({ ...choices, [code]: event.target.value as Choice })}
              aria-describedby={`${id}-${code}-hint`}
            >
              <option value="inherit">{t.inherit}</option>
              <option value="on">{t.on}</option>
              <option value="off">{t.off}</option>
            </select>
            <p id={`${id}-${code}-hint`} className="field__hint">
              {t.fichier(contrat.fichier[code])}
            </p>
          </div>
        ))}
      </fieldset>
      {!readOnly && (
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t.saveContrat}
        </button>
      )}
    </form>
  );
}
