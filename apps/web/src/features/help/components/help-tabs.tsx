import type { FaqQuestion } from '@portail/shared/faq';
import { AccordionGroup } from '@/components/ui/accordion';
import { LoadingStatus } from '@/components/ui/loading-status';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { useFaqContent } from '../api/get-faq-content';
import { useFaqPopular } from '../api/get-faq-search';
import { helpTexts } from '../texts';
import { QuestionList } from './question-list';

export type HelpTabKey = 'popular' | 'categories' | 'results';

interface HelpTabsProps {
  selected: HelpTabKey;
  onSelect(key: HelpTabKey): void;
  /** Hits of the last search; the 'Résultats' tab exists only when there are some. */
  results: readonly FaqQuestion[];
  onOpen(question: FaqQuestion): void;
}

/** §2 help tabs: 'Top 5', 'Catégories' and, after a search with hits, 'Résultats'. */
export function HelpTabs({ selected, onSelect, results, onOpen }: HelpTabsProps) {
  const popular = useFaqPopular('public');
  const content = useFaqContent('public');
  const items: TabItem[] = [
    {
      key: 'popular',
      label: helpTexts.tabs.popular,
      content: popular.data ? (
        <QuestionList questions={popular.data.questions} onOpen={onOpen} />
      ) : (
        <LoadingStatus label={helpTexts.loading} />
      ),
    },
    {
      key: 'categories',
      label: helpTexts.tabs.categories,
      content: content.data ? (
        <AccordionGroup
          headingLevel={3}
          items={content.data.categories.map((category) => ({
            key: category.code,
            title: `${category.libelle} (${category.questions.length})`,
            content: <QuestionList questions={category.questions} onOpen={onOpen} />,
          }))}
        />
      ) : (
        <LoadingStatus label={helpTexts.loading} />
      ),
    },
  ];
  if (results.length > 0) {
    items.push({
      key: 'results',
      label: `${helpTexts.tabs.results} (${results.length})`,
      content: <QuestionList questions={results} onOpen={onOpen} />,
    });
  }
  const key = results.length === 0 && selected === 'results' ? 'popular' : selected;
  return (
    <Tabs
      label={helpTexts.tabsLabel}
      items={items}
      selectedKey={key}
      onSelectionChange={(next) => onSelect(next as HelpTabKey)}
    />
  );
}
