import { useEffect, useState } from 'react';
import { ConsentModal } from '@/components/ui/modals/consent-modal';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { usePendingConsentements } from '../api/get-pending-consentements';
import { usePostConsentement } from '../api/post-consentement';

interface ConsentGateProps {
  /** Called once nothing is left to ask (none pending, all answered, closed, or the list failed). */
  onDone(): void;
}

/** Holds the id of the user who closed the modal before the end: another user of the tab is still asked. */
const postponedKey = 'consentementsReportes';

function isPostponed(userId: string | undefined): boolean {
  try {
    return userId !== undefined && window.sessionStorage.getItem(postponedKey) === userId;
  } catch {
    return false;
  }
}

/** Closed before the end: asked again at the next visit (browser session), not at every page load. */
function postpone(userId: string | undefined): void {
  if (userId === undefined) return;
  try {
    window.sessionStorage.setItem(postponedKey, userId);
  } catch {
    // Storage unavailable: asked again on the next page load.
  }
}

/** §2/§4 after sign-in: the consent modal with the consents not yet answered. */
export function ConsentGate({ onDone }: ConsentGateProps) {
  const userId = useCurrentUser().user?.id;
  const [postponed] = useState(() => isPostponed(userId));
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
        postpone(userId);
        onDone();
      }}
    />
  );
}
