import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { FaqAdminCategory } from '@portail/shared/admin/faq';
import { useFaqWrite } from './faq-api';
import { useStaffRights } from '../shared/staff-rights';
import { writeFailure } from '../shared/write-failure';
import type { ActionMessage } from '../shared/action-messages';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { MoveButtons, moved } from '../shared/move-buttons';
import { faqTexts as t } from './faq-texts';

export type Notify = (message: NonNullable<ActionMessage>) => void;

interface FaqCategoryCardProps {
  category: FaqAdminCategory;
  /** Its place among its audience's categories, and how to move it. */
  position: { index: number; count: number };
  onMove(by: -1 | 1): void;
  onMessage: Notify;
}

/** One category: its questions in order (moved with buttons), renaming, and deletion when empty. */
export function FaqCategoryCard({ category, position, onMove, onMessage }: FaqCategoryCardProps) {
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
    const ids = moved(
      category.questions.map((q) => q.id),
      index,
      by,
    );
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
            <MoveButtons
              upLabel={t.categoryUp(category.libelle)}
              downLabel={t.categoryDown(category.libelle)}
              index={position.index}
              count={position.count}
              onMove={onMove}
            />
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
                <MoveButtons
                  upLabel={t.up(question.title)}
                  downLabel={t.down(question.title)}
                  index={index}
                  count={category.questions.length}
                  onMove={(by) => move(index, by)}
                />
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
