import { useState } from 'react';
import { Button } from '../button';
import { Modal } from '../modal';
import { emptyCode, isCodeComplete, SecurityCodeInput } from '../security-code-input';
import { modalTexts } from './texts';

interface MfaModalProps {
  sendType: 'SMS' | 'MAIL';
  /** The masked phone number or e-mail the code went to. */
  contact: string;
  onVerify(securityCode: string): void;
  onResend(): void;
  onClose(): void;
  /** An answer of the server (wrong code…), shown under the boxes. */
  message?: string | null;
  busy?: boolean;
}

/** §2/§4 multi-factor modal: six digit boxes, Valider, and a way to have the code sent again. */
export function MfaModal({ sendType, contact, onVerify, onResend, onClose, message, busy }: MfaModalProps) {
  const [digits, setDigits] = useState(emptyCode);
  const [submitted, setSubmitted] = useState(false);
  const incomplete = submitted && !isCodeComplete(digits);
  const error = incomplete ? modalTexts.mfaIncomplete : (message ?? null);
  return (
    <Modal title={modalTexts.mfaTitle} size="lg" onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (isCodeComplete(digits)) onVerify(digits.join(''));
        }}
      >
        <p>{modalTexts.mfaSent(sendType === 'SMS' ? modalTexts.mfaBySms : modalTexts.mfaByMail, contact)}</p>
        <SecurityCodeInput
          label={modalTexts.mfaCode}
          digits={digits}
          onChange={setDigits}
          state={error ? 'error' : 'default'}
          message={error}
          autoFocus
        />
        <div className="button-row">
          <Button type="submit" disabled={busy}>
            {modalTexts.validate}
          </Button>
          <Button variant="secondary" onClick={onResend} disabled={busy}>
            {modalTexts.mfaResend}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {modalTexts.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
