// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useId, useState, type FormEvent } from 'react';
import {
  faqQuestionBodySchema,
  faqUserTypeLabels,
  type FaqAdminCategory,
  type FaqQuestionBody,
} from '@portail/shared/admin/faq';
import { faqUserTypes } from '@portail/shared/faq';
import { cmsImageSource } from '../api/cms';
import { writeFailure } from '../api/write-failure';
import { LazyRichTextEditor } from './rich-text/lazy-rich-text-editor';
import { faqTexts } from './faq-texts';

const t = faqTexts.question;
type Errors = Partial<Record<keyof FaqQuestionBody, string>>;

interface FaqQuestionFormProps {
  categories: FaqAdminCategory[];
  initial: FaqQuestionBody;
  selfId?: number;
  submitLabel: string;
  onSubmit(body: FaqQuestionBody): Promise<void>;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Category, question, answer (the same editor as the CMS), « Top 5 » pin and related questions. */
export function FaqQuestionForm({ categories, initial, selfId, submitLabel, onSubmit }: FaqQuestionFormProps) {
  const id = useId();
  const [question, setQuestion] = useState(initial);
  const [filter, setFilter] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const change = (next: Partial<FaqQuestionBody>) => setQuestion({ ...question, ...next });
  const others = categories.flatMap((c) =>
    c.questions.filter((q) => q.id !== selfId).map((q) => ({ ...q, libelle: c.libelle })),
  );
  // The related questions first, in their order under the answer; then those the filter finds.
  const shown = [
    ...question.related.flatMap((id) => others.filter((q) => q.id === id)),
    ...others.filter((q) => !question.related.includes(q.id) && fold(q.title).includes(fold(filter))),
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = faqQuestionBodySchema.safeParse(question);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] as keyof FaqQuestionBody] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    setFailure(null);
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

  const errorOf = (name: keyof FaqQuestionBody) =>
    errors[name] && (
      <p className="field__error" id={`${id}-${name}-error`}>
        {errors[name]}
      </p>
    );
  const invalid = (name: keyof FaqQuestionBody) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form className="card stack" onSubmit={submit} noValidate>
      {failure && (
        <p className="alert alert--danger" role="alert">
          {failure}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-category`}>{t.category}</label>
        <select
          id={`${id}-category`}
          value={question.categoryId}
          onChange={(e) => change({ categoryId: Number(e.target.value) })}
          {...invalid('categoryId')}
        >
          {faqUserTypes.map((userType) => (
            <optgroup key={userType} label={faqUserTypeLabels[userType]}>
              {categories
                .filter((c) => c.userType === userType)
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.libelle}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        {errorOf('categoryId')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-title`}>{t.title}</label>
        <input
          id={`${id}-title`}
          value={question.title}
          onChange={(e) => change({ title: e.target.value })}
          {...invalid('title')}
        />
        {errorOf('title')}
      </div>
      <LazyRichTextEditor
        id={`${id}-content`}
        label={t.content}
        value={question.content}
        onChange={(content) => change({ content })}
        invalid={Boolean(errors.content)}
        describedBy={errors.content ? `${id}-content-error` : undefined}
        imageUpload={cmsImageSource}
      />
      {errorOf('content')}
      <label className="admin-choice">
        <input type="checkbox" checked={question.isPopular} onChange={(e) => change({ isPopular: e.target.checked })} />
        {t.popular}
      </label>
      <fieldset className="fieldset stack">
        <legend>{t.related}</legend>
        <div className="field">
          <label htmlFor={`${id}-filter`}>{t.relatedFilter}</label>
          <input id={`${id}-filter`} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </div>
        <div className="faq-related">
          {shown.map((q) => (
            <label key={q.id} className="admin-choice">
              <input
                type="checkbox"
                checked={question.related.includes(q.id)}
                onChange={(e) =>
                  change({
                    related: e.target.checked
                      ? [...question.related, q.id]
                      : question.related.filter((r) => r !== q.id),
                  })
                }
              />
              {q.title} <span className="muted">({q.libelle})</span>
            </label>
          ))}
        </div>
        {errorOf('related')}
      </fieldset>
      <div className="button-row">
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
