import { useEffect, useState } from 'react';
import { securityCodeResendDelaySeconds } from '@portail/shared/identity-amf';
import { Button } from '../button';
import { Modal } from '../modal';
import { emptyCode, isCodeComplete, SecurityCodeInput } from '../security-code-input';
import { modalTexts } from './texts';

/** Where the code went: the masked phone number or e-mail, or the server's own sentence. */
type MfaModalIntro = { sendType: 'SMS' | 'MAIL'; contact: string } | { intro: string };

type MfaModalProps = MfaModalIntro & {
  onVerify(securityCode: string): void;
  onResend(): void;
  onClose(): void;
  /** An answer of the server (wrong code…), shown under the boxes; a new one empties the boxes. */
  message?: string | null;
  busy?: boolean;
  /** Valider stays disabled until the code has gone out. */
  canVerify?: boolean;
  /** When a new code may be asked (epoch ms): the resend button waits, counting down, until then. */
  resendAvailableAt?: number | null;
};

/** Whole seconds left until `until`, re-read every second while it is ahead; 0 once passed. */
function useSecondsLeft(until: number | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.min(securityCodeResendDelaySeconds, Math.max(0, Math.ceil((until - now) / 1000))) : 0;
}

/** §2/§4 multi-factor modal: six digit boxes, Valider, and a way to have the code sent again. */
export function MfaModal(props: MfaModalProps) {
  const { onVerify, onResend, onClose, message = null, busy, canVerify = true, resendAvailableAt } = props;
  const resendIn = useSecondsLeft(resendAvailableAt);
  const [digits, setDigits] = useState(emptyCode);
  const [submitted, setSubmitted] = useState(false);
  const [shownMessage, setShownMessage] = useState(message);
  if (message !== shownMessage) {
    // A new answer of the server: the wrong code is cleared for the next try.
    setShownMessage(message);
    if (message) {
      setDigits(emptyCode());
      setSubmitted(false);
    }
  }
  const incomplete = submitted && !isCodeComplete(digits);
  const error = incomplete ? modalTexts.mfaIncomplete : message;
  const intro =
    'intro' in props
      ? props.intro
      : modalTexts.mfaSent(props.sendType === 'SMS' ? modalTexts.mfaBySms : modalTexts.mfaByMail, props.contact);
  return (
    <Modal title={modalTexts.mfaTitle} size="lg" onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The modal may sit inside another form (sign-in): React events bubble through portals.
          event.stopPropagation();
          setSubmitted(true);
          if (isCodeComplete(digits)) onVerify(digits.join(''));
        }}
      >
        <p role="status">{intro}</p>
        <SecurityCodeInput
          label={modalTexts.mfaCode}
          digits={digits}
          onChange={setDigits}
          state={error ? 'error' : 'default'}
          message={error}
          autoFocus
        />
        <div className="button-row">
          <Button type="submit" disabled={busy || !canVerify}>
            {modalTexts.validate}
          </Button>
          <Button variant="secondary" onClick={onResend} disabled={busy || resendIn > 0}>
            {resendIn > 0 ? modalTexts.mfaResendIn(resendIn) : modalTexts.mfaResend}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {modalTexts.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
