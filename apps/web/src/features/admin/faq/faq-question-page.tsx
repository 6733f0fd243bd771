import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { usePageTitle } from '@/lib/use-page-title';
import { useFaqAdmin, useFaqQuestion, useFaqWrite } from './faq-api';
import { ActionMessages, type ActionMessage } from '../shared/action-messages';
import { FaqQuestionForm } from './faq-question-form';
import { faqTexts } from './faq-texts';

const t = faqTexts.question;

/** Back office: a new FAQ question, or one being edited (issue 15). */
export function FaqQuestionPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ? Number(params.id) : null;
  const faq = useFaqAdmin();
  const question = useFaqQuestion(id);
  const write = useFaqWrite();
  const navigate = useNavigate();
  const arrival = (useLocation().state as { message?: string } | null)?.message;
  const [message, setMessage] = useState<ActionMessage>(arrival ? { text: arrival } : null);
  const title = id === null ? t.newTitle : t.editTitle;
  usePageTitle(title);
  if (faq.isPending || (id !== null && question.isPending)) return <LoadingStatus />;
  const categories = faq.data?.categories ?? [];
  const detail = question.data;
  const initial = detail
    ? {
        categoryId: detail.categoryId,
        title: detail.title,
        content: detail.content,
        isPopular: detail.isPopular,
        related: detail.related.map((r) => r.id),
      }
    : {
        categoryId: Number(search.get('categorie')) || (categories[0]?.id ?? 0),
        title: '',
        content: '',
        isPopular: false,
        related: [],
      };
  return (
    <div className="stack">
      <section className="card">
        <p>
          <Link to="/admin/faq">{faqTexts.back}</Link>
        </p>
        <h1>{title}</h1>
        <ActionMessages message={message} />
      </section>
      <FaqQuestionForm
        key={detail ? `${detail.id}-${detail.title}-${detail.content.length}` : 'nouvelle'}
        categories={categories}
        initial={initial}
        selfId={detail?.id}
        submitLabel={detail ? t.save : t.create}
        onSubmit={async (body) => {
          if (detail) {
            await write('PUT', `questions/${detail.id}`, body);
            setMessage({ text: t.saved });
          } else {
            const created = await write<{ id: number }>('POST', 'questions', body);
            await navigate(`/admin/faq/questions/${created.id}`, { state: { message: t.created } });
          }
        }}
      />
    </div>
  );
}
