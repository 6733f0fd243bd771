import { notificationStatuts, type NotificationStatut } from '@portail/shared/admin/notifications';

/** Where a notification stands, in words (the colour only helps), as the CMS blocks' state. */
export function NotificationStatutBadge({ statut }: { statut: NotificationStatut }) {
  return <span className={`chip chip--notification-${statut.replace('_', '-')}`}>{notificationStatuts[statut]}</span>;
}
