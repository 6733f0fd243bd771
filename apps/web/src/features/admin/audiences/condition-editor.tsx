import { useId } from 'react';
import {
  audienceChampLabels,
  audienceChamps,
  audienceOperateurs,
  type AudienceChamp,
  type AudienceChoix,
  type AudienceCondition,
} from '@portail/shared/admin/audiences';
import { Button } from '@/components/ui/button';
import { audiencesTexts as t } from './audiences-texts';
import { ConditionValues } from './condition-values';

/** A new condition on `champ`, empty: the staff member fills it in. */
export function newCondition(champ: AudienceChamp, choix: AudienceChoix | undefined): AudienceCondition {
  switch (champ) {
    case 'comptePortail':
    case 'teletransmission':
      return { champ, valeur: true };
    case 'consentement':
      return { champ, nom: choix?.consentements[0]?.nom ?? '', valeur: true };
    default:
      return { champ, operateur: 'parmi', valeurs: [] };
  }
}

interface ConditionEditorProps {
  condition: AudienceCondition;
  number: number;
  groupLabel: string;
  choix: AudienceChoix | undefined;
  /** Messages of the shared schema for this condition, by path under it ('' for itself). */
  errors: Record<string, string>;
  onChange(condition: AudienceCondition): void;
  onRemove(): void;
}

function Select(props: { label: string; value: string; options: [string, string][]; onChange(v: string): void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One condition: its field, then what the field needs (operator and values, yes/no, a consent). */
export function ConditionEditor({
  condition,
  number,
  groupLabel,
  choix,
  errors,
  onChange,
  onRemove,
}: ConditionEditorProps) {
  const yesNo = (labels: { true: string; false: string }): [string, string][] => [
    ['true', labels.true],
    ['false', labels.false],
  ];
  return (
    <fieldset className="audience-condition">
      <legend>{t.condition(number)}</legend>
      <Select
        label={t.champ}
        value={condition.champ}
        options={audienceChamps.map((c) => [c, audienceChampLabels[c]])}
        onChange={(champ) => onChange(newCondition(champ as AudienceChamp, choix))}
      />
      {'valeurs' in condition && (
        <>
          <Select
            label={t.operateur}
            value={condition.operateur}
            options={Object.entries(audienceOperateurs)}
            onChange={(operateur) => onChange({ ...condition, operateur: operateur as 'parmi' | 'horsDe' })}
          />
          <ConditionValues
            key={condition.champ}
            condition={condition}
            offres={choix?.offres ?? []}
            label={`${t.valeurs} : ${audienceChampLabels[condition.champ].toLowerCase()}`}
            error={errors.valeurs ?? Object.entries(errors).find(([path]) => path.startsWith('valeurs.'))?.[1]}
            onChange={(valeurs) => onChange({ ...condition, valeurs } as AudienceCondition)}
          />
        </>
      )}
      {(condition.champ === 'comptePortail' || condition.champ === 'teletransmission') && (
        <Select
          label={audienceChampLabels[condition.champ]}
          value={String(condition.valeur)}
          options={yesNo(t[condition.champ])}
          onChange={(v) => onChange({ ...condition, valeur: v === 'true' })}
        />
      )}
      {condition.champ === 'consentement' && (
        <>
          <Select
            label={t.consentement}
            value={condition.nom}
            options={(choix?.consentements ?? []).map((c) => [c.nom, c.libelle])}
            onChange={(nom) => onChange({ ...condition, nom })}
          />
          <Select
            label={t.valeur}
            value={String(condition.valeur)}
            options={yesNo(t.consentementValeur)}
            onChange={(v) => onChange({ ...condition, valeur: v === 'true' })}
          />
        </>
      )}
      {(errors[''] ?? errors.nom) && <p className="field__error">{errors[''] ?? errors.nom}</p>}
      <Button variant="secondary" size="small" aria-label={t.removeConditionOf(number, groupLabel)} onClick={onRemove}>
        {t.removeCondition}
      </Button>
    </fieldset>
  );
}
