import { useId, useState } from 'react';
import { audienceRoles, etatContratChoix, tranchesAge, type AudienceCondition } from '@portail/shared/admin/audiences';
import { audiencesTexts as t } from './audiences-texts';

type ListCondition = Extract<AudienceCondition, { valeurs: unknown }>;

/** The choices of a list field: the client's offers, or the shared fixed lists. */
function choicesOf(champ: ListCondition['champ'], offres: readonly string[]) {
  switch (champ) {
    case 'offre':
      return offres.map((o) => ({ code: o, libelle: o }));
    case 'etatContrat':
      return etatContratChoix;
    case 'trancheAge':
      return tranchesAge.map(({ code, libelle }) => ({ code, libelle }));
    case 'role':
      return Object.entries(audienceRoles).map(([code, libelle]) => ({ code, libelle }));
    case 'departement':
      return [];
  }
}

interface ValuesProps {
  condition: ListCondition;
  offres: readonly string[];
  label: string;
  error?: string | undefined;
  onChange(valeurs: string[]): void;
}

/** Departments are typed (101 of them); the other lists are checkboxes in a fieldset. */
export function ConditionValues({ condition, offres, label, error, onChange }: ValuesProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [typed, setTyped] = useState(condition.valeurs.join(', '));
  if (condition.champ === 'departement')
    return (
      <div className="field">
        <label htmlFor={id}>{t.departements}</label>
        <input
          id={id}
          type="text"
          value={typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange(
              event.target.value
                .split(/[\s,;]+/)
                .map((v) => v.trim().toUpperCase())
                .filter(Boolean),
            );
          }}
        />
        {error && (
          <p id={errorId} className="field__error">
            {error}
          </p>
        )}
      </div>
    );
  const choices = choicesOf(condition.champ, offres);
  const selected = new Set<string>(condition.valeurs);
  return (
    <fieldset className="fieldset audience-values" aria-describedby={error ? errorId : undefined}>
      <legend>{label}</legend>
      {choices.length === 0 && <p className="muted">{t.noOffre}</p>}
      {choices.map((choice) => (
        <label key={choice.code} className="audience-values__choice">
          <input
            type="checkbox"
            checked={selected.has(choice.code)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...condition.valeurs, choice.code]
                  : condition.valeurs.filter((v: string) => v !== choice.code),
              )
            }
          />
          {choice.libelle}
        </label>
      ))}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
