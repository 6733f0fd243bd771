import { useEffect, useState } from 'react';
import { ConsentModal } from '@/components/ui/modals/consent-modal';
import { usePendingConsentements } from '../api/get-pending-consentements';
import { usePostConsentement } from '../api/post-consentement';

interface ConsentGateProps {
  /** Called once nothing is left to ask (none pending, all answered, closed, or the list failed). */
  onDone(): void;
}

const postponedKey = 'consentementsReportes';

function isPostponed(): boolean {
  try {
    return window.sessionStorage.getItem(postponedKey) === '1';
  } catch {
    return false;
  }
}

/** Closed before the end: asked again at the next visit (browser session), not at every page load. */
function postpone(): void {
  try {
    window.sessionStorage.setItem(postponedKey, '1');
  } catch {
    // Storage unavailable: asked again on the next page load.
  }
}

/** §2/§4 after sign-in: the consent modal with the consents not yet answered. */
export function ConsentGate({ onDone }: ConsentGateProps) {
  const [postponed] = useState(isPostponed);
  const { data, isError } = usePendingConsentements();
  const { mutate } = usePostConsentement();
  const pending = data?.consentements ?? [];
  const nothingToAsk = postponed || isError || (data !== undefined && pending.length === 0);

  useEffect(() => {
    if (nothingToAsk) onDone();
  }, [nothingToAsk, onDone]);

  if (postponed || !data || pending.length === 0) return null;
  return (
    <ConsentModal
      consents={pending}
      onAnswer={(nomConsentement, isAccepted) => mutate({ nomConsentement, isAccepted })}
      onClose={() => {
        postpone();
        onDone();
      }}
    />
  );
}
