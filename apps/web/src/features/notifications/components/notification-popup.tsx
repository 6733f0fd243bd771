import { useEffect } from 'react';
import { CmsHtml } from '@/components/cms/cms-html';
import { CmsPopupModal } from '@/components/ui/modals/cms-popup-modal';
import { useMarkNotifications, useNotificationPopup } from '../api/mes-notifications';

/**
 * A notification sent « en fenêtre à la connexion »: shown once on the member home after sign-in,
 * in the CMS popup's modal; closing it marks it seen and read. `onDone` when there is none (left).
 */
export function NotificationPopup({ onDone }: { onDone(): void }) {
  const { data, isError } = useNotificationPopup(true);
  const mark = useMarkNotifications();
  const notification = data?.notification;
  const nothing = isError || (data !== undefined && notification === null);
  useEffect(() => {
    if (nothing) onDone();
  }, [nothing, onDone]);
  if (!notification) return null;
  return (
    <CmsPopupModal
      title={notification.titre}
      onClose={() => {
        mark.mutate(`${notification.id}/fenetre-vue`);
        onDone();
      }}
    >
      <CmsHtml html={notification.contenu} />
    </CmsPopupModal>
  );
}
