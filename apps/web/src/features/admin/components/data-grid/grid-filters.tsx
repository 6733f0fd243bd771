import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { gridFilterTexts as t } from '../../texts';

/** One criterion of a list: a text or date field, or a choice among options ('' is « all »). */
export interface GridFilter<N extends string> {
  name: N;
  label: string;
  type?: 'text' | 'date' | 'select';
  inputMode?: 'numeric' | 'email';
  /** For a choice: the options after « all » (allLabel). */
  options?: readonly { value: string; label: string }[];
  allLabel?: string;
}

export type Criteria<N extends string> = Record<N, string>;

interface GridFiltersProps<N extends string> {
  /** Prefixes the fields' ids (one form per page). */
  id: string;
  label: string;
  filters: readonly GridFilter<N>[];
  /** The list route's own schema: the same French messages here and on the server. */
  schema: z.ZodType;
  initial: Criteria<N>;
  onSearch(criteria: Criteria<N>): void;
}

/**
 * The criteria form of a back-office list. Give it `key={JSON.stringify(criteria)}`: Back,
 * Forward or « Effacer » then show the criteria of the list on screen, never a stale draft.
 */
export function GridFilters<N extends string>({ id, label, filters, schema, initial, onSearch }: GridFiltersProps<N>) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<N, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    // An empty criterion is no criterion.
    const given = Object.fromEntries(Object.entries(draft).filter(([, value]) => String(value).trim() !== ''));
    const checked = schema.safeParse(given);
    if (!checked.success) {
      const found: Partial<Record<N, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as N] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    onSearch(draft);
  }

  const empty = Object.fromEntries(filters.map((f) => [f.name, ''])) as Criteria<N>;
  return (
    <form className="admin-filters" onSubmit={submit} noValidate aria-label={label}>
      {filters.map((filter) => {
        const fieldId = `${id}-${filter.name}`;
        const error = errors[filter.name];
        const common = {
          id: fieldId,
          name: filter.name,
          value: draft[filter.name],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${fieldId}-error` : undefined,
          onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [filter.name]: event.target.value }),
        };
        return (
          <div className="field" key={filter.name}>
            <label htmlFor={fieldId}>{filter.label}</label>
            {filter.type === 'select' ? (
              <select {...common}>
                <option value="">{filter.allLabel ?? t.all}</option>
                {filter.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input {...common} type={filter.type ?? 'text'} inputMode={filter.inputMode} autoComplete="off" />
            )}
            {error && (
              <p className="field__error" id={`${fieldId}-error`}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="button-row admin-filters__buttons">
        <button type="submit" className="btn btn--primary">
          {t.search}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => onSearch(empty)}>
          {t.reset}
        </button>
      </div>
    </form>
  );
}
