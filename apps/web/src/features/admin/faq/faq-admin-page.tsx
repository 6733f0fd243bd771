// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { faqCategoryBodySchema, faqUserTypeLabels } from '@portail/shared/admin/faq';
import { faqUserTypes, type FaqUserType } from '@portail/shared/faq';
import { LoadingStatus } from '@/components/ui/loading-status';
import { usePageTitle } from '@/lib/use-page-title';
import { writeFailure } from '../shared/write-failure';
import { useFaqAdmin, useFaqWrite } from './faq-api';
import { useStaffRights } from '../shared/staff-rights';
import { ActionMessages, type ActionMessage } from '../shared/action-messages';
import { useAdminForm } from '../shared/admin-form';
import { FaqCategoryCard, type Notify } from './faq-category-card';
import { moved } from '../shared/move-buttons';
import { faqTexts as t } from './faq-texts';

/** A new category, at the end of its audience's. */
function NewCategoryForm({ onMessage }: { onMessage: Notify }) {
  const id = useId();
  const write = useFaqWrite();
  const [userType, setUserType] = useState<FaqUserType>('adherent');
  const [libelle, setLibelle] = useState('');
  const form = useAdminForm(id, faqCategoryBodySchema, async (body) => {
    await write('POST', 'categories', body);
    setLibelle('');
    onMessage({ text: t.categoryCreated(body.libelle) });
  });
  return (
    <form
      className="card stack"
      onSubmit={(e) => form.submit(e, { userType, libelle })}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t.newCategory}</h2>
      {form.failureAlert}
      <div className="admin-filters admin-filters--wide">
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
            {...form.aria('libelle')}
          />
          {form.errorOf('libelle')}
        </div>
      </div>
      <div className="button-row">
        <button type="submit" className="btn btn--secondary" disabled={form.pending}>
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
  const [message, setMessage] = useState<ActionMessage>(null);
  const categories = faq.data?.categories ?? [];

  function moveCategory(userType: FaqUserType, index: number, by: -1 | 1) {
    const ids = moved(
      categories.filter((c) => c.userType === userType).map((c) => c.id),
      index,
      by,
    );
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
        <ActionMessages message={message} />
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
                position={{ index, count: own.length }}
                onMove={(by) => moveCategory(userType, index, by)}
              />
            ))}
          </section>
        );
      })}
      {rights.can('faq', 'create') && <NewCategoryForm onMessage={setMessage} />}
    </div>
  );
}
