// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useId, useState } from 'react';
import { cmsBlocBodySchema, cmsBlocListIssues, type CmsBlocBody } from '@portail/shared/admin/cms';
import { cmsBlockNames } from '@portail/shared/cms-constants';
import { CmsHtml } from '@/components/cms/cms-html';
import { ContentEditorField, useAdminForm } from '../shared/admin-form';
import { cmsTexts } from './cms-texts';

const t = cmsTexts.editor;

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
  const form = useAdminForm(id, cmsBlocBodySchema, onSubmit, (value) => cmsBlocListIssues(listName, value));
  const isPopup = listName === cmsBlockNames.popups;

  function change(next: Partial<CmsBlocBody>) {
    const updated = { ...bloc, ...next };
    setBloc(updated);
    onDirty(!sameBloc(updated, initial));
  }

  const checkbox = (name: 'isSingleDisplay' | 'hasCookieOption', label: string) => (
    <label className="admin-choice">
      <input
        type="checkbox"
        checked={bloc[name]}
        disabled={readOnly}
        onChange={(e) => change({ [name]: e.target.checked })}
      />
      {label}
    </label>
  );

  return (
    <form className="card stack" onSubmit={(e) => form.submit(e, bloc)} noValidate aria-labelledby={`${id}-legend`}>
      <h2 id={`${id}-legend`}>{t.formTitle}</h2>
      {form.failureAlert}
      <div className="field">
        <label htmlFor={`${id}-name`}>{t.name}</label>
        <input
          id={`${id}-name`}
          value={bloc.name}
          readOnly={readOnly}
          autoComplete="off"
          onChange={(e) => change({ name: e.target.value })}
          {...form.aria('name', `${id}-name-help`)}
        />
        <p className="field__help" id={`${id}-name-help`}>
          {listName === cmsBlockNames.pagesStatiques && bloc.name ? t.pageAddress(bloc.name) : t.nameHelp}
        </p>
        {form.errorOf('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-title`}>{t.blocTitle}</label>
        <input
          id={`${id}-title`}
          value={bloc.title}
          readOnly={readOnly}
          onChange={(e) => change({ title: e.target.value })}
          {...form.aria('title')}
        />
        {form.errorOf('title')}
      </div>
      {readOnly ? (
        <div className="stack">
          <h3>{t.content}</h3>
          <CmsHtml html={bloc.content} />
        </div>
      ) : (
        <ContentEditorField
          id={`${id}-content`}
          label={t.content}
          value={bloc.content}
          onChange={(content) => change({ content })}
          error={form.errors.content}
        />
      )}
      {isPopup && (
        <fieldset className="fieldset">
          <legend>{t.options}</legend>
          {checkbox('isSingleDisplay', t.singleDisplayLabel)}
          {checkbox('hasCookieOption', t.cookieLabel)}
        </fieldset>
      )}
      {form.errorOf('isSingleDisplay')}
      {!readOnly && (
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={form.pending}>
            {submitLabel}
          </button>
        </div>
      )}
    </form>
  );
}
