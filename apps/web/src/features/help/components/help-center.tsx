import { useState, type FormEvent } from 'react';
import type { FaqQuestion } from '@portail/shared/faq';
import { CmsHtml } from '@/components/cms/cms-html';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { FaqQuestionModal } from '@/components/ui/modals/faq-question-modal';
import { TextField } from '@/components/ui/text-field';
import { useFaqContent } from '../api/get-faq-content';
import { fetchFaqSearch } from '../api/get-faq-search';
import { postFaqClick } from '../api/post-faq-click';
import { usePostFaqUseful } from '../api/post-faq-useful';
import { helpTexts } from '../texts';
import { HelpTabs, type HelpTabKey } from './help-tabs';
import '../help.css';

interface SearchState {
  query: string;
  results: FaqQuestion[];
}

/** §2 welcome page help for sign-in trouble: search, tabs, then the question view. */
export function HelpCenter({ onClose }: { onClose(): void }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<SearchState | null>(null);
  const [searching, setSearching] = useState(false);
  const [tab, setTab] = useState<HelpTabKey>('popular');
  const [question, setQuestion] = useState<FaqQuestion | null>(null);
  const content = useFaqContent('public');
  const useful = usePostFaqUseful();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    setSearching(true);
    try {
      const { questions } = await fetchFaqSearch('public', query);
      setSearch({ query, results: questions });
      if (questions.length > 0) setTab('results');
    } catch {
      setSearch({ query, results: [] });
    } finally {
      setSearching(false);
    }
  }

  function open(next: FaqQuestion) {
    void postFaqClick({ clickCode: next.clickCode, userType: 'public' });
    setQuestion(next);
  }

  /** A related question, found whole in the loaded FAQ when possible (with its own related ones). */
  function openRelated(clickCode: string) {
    const all = content.data?.categories.flatMap((c) => c.questions) ?? [];
    const related = question?.related.find((r) => r.clickCode === clickCode);
    const found = all.find((q) => q.clickCode === clickCode);
    if (found) open(found);
    else if (related)
      open({ ...related, rateCode: related.clickCode, categoryCode: question?.categoryCode ?? '', related: [] });
  }

  if (question) {
    return (
      <FaqQuestionModal
        key={question.clickCode}
        title={question.title}
        related={question.related}
        onOpenRelated={(r) => openRelated(r.clickCode)}
        onFeedback={({ isUseful, comment }) => {
          useful.mutate({ rateCode: question.rateCode, isUseful, comment: comment || null, userType: 'public' });
          setQuestion(null);
        }}
        onClose={() => setQuestion(null)}
      >
        <CmsHtml html={question.content} />
      </FaqQuestionModal>
    );
  }

  return (
    <Modal
      title={helpTexts.title}
      size="lg"
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {helpTexts.close}
        </Button>
      }
    >
      <p>{helpTexts.intro}</p>
      <form role="search" className="help-search" onSubmit={(event) => void submit(event)}>
        <TextField
          label={helpTexts.searchLabel}
          value={text}
          onChange={setText}
          placeholder={helpTexts.searchPlaceholder}
          maxLength={200}
          className="help-search__field"
        />
        <Button type="submit" disabled={searching}>
          {helpTexts.searchButton}
        </Button>
      </form>
      <p role="status" className="help-search__status">
        {search &&
          (search.results.length > 0 ? helpTexts.resultCount(search.results.length) : helpTexts.noResult(search.query))}
      </p>
      <HelpTabs selected={tab} onSelect={setTab} results={search?.results ?? []} onOpen={open} />
    </Modal>
  );
}
