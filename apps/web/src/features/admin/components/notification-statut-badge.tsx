import { notificationStatuts, type NotificationStatut } from '@portail/shared/admin/notifications';

/** Where a notification stands, in words and in the colour of its state (sent, to come, stopped). */
export function NotificationStatutBadge({ statut }: { statut: NotificationStatut }) {
  return <span className={`badge badge--notification-${statut}`}>{notificationStatuts[statut]}</span>;
}
