import type { FormEventHandler, ReactNode } from 'react';
import { configurationTexts as t } from './configuration-texts';
import type { SaveProblem } from './use-config-section-form';

/** A tab's form: what went wrong on top, the fields (disabled for a read-only role), then Enregistrer. */
export function SectionForm({
  legend,
  onSubmit,
  readOnly,
  submitting,
  problem,
  onReload,
  children,
}: {
  legend: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  readOnly: boolean;
  submitting: boolean;
  problem: SaveProblem | null;
  onReload(): void;
  children: ReactNode;
}) {
  return (
    <form className="config-form" onSubmit={onSubmit} noValidate aria-busy={submitting}>
      {problem && (
        <div className="alert alert--danger config-form__problem" role="alert">
          <p>{problem.message}</p>
          {problem.stale && (
            <button type="button" className="btn btn--secondary btn--small" onClick={onReload}>
              {t.reload}
            </button>
          )}
        </div>
      )}
      <fieldset className="config-form__fields" disabled={readOnly}>
        <legend className="visually-hidden">{legend}</legend>
        {children}
      </fieldset>
      {!readOnly && (
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={submitting}>
            {submitting ? t.saving : t.save}
          </button>
        </div>
      )}
    </form>
  );
}
