// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { faqCategoryBodySchema, faqUserTypeLabels } from '@portail/shared/admin/faq';
import { faqUserTypes, type FaqUserType } from '@portail/shared/faq';
import { LoadingStatus } from '@/components/ui/loading-status';
import { usePageTitle } from '@/lib/use-page-title';
import { writeFailure } from '../api/write-failure';
import { useFaqAdmin, useFaqWrite } from '../api/faq';
import { useStaffRights } from '../api/staff-rights';
import { FaqCategoryCard, type Notify } from './faq-category-card';
import { faqTexts as t } from './faq-texts';

function NewCategoryForm({ onMessage }: { onMessage: Notify }) {
  const id = useId();
  const write = useFaqWrite();
  const [userType, setUserType] = useState<FaqUserType>('adherent');
  const [libelle, setLibelle] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = faqCategoryBodySchema.safeParse({ userType, libelle });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    try {
      await write('POST', 'categories', checked.data);
      setError(null);
      setLibelle('');
      onMessage({ text: t.categoryCreated(checked.data.libelle) });
    } catch (failure) {
      setError(writeFailure(failure).message);
    }
  }
  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.newCategory}</h2>
      <div className="admin-filters">
        <div className="field">
          <label htmlFor={`${id}-public`}>{t.categoryAudience}</label>
          <select id={`${id}-public`} value={userType} onChange={(e) => setUserType(e.target.value as FaqUserType)}>
            {faqUserTypes.map((type) => (
              <option key={type} value={type}>
                {faqUserTypeLabels[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-libelle`}>{t.categoryLibelle}</label>
          <input
            id={`${id}-libelle`}
            value={libelle}
            onChange={(e) => setLibelle(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p className="field__error" id={`${id}-error`}>
              {error}
            </p>
          )}
        </div>
      </div>
      <div className="button-row">
        <button type="submit" className="btn btn--secondary">
          {t.createCategory}
        </button>
      </div>
    </form>
  );
}

/** Back office: the FAQ of both audiences, by category, in the help's order (issue 15). */
export function FaqAdminPage() {
  usePageTitle(t.title);
  const faq = useFaqAdmin();
  const rights = useStaffRights();
  const write = useFaqWrite();
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const categories = faq.data?.categories ?? [];

  function moveCategory(userType: FaqUserType, index: number, by: -1 | 1) {
    const ids = categories.filter((c) => c.userType === userType).map((c) => c.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void write('PUT', 'categories-ordre', { userType, ids }).catch((error: unknown) =>
      setMessage({ text: writeFailure(error).message, error: true }),
    );
  }

  return (
    <div className="stack">
      <section className="card">
        <h1>{t.title}</h1>
        <p className="lead">{t.lead}</p>
        <p>
          <Link to="/admin/faq/avis">{t.avisLink}</Link>
        </p>
        <p role="status" className={message && !message.error ? 'alert alert--success' : 'visually-hidden'}>
          {message && !message.error ? message.text : ''}
        </p>
        <p role="alert" className={message?.error ? 'alert alert--danger' : 'visually-hidden'}>
          {message?.error ? message.text : ''}
        </p>
      </section>
      {faq.isPending && <LoadingStatus />}
      {faqUserTypes.map((userType) => {
        const own = categories.filter((c) => c.userType === userType);
        return (
          <section key={userType} className="card stack" aria-labelledby={`faq-${userType}`}>
            <h2 id={`faq-${userType}`}>{faqUserTypeLabels[userType]}</h2>
            {own.map((category, index) => (
              <FaqCategoryCard
                key={category.id}
                category={category}
                onMessage={setMessage}
                onMove={{
                  up: index > 0 ? () => moveCategory(userType, index, -1) : undefined,
                  down: index < own.length - 1 ? () => moveCategory(userType, index, 1) : undefined,
                }}
              />
            ))}
          </section>
        );
      })}
      {rights.can('faq', 'create') && <NewCategoryForm onMessage={setMessage} />}
    </div>
  );
}
