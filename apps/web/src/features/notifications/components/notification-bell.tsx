import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useNonLues } from '../api/mes-notifications';
import { notificationsTexts as t } from '../texts';

/** A place at the start of the header's account actions, made by the member area (the entry's header stays as it is). */
function useHeaderSlot(): HTMLElement {
  const [slot] = useState(() => {
    const element = document.createElement('div');
    element.className = 'site-header__bell';
    return element;
  });
  useEffect(() => {
    document.querySelector('.site-header__actions')?.prepend(slot);
    return () => slot.remove();
  }, [slot]);
  return slot;
}

/** The bell of the member area's header: « Mes notifications », its name saying how many are unread. */
export function NotificationBell() {
  const slot = useHeaderSlot();
  const { data } = useNonLues();
  const nonLues = data?.nonLues ?? 0;
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
