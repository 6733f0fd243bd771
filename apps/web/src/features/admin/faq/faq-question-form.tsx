// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useId, useState } from 'react';
import {
  faqQuestionBodySchema,
  faqUserTypeLabels,
  type FaqAdminCategory,
  type FaqQuestionBody,
} from '@portail/shared/admin/faq';
import { faqUserTypes } from '@portail/shared/faq';
import { ContentEditorField, useAdminForm } from '../shared/admin-form';
import { faqTexts } from './faq-texts';

const t = faqTexts.question;

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
  const form = useAdminForm(id, faqQuestionBodySchema, onSubmit);
  const change = (next: Partial<FaqQuestionBody>) => setQuestion({ ...question, ...next });
  const others = categories.flatMap((c) =>
    c.questions.filter((q) => q.id !== selfId).map((q) => ({ ...q, libelle: c.libelle })),
  );
  // The related questions first, in their order under the answer; then those the filter finds.
  const shown = [
    ...question.related.flatMap((id) => others.filter((q) => q.id === id)),
    ...others.filter((q) => !question.related.includes(q.id) && fold(q.title).includes(fold(filter))),
  ];

  return (
    <form className="card stack" onSubmit={(e) => form.submit(e, question)} noValidate>
      {form.failureAlert}
      <div className="field">
        <label htmlFor={`${id}-category`}>{t.category}</label>
        <select
          id={`${id}-category`}
          value={question.categoryId}
          onChange={(e) => change({ categoryId: Number(e.target.value) })}
          {...form.aria('categoryId')}
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
        {form.errorOf('categoryId')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-title`}>{t.title}</label>
        <input
          id={`${id}-title`}
          value={question.title}
          onChange={(e) => change({ title: e.target.value })}
          {...form.aria('title')}
        />
        {form.errorOf('title')}
      </div>
      <ContentEditorField
        id={`${id}-content`}
        label={t.content}
        value={question.content}
        onChange={(content) => change({ content })}
        error={form.errors.content}
      />
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
        {form.errorOf('related')}
      </fieldset>
      <div className="button-row">
        <button type="submit" className="btn btn--primary" disabled={form.pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
