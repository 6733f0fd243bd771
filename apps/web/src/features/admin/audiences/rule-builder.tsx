import { useId } from 'react';
import type { AudienceChoix, AudienceCondition, AudienceGroupe } from '@portail/shared/admin/audiences';
import { Button } from '@/components/ui/button';
import { audiencesTexts as t } from './audiences-texts';
import { ConditionEditor, newCondition } from './condition-editor';

interface GroupEditorProps {
  groupe: AudienceGroupe;
  /** « 2 », « 2.1 »… ; empty for the root group. */
  number: string;
  depth: number;
  choix: AudienceChoix | undefined;
  /** The shared schema's messages, by path under this group ('' for the group itself). */
  errors: Record<string, string>;
  onChange(groupe: AudienceGroupe): void;
  onRemove?(): void;
}

const maxDepth = 3;

/** The messages of a sub-path: 'conditions.0.valeurs' under 'conditions.0' gives 'valeurs'. */
function errorsUnder(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path === prefix || path.startsWith(`${prefix}.`))
      .map(([path, message]) => [path.slice(prefix.length + 1), message]),
  );
}

/** One AND/OR group: its conditions, its sub-groups, the buttons that add and remove them. */
function GroupEditor({ groupe, number, depth, choix, errors, onChange, onRemove }: GroupEditorProps) {
  const combinaisonId = useId();
  const label = number ? t.subGroup(number) : t.rootGroup;
  const setCondition = (index: number, condition: AudienceCondition) =>
    onChange({ ...groupe, conditions: groupe.conditions.map((c, i) => (i === index ? condition : c)) });
  const setGroupe = (index: number, sub: AudienceGroupe) =>
    onChange({ ...groupe, groupes: groupe.groupes.map((g, i) => (i === index ? sub : g)) });
  return (
    <fieldset className={`audience-group audience-group--depth-${depth}`}>
      <legend>{label}</legend>
      <div className="field">
        <label htmlFor={combinaisonId}>{t.combinaison}</label>
        <select
          id={combinaisonId}
          value={groupe.combinaison}
          onChange={(event) => onChange({ ...groupe, combinaison: event.target.value as 'et' | 'ou' })}
        >
          <option value="et">{t.combinaisons.et}</option>
          <option value="ou">{t.combinaisons.ou}</option>
        </select>
      </div>
      {errors[''] && <p className="field__error">{errors['']}</p>}
      {groupe.conditions.map((condition, index) => (
        <ConditionEditor
          key={index}
          condition={condition}
          number={index + 1}
          groupLabel={label}
          choix={choix}
          errors={errorsUnder(errors, `conditions.${index}`)}
          onChange={(c) => setCondition(index, c)}
          onRemove={() => onChange({ ...groupe, conditions: groupe.conditions.filter((_, i) => i !== index) })}
        />
      ))}
      {groupe.groupes.map((sub, index) => (
        <GroupEditor
          key={index}
          groupe={sub}
          number={number ? `${number}.${index + 1}` : String(index + 2)}
          depth={depth + 1}
          choix={choix}
          errors={errorsUnder(errors, `groupes.${index}`)}
          onChange={(g) => setGroupe(index, g)}
          onRemove={() => onChange({ ...groupe, groupes: groupe.groupes.filter((_, i) => i !== index) })}
        />
      ))}
      <div className="button-row">
        <Button
          variant="secondary"
          size="small"
          aria-label={t.addConditionTo(label)}
          onClick={() => onChange({ ...groupe, conditions: [...groupe.conditions, newCondition('offre', choix)] })}
        >
          {t.addCondition}
        </Button>
        {depth < maxDepth && (
          <Button
            variant="secondary"
            size="small"
            aria-label={t.addGroupTo(label)}
            onClick={() =>
              onChange({
                ...groupe,
                groupes: [
                  ...groupe.groupes,
                  {
                    combinaison: groupe.combinaison === 'et' ? 'ou' : 'et',
                    conditions: [newCondition('offre', choix)],
                    groupes: [],
                  },
                ],
              })
            }
          >
            {t.addGroup}
          </Button>
        )}
        {onRemove && (
          <Button variant="secondary" size="small" onClick={onRemove}>
            {t.removeGroup(label)}
          </Button>
        )}
      </div>
    </fieldset>
  );
}

/** The rule of an audience as nested fieldsets: every control named, every button saying what it acts on. */
export function RuleBuilder(props: Omit<GroupEditorProps, 'number' | 'depth' | 'onRemove'>) {
  return <GroupEditor {...props} number="" depth={1} />;
}
