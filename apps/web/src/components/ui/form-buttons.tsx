import { Button } from './button';
import { widgetTexts } from './widget-texts';

interface FormButtonsProps {
  onBack?: () => void;
  /** Disabled while the form may not be sent (e.g. an upload runs). */
  submitDisabled?: boolean;
  submitLabel?: string;
  backLabel?: string;
}

/** §2 form buttons: Valider submits the surrounding form, Retour goes back. */
export function FormButtons({ onBack, submitDisabled, submitLabel, backLabel }: FormButtonsProps) {
  return (
    <div className="button-row form-buttons">
      {onBack && (
        <Button variant="secondary" onClick={onBack}>
          {backLabel ?? widgetTexts.back}
        </Button>
      )}
      <Button type="submit" disabled={submitDisabled}>
        {submitLabel ?? widgetTexts.validate}
      </Button>
    </div>
  );
}
