import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { FaqAdminCategory } from '@portail/shared/admin/faq';
import { useFaqWrite } from '../api/faq';
import { useStaffRights } from '../api/staff-rights';
import { writeFailure } from '../api/write-failure';
import { ConfirmDialog } from './confirm-dialog';
import { faqTexts as t } from './faq-texts';

export type Notify = (message: { text: string; error?: boolean }) => void;

interface FaqCategoryCardProps {
  category: FaqAdminCategory;
  /** Moves the category among its audience's (undefined at an end). */
  onMove: { up?: () => void; down?: () => void };
  onMessage: Notify;
}

/** One category: its questions in order (moved with buttons), renaming, and deletion when empty. */
export function FaqCategoryCard({ category, onMove, onMessage }: FaqCategoryCardProps) {
  const id = useId();
  const rights = useStaffRights();
  const write = useFaqWrite();
  const [renaming, setRenaming] = useState(false);
  const [libelle, setLibelle] = useState(category.libelle);
  const [removing, setRemoving] = useState<{ id: number; title: string } | null>(null);
  const canUpdate = rights.can('faq', 'update');

  async function run(action: () => Promise<unknown>, success: string) {
    try {
      await action();
      onMessage({ text: success });
    } catch (error) {
      onMessage({ text: writeFailure(error).message, error: true });
    }
  }

  function move(index: number, by: -1 | 1) {
    const ids = category.questions.map((q) => q.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void write('PUT', `categories/${category.id}/ordre`, { ids }).catch((error: unknown) =>
      onMessage({ text: writeFailure(error).message, error: true }),
    );
  }

  function rename(event: FormEvent) {
    event.preventDefault();
    void run(() => write('PUT', `categories/${category.id}`, { libelle }), t.renamed(libelle)).then(() =>
      setRenaming(false),
    );
  }

  return (
    <section className="faq-category" aria-labelledby={`${id}-title`}>
      <div className="cms-list__head">
        <h3 id={`${id}-title`}>{category.libelle}</h3>
        {canUpdate && (
          <span className="button-row">
            <button
              type="button"
              className="icon-button"
              aria-label={t.categoryUp(category.libelle)}
              disabled={!onMove.up}
              onClick={onMove.up}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t.categoryDown(category.libelle)}
              disabled={!onMove.down}
              onClick={onMove.down}
            >
              <span aria-hidden="true">↓</span>
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              aria-expanded={renaming}
              onClick={() => setRenaming(!renaming)}
            >
              {t.rename}
              <span className="visually-hidden"> {category.libelle}</span>
            </button>
          </span>
        )}
      </div>
      {renaming && (
        <form className="cms-schedule" onSubmit={rename}>
          <div className="field">
            <label htmlFor={`${id}-libelle`}>{t.categoryLibelle}</label>
            <input id={`${id}-libelle`} value={libelle} onChange={(e) => setLibelle(e.target.value)} />
          </div>
          <button type="submit" className="btn btn--secondary">
            {t.rename}
          </button>
        </form>
      )}
      {category.questions.length === 0 ? (
        <p>{t.noQuestion}</p>
      ) : (
        <ol className="faq-questions">
          {category.questions.map((question, index) => (
            <li key={question.id}>
              {canUpdate && (
                <span className="cms-order">
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t.up(question.title)}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t.down(question.title)}
                    disabled={index === category.questions.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                </span>
              )}
              <span className="faq-questions__title">
                <Link to={`/admin/faq/questions/${question.id}`}>{question.title}</Link>
                {question.isPopular && <span className="badge">{t.popular}</span>}
              </span>
              <span className="muted">{t.views(question.clickCount)}</span>
              {rights.can('faq', 'delete') && (
                <button type="button" className="btn btn--ghost btn--small" onClick={() => setRemoving(question)}>
                  {t.removeShort}
                  <span className="visually-hidden"> : {question.title}</span>
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      <p className="button-row">
        {rights.can('faq', 'create') && (
          <Link className="btn btn--secondary btn--small" to={`/admin/faq/questions/nouvelle?categorie=${category.id}`}>
            {t.newQuestion}
            <span className="visually-hidden"> ({category.libelle})</span>
          </Link>
        )}
        {category.questions.length === 0 && rights.can('faq', 'delete') && (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() =>
              void run(() => write('DELETE', `categories/${category.id}`), t.categoryDeleted(category.libelle))
            }
          >
            {t.deleteCategory(category.libelle)}
          </button>
        )}
      </p>
      {removing && (
        <ConfirmDialog
          title={t.remove(removing.title)}
          text={t.confirmRemove(removing.title)}
          confirmLabel={t.remove(removing.title)}
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            const question = removing;
            setRemoving(null);
            void run(() => write('DELETE', `questions/${question.id}`), t.removed(question.title));
          }}
        />
      )}
    </section>
  );
}
