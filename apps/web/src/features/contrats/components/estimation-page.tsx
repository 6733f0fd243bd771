import { useId, useMemo, useState, type FormEvent } from 'react';
import type { EstimationResponse } from '@portail/shared/contrat/garanties-api';
import { listerActes } from '@portail/shared/garanties/arbre-offre';
import { formatEuros } from '@portail/shared/format';
import { LoadingStatus } from '@/components/ui/loading-status';
import { RadioGroup } from '@/components/ui/radio-group';
import { useContratDetail, useGaranties } from '@/lib/api/contrat';
import { useEstimation } from '@/lib/api/estimation';
import { isApiError } from '@/lib/api-error';
import { contratsTexts } from '../texts';
import { ContratsFrame, ReadError } from './contrats-frame';

const t = contratsTexts.estimation;

function ageAt(birth: string): number {
  const today = new Date();
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  const before = today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d);
  return today.getFullYear() - y - (before ? 1 : 0);
}

/** #/espace-adherent/contrats/estimation: an acte, a fee, and what the SS, the mutuelle and the member pay. */
export function EstimationPage() {
  const garanties = useGaranties();
  return (
    <ContratsFrame title={contratsTexts.nav.estimation} lead={t.lead}>
      {garanties.isPending ? (
        <LoadingStatus />
      ) : garanties.isError ? (
        <ReadError error={garanties.error} fallback={contratsTexts.garanties.unavailable} />
      ) : (
        <EstimationForm actes={listerActes(garanties.data.offre)} />
      )}
    </ContratsFrame>
  );
}

function EstimationForm({ actes }: { actes: ReturnType<typeof listerActes> }) {
  const id = useId();
  const contrat = useContratDetail();
  const estimation = useEstimation();
  const [values, setValues] = useState({
    personne: '',
    acteCode: '',
    fraisReels: '',
    base: '',
    monture: '',
    optam: true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const acte = actes.find((a) => a.acte.code === values.acteCode)?.acte;
  const groups = useMemo(() => {
    const byPath = new Map<string, typeof actes>();
    for (const entry of actes) {
      const key = entry.chemin.join(' › ');
      byPath.set(key, [...(byPath.get(key) ?? []), entry]);
    }
    return [...byPath];
  }, [actes]);
  const assures = contrat.data?.assures ?? [];
  const personne = assures.find((a) => a.numPers === values.personne) ?? assures.find((a) => a.estMoi);
  const set = (field: keyof typeof values) => (value: string | boolean) => setValues((v) => ({ ...v, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const body: Record<string, unknown> = { acteCode: values.acteCode, fraisReels: values.fraisReels };
    if (acte?.secu.base.type === 'devis') body.baseRemboursement = values.base;
    if (acte?.secu.verres && values.monture) body.fraisMonture = values.monture;
    if (acte?.secu.medecin) body.optam = values.optam;
    if (personne) body.ageBeneficiaire = ageAt(personne.dateNaissance);
    estimation.mutate(body, {
      onError: (error) => setErrors(isApiError(error) && error.errors ? error.errors : {}),
    });
  }

  const field = (name: string, label: string, value: string, hint?: string) => {
    const error = errors[name === 'base' ? 'baseRemboursement' : name === 'monture' ? 'fraisMonture' : name];
    const describedBy = [hint ? `${id}-${name}-hint` : null, error ? `${id}-${name}-error` : null]
      .filter(Boolean)
      .join(' ');
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>
          {label}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          id={`${id}-${name}`}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          required
          onChange={(e) => set(name as keyof typeof values)(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {hint && (
          <p id={`${id}-${name}-hint`} className="field__hint">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-${name}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="estimation">
      <form className="card form" onSubmit={submit} noValidate aria-busy={estimation.isPending}>
        {assures.length > 1 && (
          <div className="field">
            <label htmlFor={`${id}-personne`}>{t.beneficiaire}</label>
            <select
              id={`${id}-personne`}
              value={personne?.numPers ?? ''}
              onChange={(e) => set('personne')(e.target.value)}
            >
              {assures.map((a) => (
                <option key={a.numPers} value={a.numPers}>
                  {a.prenom} {a.nom}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-acte`}>
            {t.acte}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id={`${id}-acte`}
            value={values.acteCode}
            required
            onChange={(e) => set('acteCode')(e.target.value)}
            aria-invalid={errors.acteCode ? true : undefined}
            aria-describedby={errors.acteCode ? `${id}-acte-error` : undefined}
          >
            <option value="">{t.actePlaceholder}</option>
            {groups.map(([path, entries]) => (
              <optgroup key={path} label={path}>
                {entries.map(({ acte: a }) => (
                  <option key={a.code} value={a.code}>
                    {a.libelle}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {errors.acteCode && (
            <p id={`${id}-acte-error`} className="field__error">
              {errors.acteCode}
            </p>
          )}
        </div>
        {field('fraisReels', t.frais, values.fraisReels, t.fraisHint)}
        {acte?.secu.base.type === 'devis' && field('base', t.base, values.base, t.baseHint)}
        {acte?.secu.verres && field('monture', t.monture, values.monture)}
        {acte?.secu.medecin && (
          <RadioGroup
            label={t.optam}
            sourceValues={[true, false]}
            sourceLabels={[t.oui, t.non]}
            value={values.optam}
            onChange={(value) => set('optam')(value as boolean)}
          />
        )}
        <p className="button-row">
          <button type="submit" className="btn btn--primary" disabled={estimation.isPending}>
            {estimation.isPending ? t.computing : t.submit}
          </button>
        </p>
      </form>
      <div aria-live="polite">{estimation.data && <EstimationResult result={estimation.data} />}</div>
    </div>
  );
}

function EstimationResult({ result }: { result: EstimationResponse }) {
  const deductions = result.participationForfaitaire + result.franchise;
  const rows: [string, number, string?][] = [
    [t.rows.frais, result.fraisReels],
    [t.rows.base, result.baseRemboursement],
    [t.rows.secu(result.tauxSecu), result.montantSecu, 'secu'],
    ...(deductions > 0 ? [[t.rows.deductions, deductions] as [string, number]] : []),
    [t.rows.mutuelle, result.montantMutuelle, 'mutuelle'],
    [t.rows.reste, result.totalACharge, 'reste'],
  ];
  return (
    <section className="card stack estimation-result" aria-labelledby="estimation-result">
      <h2 id="estimation-result">
        {t.result} : {result.acte.libelle}
      </h2>
      <p>{t.niveau(result.niveau)}</p>
      <table className="amounts">
        <tbody>
          {rows.map(([label, amount, kind]) => (
            <tr key={label} className={kind ? `amounts--${kind}` : undefined}>
              <th scope="row">{label}</th>
              <td>{formatEuros(amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t.why}</h3>
      {result.explications.length === 0 ? (
        <p>{t.nothingLeft}</p>
      ) : (
        <ul>
          {result.explications.map((e) => (
            <li key={e.motif}>{e.texte}</li>
          ))}
        </ul>
      )}
      <p className="field__hint">{t.disclaimer}</p>
    </section>
  );
}
