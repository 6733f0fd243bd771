// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useId, useState, type FormEvent } from 'react';
import { cmsBlocBodySchema, cmsBlocListIssues, type CmsBlocBody } from '@portail/shared/admin/cms';
import { cmsBlockNames } from '@portail/shared/cms-constants';
import { CmsHtml } from '@/components/cms/cms-html';
import { cmsImageSource } from '../api/cms';
import { writeFailure } from '../api/write-failure';
import { LazyRichTextEditor } from './rich-text/lazy-rich-text-editor';
import { cmsTexts } from './cms-texts';

const t = cmsTexts.editor;
type Errors = Partial<Record<keyof CmsBlocBody, string>>;

interface CmsBlocFormProps {
  listName: string;
  initial: CmsBlocBody;
  submitLabel: string;
  readOnly: boolean;
  onSubmit(body: CmsBlocBody): Promise<void>;
  onDirty(dirty: boolean): void;
}

function sameBloc(a: CmsBlocBody, b: CmsBlocBody) {
  return (Object.keys(a) as (keyof CmsBlocBody)[]).every((key) => a[key] === b[key]);
}

/** Name, title, options and the rich text of a block; checked with the route's own schema. */
export function CmsBlocForm({ listName, initial, submitLabel, readOnly, onSubmit, onDirty }: CmsBlocFormProps) {
  const id = useId();
  const [bloc, setBloc] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const isPopup = listName === cmsBlockNames.popups;

  function change(next: Partial<CmsBlocBody>) {
    const updated = { ...bloc, ...next };
    setBloc(updated);
    onDirty(!sameBloc(updated, initial));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = cmsBlocBodySchema.safeParse(bloc);
    const found: Errors = checked.success ? cmsBlocListIssues(listName, checked.data) : {};
    if (!checked.success)
      for (const issue of checked.error.issues) found[issue.path[0] as keyof CmsBlocBody] ??= issue.message;
    setErrors(found);
    setFailure(null);
    if (!checked.success || Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await onSubmit(checked.data);
    } catch (error) {
      const { message, errors: fields } = writeFailure(error);
      setErrors(fields as Errors);
      setFailure(message);
    } finally {
      setPending(false);
    }
  }

  const describedBy = (name: keyof CmsBlocBody, help = false) =>
    [help && `${id}-${name}-help`, errors[name] && `${id}-${name}-error`].filter(Boolean).join(' ') || undefined;
  const errorOf = (name: keyof CmsBlocBody) =>
    errors[name] && (
      <p className="field__error" id={`${id}-${name}-error`}>
        {errors[name]}
      </p>
    );

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby={`${id}-legend`}>
      <h2 id={`${id}-legend`}>{t.formTitle}</h2>
      {failure && (
        <p className="alert alert--danger" role="alert">
          {failure}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-name`}>{t.name}</label>
        <input
          id={`${id}-name`}
          value={bloc.name}
          readOnly={readOnly}
          autoComplete="off"
          onChange={(e) => change({ name: e.target.value })}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name', true)}
        />
        <p className="field__help" id={`${id}-name-help`}>
          {listName === cmsBlockNames.pagesStatiques && bloc.name ? t.pageAddress(bloc.name) : t.nameHelp}
        </p>
        {errorOf('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-title`}>{t.blocTitle}</label>
        <input
          id={`${id}-title`}
          value={bloc.title}
          readOnly={readOnly}
          onChange={(e) => change({ title: e.target.value })}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy('title')}
        />
        {errorOf('title')}
      </div>
      {readOnly ? (
        <div className="stack">
          <h3>{t.content}</h3>
          <CmsHtml html={bloc.content} />
        </div>
      ) : (
        <LazyRichTextEditor
          id={`${id}-content`}
          label={t.content}
          value={bloc.content}
          onChange={(content) => change({ content })}
          invalid={Boolean(errors.content)}
          describedBy={errors.content ? `${id}-content-error` : undefined}
          imageUpload={cmsImageSource}
        />
      )}
      {errorOf('content')}
      {isPopup && (
        <fieldset className="fieldset">
          <legend>{t.options}</legend>
          <label className="admin-choice">
            <input
              type="checkbox"
              checked={bloc.isSingleDisplay}
              disabled={readOnly}
              onChange={(e) => change({ isSingleDisplay: e.target.checked })}
            />
            {t.singleDisplayLabel}
          </label>
          <label className="admin-choice">
            <input
              type="checkbox"
              checked={bloc.hasCookieOption}
              disabled={readOnly}
              onChange={(e) => change({ hasCookieOption: e.target.checked })}
            />
            {t.cookieLabel}
          </label>
        </fieldset>
      )}
      {errorOf('isSingleDisplay')}
      {!readOnly && (
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={pending}>
            {submitLabel}
          </button>
        </div>
      )}
    </form>
  );
}
