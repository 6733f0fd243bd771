import { Button } from '@/components/ui/button';
import { consentTexts } from '../texts';

interface ConsentChoiceProps {
  libelle: string;
  /** null: not answered yet (or asked again after a change of text). */
  answer: boolean | null;
  answeredOn: string | null;
  disabled: boolean;
  onAnswer(isAccepted: boolean): void;
}

/** One consent: its text, the current answer and the buttons to give or change it. */
export function ConsentChoice({ libelle, answer, answeredOn, disabled, onAnswer }: ConsentChoiceProps) {
  const status = answer === null ? consentTexts.pending : answer ? consentTexts.accepted : consentTexts.refused;
  return (
    <li className="consent-list__item">
      <p className="consent-list__text">{libelle}</p>
      <p className="consent-list__status">
        <strong>{status}</strong>
        {answeredOn && ` — ${consentTexts.answeredOn(answeredOn)}`}
      </p>
      <div className="consent-list__actions">
        {answer !== false && (
          <Button variant="secondary" size="small" disabled={disabled} onClick={() => onAnswer(false)}>
            {consentTexts.refuse}
            <span className="visually-hidden">{consentTexts.about(libelle)}</span>
          </Button>
        )}
        {answer !== true && (
          <Button size="small" disabled={disabled} onClick={() => onAnswer(true)}>
            {consentTexts.accept}
            <span className="visually-hidden">{consentTexts.about(libelle)}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
