import { Link } from 'react-router';
import type { MesNotification } from '@portail/shared/notifications';
import { CmsHtml } from '@/components/cms/cms-html';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { PageHeader } from '@/components/ui/page-header';
import { frDateTime } from '@/lib/format-date';
import { usePageTitle } from '@/lib/use-page-title';
import { announcedUpdate, useMarkNotifications, useMesNotifications } from '../api/mes-notifications';
import { notificationsTexts as t } from '../texts';

function NotificationItem({ notification }: { notification: MesNotification }) {
  const mark = useMarkNotifications();
  const titleId = `notification-${notification.id}`;
  return (
    <li className={`item-list__item${notification.lue ? '' : ' item-list__item--unread'}`}>
      <article className="item-list__main notification" aria-labelledby={titleId}>
        <h2 id={titleId} className="item-list__title notification__title">
          {notification.titre}
          {!notification.lue && <span className="unread-badge">{t.unread}</span>}
        </h2>
        <p className="item-list__meta">{t.received(frDateTime(notification.recueLe))}</p>
        <CmsHtml html={notification.contenu} />
        {notification.lien && notification.lienLibelle && (
          <p>
            <Link to={notification.lien}>{notification.lienLibelle}</Link>
          </p>
        )}
      </article>
      {!notification.lue && (
        <div className="item-list__side">
          <Button
            variant="secondary"
            size="small"
            aria-label={t.markReadOf(notification.titre)}
            disabled={mark.isPending}
            onClick={() => mark.mutate(`${notification.id}/lue`, announcedUpdate)}
          >
            {t.markRead}
          </Button>
        </div>
      )}
    </li>
  );
}

/** #/espace-adherent/notifications: what the mutuelle sent, newest first, read or not. */
export function NotificationsPage() {
  usePageTitle(t.title);
  const query = useMesNotifications();
  const markAll = useMarkNotifications();
  const first = query.data?.pages[0];
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <section className="card stack">
      <PageHeader title={t.title} subtitle={t.lead} />
      {query.isPending && <LoadingStatus />}
      {query.isError && !first && <p className="alert alert--danger">{t.failed}</p>}
      {first && (
        <>
          <div className="list-toolbar">
            <p className="list-count" role="status">
              {first.total === 0 ? t.empty : t.count(first.total, first.nonLues)}
            </p>
            {first.nonLues > 0 && (
              <Button
                variant="secondary"
                disabled={markAll.isPending}
                onClick={() => markAll.mutate('tout-lu', announcedUpdate)}
              >
                {t.markAllRead}
              </Button>
            )}
          </div>
          <ul className="item-list">
            {rows.map((n) => (
              <NotificationItem key={n.id} notification={n} />
            ))}
          </ul>
          {query.hasNextPage && (
            <Button variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {t.more}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
