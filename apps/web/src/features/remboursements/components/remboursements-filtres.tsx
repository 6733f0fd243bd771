import { useId, type FormEvent } from 'react';
import {
  codesDomaine,
  type DomaineSoins,
  domainesSoins,
  type RemboursementFiltres,
  type RemboursementOptions,
  statutDecompteLibelles,
  type StatutDecompte,
  statutsDecompte,
} from '@portail/shared/remboursements';
import { remboursementsTexts as t } from '../texts';

const value = (data: FormData, name: string) => {
  const v = data.get(name);
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};

/** Beneficiary (the holder's choice), year, care domain, status and a search: applied on « Filtrer ». */
export function RemboursementsFiltres({
  options,
  filtres,
  onChange,
}: {
  options: RemboursementOptions | undefined;
  filtres: RemboursementFiltres;
  onChange: (filtres: RemboursementFiltres) => void;
}) {
  const ids = { beneficiaire: useId(), annee: useId(), domaine: useId(), statut: useId(), recherche: useId() };
  const filtered = Object.values(filtres).some(Boolean);
  const beneficiaires = options?.beneficiaires ?? [];

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const annee = value(data, 'annee');
    const domaine = value(data, 'domaine');
    const statut = value(data, 'statut');
    onChange({
      beneficiaire: value(data, 'beneficiaire'),
      du: annee ? `${annee}-01-01` : undefined,
      au: annee ? `${annee}-12-31` : undefined,
      domaine: codesDomaine.includes(domaine as DomaineSoins) ? (domaine as DomaineSoins) : undefined,
      statut: statutsDecompte.includes(statut as StatutDecompte) ? (statut as StatutDecompte) : undefined,
      recherche: value(data, 'recherche'),
    });
  }

  return (
    <form className="filters" onSubmit={apply} onReset={() => onChange({})} aria-label={t.filters}>
      {beneficiaires.length > 1 && (
        <div className="field">
          <label htmlFor={ids.beneficiaire}>{t.beneficiaire}</label>
          <select id={ids.beneficiaire} name="beneficiaire" defaultValue={filtres.beneficiaire ?? ''}>
            <option value="">{t.tous}</option>
            {beneficiaires.map((b) => (
              <option key={b.numPers} value={b.numPers}>
                {b.estMoi ? t.moi(b.prenom) : b.prenom}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={ids.annee}>{t.annee}</label>
        <select id={ids.annee} name="annee" defaultValue={filtres.du?.slice(0, 4) ?? ''}>
          <option value="">{t.toutes}</option>
          {(options?.annees ?? []).map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.domaine}>{t.domaine}</label>
        <select id={ids.domaine} name="domaine" defaultValue={filtres.domaine ?? ''}>
          <option value="">{t.tous}</option>
          {codesDomaine.map((code) => (
            <option key={code} value={code}>
              {domainesSoins[code]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.statut}>{t.statut}</label>
        <select id={ids.statut} name="statut" defaultValue={filtres.statut ?? ''}>
          <option value="">{t.tous}</option>
          {statutsDecompte.map((s) => (
            <option key={s} value={s}>
              {statutDecompteLibelles[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.recherche}>{t.recherche}</label>
        <input id={ids.recherche} name="recherche" type="search" maxLength={100} defaultValue={filtres.recherche} />
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
  );
}
