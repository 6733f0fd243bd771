import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { parseFrDate } from '@portail/shared/dates';
import { DatePicker } from '@/components/ui/date-picker/date-picker';
import { gridFilterTexts as t } from '../texts';

/** A day of the address (AAAA-MM-JJ) as the date picker shows it (JJ/MM/AAAA), and back. */
const isoToFr = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : iso);
function frToIso(text: string): string | null {
  if (text.trim() === '') return '';
  const date = parseFrDate(text);
  if (!date) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

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
  const isDate = (name: N) => filters.some((f) => f.name === name && f.type === 'date');
  // Dates are typed JJ/MM/AAAA (§5) and travel AAAA-MM-JJ.
  const [draft, setDraft] = useState(
    () =>
      Object.fromEntries(
        Object.entries(initial).map(([k, v]) => [k, isDate(k as N) ? isoToFr(String(v)) : v]),
      ) as Criteria<N>,
  );
  const [errors, setErrors] = useState<Partial<Record<N, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<N, string>> = {};
    const criteria = { ...draft };
    for (const name of Object.keys(draft) as N[]) {
      if (!isDate(name)) continue;
      const iso = frToIso(draft[name]);
      if (iso === null) found[name] = t.dateFormat;
      else criteria[name] = iso;
    }
    // An empty criterion is no criterion.
    const given = Object.fromEntries(Object.entries(criteria).filter(([, value]) => String(value).trim() !== ''));
    const checked = schema.safeParse(given);
    if (!checked.success) for (const issue of checked.error.issues) found[issue.path[0] as N] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch(criteria);
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
        if (filter.type === 'date')
          return (
            <div key={filter.name}>
              <DatePicker
                label={filter.label}
                value={draft[filter.name]}
                onChange={(value) => setDraft({ ...draft, [filter.name]: value })}
                message={error ?? null}
              />
            </div>
          );
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
