import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useNonLues } from '../api/mes-notifications';
import { notificationsTexts as t } from '../texts';

/**
 * The bell's place in the header, kept there by the entry's header from its first paint (site-header.tsx):
 * found once both are in the page.
 */
function useHeaderSlot(): Element | null {
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(() => {
    // Looked up once the page has both (the header paints first, with the place kept).
    const frame = window.requestAnimationFrame(() => setSlot(document.querySelector('.site-header__bell')));
    return () => window.cancelAnimationFrame(frame);
  }, []);
  return slot;
}

/** The bell of the member area's header: « Mes notifications », its name saying how many are unread. */
export function NotificationBell() {
  const slot = useHeaderSlot();
  const { data } = useNonLues();
  const nonLues = data?.nonLues ?? 0;
  if (!slot) return null;
  return createPortal(
    <Link to="/espace-adherent/notifications" className="notification-bell" aria-label={t.bell(nonLues)}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          fill="currentColor"
        />
      </svg>
      {nonLues > 0 && (
        <span className="notification-bell__count" aria-hidden="true">
          {nonLues > 99 ? '99+' : nonLues}
        </span>
      )}
    </Link>,
    slot,
  );
}
