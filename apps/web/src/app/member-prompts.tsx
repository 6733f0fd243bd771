import { useCallback, useState } from 'react';
import { useMatch } from 'react-router';
import { ConsentGate } from '@/features/consent/components/consent-gate';
import { MemberPopups } from '@/features/content/components/member-popups';
import { NotificationPopup } from '@/features/notifications/components/notification-popup';
import { useCurrentUser } from '@/lib/api/get-current-user';

/**
 * After sign-in, on the member home where sign-in lands (never over a task page): the consents
 * still to answer first, then a notification sent as a window (decision 033), then the CMS popups
 * (decision 021).
 */
export function MemberPrompts() {
  const onHome = useMatch('/espace-adherent') !== null;
  const { user } = useCurrentUser();
  const [step, setStep] = useState<'consents' | 'notification' | 'popups'>('consents');
  const consentsDone = useCallback(() => setStep((s) => (s === 'consents' ? 'notification' : s)), []);
  const notificationDone = useCallback(() => setStep('popups'), []);
  // Staff viewing the area (read only) answer nothing in the member's name.
  if (!onHome || user?.consultePar) return null;
  if (step === 'consents') return <ConsentGate onDone={consentsDone} />;
  return step === 'notification' ? <NotificationPopup onDone={notificationDone} /> : <MemberPopups />;
}
