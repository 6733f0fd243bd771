import { useState, type FormEvent } from 'react';
import type { FaqQuestion } from '@portail/shared/faq';
import { CmsHtml } from '@/components/cms/cms-html';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { FaqQuestionModal } from '@/components/ui/modals/faq-question-modal';
import { TextField } from '@/components/ui/text-field';
import { useFaqContent } from '../api/get-faq-content';
import { useFaqSearch } from '../api/get-faq-search';
import { postFaqClick } from '../api/post-faq-click';
import { usePostFaqUseful } from '../api/post-faq-useful';
import { helpTexts } from '../texts';
import { HelpTabs, type HelpTabKey } from './help-tabs';
import '../help.css';

/** §2 welcome page help for sign-in trouble: search, tabs, then the question view. */
export function HelpCenter({ onClose }: { onClose(): void }) {
  const [text, setText] = useState('');
  /** The last submitted query; the search query runs for it (cached like every read). */
  const [submitted, setSubmitted] = useState('');
  /** The results the tab was last switched for: hits of a new search bring the 'Résultats' tab forward. */
  const [shownResults, setShownResults] = useState<readonly FaqQuestion[] | undefined>(undefined);
  const [tab, setTab] = useState<HelpTabKey>('popular');
  const [question, setQuestion] = useState<FaqQuestion | null>(null);
  const content = useFaqContent('public');
  const search = useFaqSearch('public', submitted);
  const useful = usePostFaqUseful();
  const results = search.data?.questions;
  if (results !== shownResults) {
    setShownResults(results);
    if (results && results.length > 0) setTab('results');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    // The same words again: ask again (the previous attempt may have failed).
    if (query === submitted) void search.refetch();
    else setSubmitted(query);
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
      <form role="search" className="help-search" onSubmit={submit}>
        <TextField
          label={helpTexts.searchLabel}
          value={text}
          onChange={setText}
          placeholder={helpTexts.searchPlaceholder}
          maxLength={200}
          className="help-search__field"
        />
        <Button type="submit" disabled={search.isFetching}>
          {helpTexts.searchButton}
        </Button>
      </form>
      <p role="status" className="help-search__status">
        {search.isFetching
          ? helpTexts.searching
          : search.isError
            ? helpTexts.searchFailed
            : results && (results.length > 0 ? helpTexts.resultCount(results.length) : helpTexts.noResult(submitted))}
      </p>
      <HelpTabs selected={tab} onSelect={setTab} results={results ?? []} onOpen={open} />
    </Modal>
  );
}
