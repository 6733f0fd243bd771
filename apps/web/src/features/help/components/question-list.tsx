import type { FaqQuestion } from '@portail/shared/faq';

interface QuestionListProps {
  questions: readonly FaqQuestion[];
  onOpen(question: FaqQuestion): void;
}

/** Questions as a list of buttons; each opens the question view. */
export function QuestionList({ questions, onOpen }: QuestionListProps) {
  return (
    <ul className="help-questions">
      {questions.map((question) => (
        <li key={question.clickCode}>
          <button type="button" className="help-questions__button" onClick={() => onOpen(question)}>
            {question.title}
          </button>
        </li>
      ))}
    </ul>
  );
}
