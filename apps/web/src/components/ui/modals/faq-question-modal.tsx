import { useId, useState, type ReactNode } from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import { Button } from '../button';
import { Modal } from '../modal';
import { modalTexts } from './texts';

interface FaqRelatedQuestion {
  title: string;
  clickCode: string;
}

interface FaqQuestionModalProps {
  title: string;
  /** The answer, already sanitised and rendered by the feature. */
  children: ReactNode;
  related?: readonly FaqRelatedQuestion[];
  /** Oui sends { isUseful: true }; Non opens the comment box, whose Envoyer sends the comment. */
  onFeedback(feedback: { isUseful: boolean; comment: string }): void;
  onOpenRelated?: (question: FaqRelatedQuestion) => void;
  onClose(): void;
}

/** §2/§4 FAQ question: was it useful (Oui / Non), then a comment box; related questions listed. */
export function FaqQuestionModal({
  title,
  children,
  related = [],
  onFeedback,
  onOpenRelated,
  onClose,
}: FaqQuestionModalProps) {
  const [commenting, setCommenting] = useState(false);
  const [comment, setComment] = useState('');
  const questionId = useId();
  return (
    <Modal
      title={title}
      size="lg"
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {modalTexts.close}
        </Button>
      }
    >
      <div className="faq-answer">{children}</div>
      {!commenting ? (
        <div className="faq-feedback" role="group" aria-labelledby={questionId}>
          <p id={questionId} className="faq-feedback__question">
            {modalTexts.faqUseful}
          </p>
          <div className="button-row">
            <Button variant="secondary" onClick={() => onFeedback({ isUseful: true, comment: '' })}>
              {modalTexts.faqYes}
            </Button>
            <Button variant="secondary" onClick={() => setCommenting(true)}>
              {modalTexts.faqNo}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className="faq-feedback"
          onSubmit={(event) => {
            event.preventDefault();
            if (comment.trim()) onFeedback({ isUseful: false, comment: comment.trim() });
          }}
        >
          <TextField className="field" value={comment} onChange={setComment} autoFocus>
            <Label>{modalTexts.faqComment}</Label>
            <TextArea rows={4} className="field__textarea" />
          </TextField>
          <p className="field__hint">{modalTexts.faqCommentHint}</p>
          <div className="button-row">
            <Button type="submit" disabled={comment.trim() === ''}>
              {modalTexts.send}
            </Button>
          </div>
        </form>
      )}
      {related.length > 0 && (
        <nav className="faq-related" aria-label={modalTexts.faqRelated}>
          <h3>{modalTexts.faqRelated}</h3>
          <ul className="link-list">
            {related.map((question) => (
              <li key={question.clickCode}>
                <Button variant="ghost" onClick={() => onOpenRelated?.(question)}>
                  {question.title}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Modal>
  );
}
