import { Link, useNavigate, useParams } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { usePageTitle } from '@/lib/use-page-title';
import { useNotification } from './notifications-api';
import { useStaffRights } from '../shared/staff-rights';
import { NotificationForm } from './notification-form';
import { NotificationFigures, NotificationSending } from './notification-sending';
import { notificationsAdminTexts as t } from './notifications-texts';
import { NotificationStatutBadge } from './notification-statut-badge';
import './notifications.css';

/** /admin/notifications/nouvelle and /admin/notifications/:id: compose, then send or schedule; figures once sent. */
export function NotificationEditPage() {
  const { id: param } = useParams();
  const id = param === undefined || param === 'nouvelle' ? undefined : Number(param);
  const navigate = useNavigate();
  const rights = useStaffRights();
  const query = useNotification(id);
  const notification = query.data;
  const title = id === undefined ? t.createTitle : notification ? t.editTitle(notification.titre) : t.title;
  usePageTitle(title);
  if (id !== undefined && !notification) return <LoadingStatus />;
  const canWrite = rights.can('notifications', id === undefined ? 'create' : 'update');
  const editable = notification === undefined || notification.statut === 'brouillon';
  const leaving = notification !== undefined && ['en_cours', 'envoyee'].includes(notification.statut);
  return (
    <div className="stack">
      <p>
        <Link to="/admin/notifications">{t.back}</Link>
      </p>
      <h1>{title}</h1>
      {notification && (
        <p>
          <NotificationStatutBadge statut={notification.statut} />
        </p>
      )}
      <NotificationForm
        key={notification?.id ?? 'nouvelle'}
        notification={notification}
        readOnly={!canWrite || !editable}
        onSaved={(saved) => id === undefined && void navigate(`/admin/notifications/${saved.id}`, { replace: true })}
      />
      {notification && canWrite && ['brouillon', 'programmee'].includes(notification.statut) && (
        <NotificationSending notification={notification} />
      )}
      {!notification && canWrite && <p className="muted">{t.saveFirst}</p>}
      {leaving && notification && <NotificationFigures notification={notification} />}
    </div>
  );
}
