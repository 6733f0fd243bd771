import { useEffect, useState } from 'react';
import { ConsentModal } from '@/components/ui/modals/consent-modal';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage';
import { usePendingConsentements } from '../api/get-pending-consentements';
import { usePostConsentement } from '../api/post-consentement';

interface ConsentGateProps {
  /** Called once nothing is left to ask (none pending, all answered, closed, or the list failed). */
  onDone(): void;
}

/**
 * Session key consentementsReportes holds the id of the user who closed the modal before the end:
 * another user of the tab is still asked.
 */
function isPostponed(userId: string | undefined): boolean {
  return userId !== undefined && readStorage('session', storageKeys.consentementsReportes) === userId;
}

/** Closed before the end: asked again at the next visit (browser session), not at every page load. */
function postpone(userId: string | undefined): void {
  if (userId !== undefined) writeStorage('session', storageKeys.consentementsReportes, userId);
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
