import './identity.css';
import { useEffect, useRef, useState } from 'react';
import {
  type AmfOperation,
  type AmfSendResponse,
  type AmfSendType,
  type AmfVerifyResponse,
  securityCodeResendDelaySeconds,
} from '@portail/shared/identity-amf';
import { amfMessages } from '@portail/shared/identity-messages';
import { MfaModal } from '@/components/ui/modals/mfa-modal';
import { type ApiError, errorMessage, isApiError } from '@/lib/api-error';
import { postAmfSend } from '@/lib/api/identity-amf-send';
import { postAmfVerify } from '@/lib/api/identity-amf-verify';
import { browserLocation } from '@/lib/browser-location';
import { showToast } from '@/lib/toasts';
import { isSafeCallbackUrl } from '@/lib/urls';

/** §9: after a failed send that returns a logout URL, the browser goes there after 3 s. */
const logoutRedirectMs = 3000;

export interface MfaChallengeProps {
  operation: AmfOperation;
  sendType: AmfSendType;
  /** VERIFY_MAIL_AMF: the new address; ACTIVATE_AMF / MODIFY_TEL_AMF: the new mobile. */
  username?: string;
  newAmfTel?: string;
  onVerified(securityCode: string, answer: AmfVerifyResponse): void;
  onClose(): void;
  /**
   * The server ended the pending sign-in (too many codes: a logoutUrl comes back). Given, the page
   * says why and how long to wait where it stands, instead of a toast and a reload to an empty
   * form (decision 036); the modal closes.
   */
  onSignInEnded?(message: string): void;
}

/** The refusal in words, with the wait the 429's Retry-After gives. */
function endedMessage(error: ApiError): string {
  return error.code === 'TOO_MANY_CODES' && error.retryAfterSeconds
    ? amfMessages.tooManyCodesWait(error.retryAfterSeconds)
    : error.message;
}

/**
 * §2/§4 multi-factor step: sends the code when it opens, shows where it went (the §8 text when the
 * phone is not allowed), six boxes with paste, resend, and verifies; the code is then stored.
 */
export function MfaChallenge({
  operation,
  sendType,
  username,
  newAmfTel,
  onVerified,
  onClose,
  onSignInEnded,
}: MfaChallengeProps) {
  const [sent, setSent] = useState<AmfSendResponse | null>(null);
  const [resendAvailableAt, setResendAvailableAt] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const extra = { ...(username ? { username } : {}), ...(newAmfTel ? { newAmfTel } : {}) };

  async function send(resend: boolean) {
    setBusy(true);
    try {
      const answer = await postAmfSend({ operation, sendType, ...extra });
      setSent(answer);
      setResendAvailableAt(Date.now() + securityCodeResendDelaySeconds * 1000);
      setMessage(null);
      if (resend) showToast({ type: 'success', text: amfMessages.resent });
    } catch (error) {
      const logoutUrl = isApiError(error) ? error.body?.logoutUrl : undefined;
      if (onSignInEnded && isApiError(error) && typeof logoutUrl === 'string') {
        onSignInEnded(endedMessage(error));
        onClose();
        return;
      }
      // A refused field (e.g. newAmfTel not a mobile) says more than the generic 400 text.
      const fieldText = isApiError(error) && error.errors ? Object.values(error.errors)[0] : undefined;
      const text = fieldText ?? errorMessage(error);
      showToast({ type: 'danger', text: amfMessages.sendFailed, details: [text] });
      // The server ends a sign-in that asked for too many codes and says where to go (logoutUrl).
      if (typeof logoutUrl === 'string' && isSafeCallbackUrl(logoutUrl))
        setTimeout(() => browserLocation.assign(logoutUrl), logoutRedirectMs);
      // §8: a failed send, first or resend, closes the modal.
      onClose();
    } finally {
      setBusy(false);
    }
  }

  const sendRef = useRef(send);
  useEffect(() => {
    // Once per opening, also under StrictMode's double effect.
    if (started.current) return;
    started.current = true;
    void sendRef.current(false);
  }, []);

  async function verify(securityCode: string) {
    setBusy(true);
    // Cleared first, so that the same refusal twice still empties the boxes.
    setMessage(null);
    try {
      const answer = await postAmfVerify({ securityCode, operation, ...extra });
      onVerified(securityCode, answer);
    } catch (error) {
      setMessage(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <MfaModal
      intro={sent ? sent.content : mfaTexts.sending}
      onVerify={(code) => void verify(code)}
      onResend={() => void send(true)}
      onClose={onClose}
      message={message}
      busy={busy}
      canVerify={!!sent}
      resendAvailableAt={resendAvailableAt}
    />
  );
}

const mfaTexts = {
  sending: 'Envoi du code de sécurité en cours…',
} as const;
