import { useId, useState } from 'react';
import { isFutureMoment, notificationMessages, type Notification } from '@portail/shared/admin/notifications';
import { parseFrDate } from '@portail/shared/dates';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker/date-picker';
import { Modal } from '@/components/ui/modal';
import { showToast } from '@/lib/toasts';
import { useAudience, useAudienceCount } from '../shared/audiences-api';
import { useNotificationAction } from './notifications-api';
import { frDateTime } from './notifications-page';
import { notificationsAdminTexts as t } from './notifications-texts';

/** The moment typed (JJ/MM/AAAA and HH:MM, the browser's time), or the French reason it is not one. */
function momentOf(date: string, heure: string): { iso: string } | { error: string } {
  const day = parseFrDate(date);
  const time = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(heure.trim());
  if (!day) return { error: notificationMessages.date };
  if (!time) return { error: t.heureInvalide };
  day.setHours(Number(time[1]), Number(time[2]), 0, 0);
  const iso = day.toISOString();
  return isFutureMoment(iso, new Date()) ? { iso } : { error: notificationMessages.datePassee };
}

/** Send now (confirmed), schedule with the shared date picker and an hour, or cancel a schedule. */
export function NotificationSending({ notification }: { notification: Notification }) {
  const heureId = useId();
  const action = useNotificationAction(notification.id);
  const audience = useAudience(notification.audienceId ?? undefined);
  const count = useAudienceCount(audience.data?.regle, 0);
  const [confirming, setConfirming] = useState(false);
  const [date, setDate] = useState('');
  const [heure, setHeure] = useState('09:00');
  const [error, setError] = useState<string | null>(null);
  const run = (name: 'envoyer' | 'programmer' | 'annuler', done: string, body?: unknown) =>
    action.mutate(
      { action: name, body },
      {
        onSuccess: () => showToast({ type: 'success', text: done }),
        onError: (e) => showToast({ type: 'danger', text: e.message }),
      },
    );
  function schedule() {
    const moment = momentOf(date, heure);
    if ('error' in moment) return setError(moment.error);
    setError(null);
    run('programmer', t.scheduled(frDateTime(moment.iso)), { le: moment.iso });
  }
  return (
    <section className="card stack" aria-labelledby="notification-envoi">
      <h2 id="notification-envoi">{t.sendingTitle}</h2>
      {notification.statut === 'programmee' && notification.programmeeLe && (
        <p>{t.scheduledFor(frDateTime(notification.programmeeLe))}</p>
      )}
      <div className="button-row">
        <Button disabled={action.isPending} onClick={() => setConfirming(true)}>
          {t.sendNow}
        </Button>
        {notification.statut === 'programmee' && (
          <Button variant="secondary" disabled={action.isPending} onClick={() => run('annuler', t.cancelled)}>
            {t.cancelSchedule}
          </Button>
        )}
      </div>
      <fieldset className="notification-schedule">
        <legend>{t.scheduleLegend}</legend>
        <DatePicker
          label={t.date}
          value={date}
          onChange={setDate}
          min={new Date()}
          message={error}
          showErrors={Boolean(error)}
        />
        <div className="field">
          <label htmlFor={heureId}>{t.heure}</label>
          <input id={heureId} inputMode="numeric" value={heure} size={5} onChange={(e) => setHeure(e.target.value)} />
        </div>
        <Button variant="secondary" disabled={action.isPending} onClick={schedule}>
          {t.schedule}
        </Button>
      </fieldset>
      {confirming && (
        <Modal
          title={t.sendNow}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t.cancel}
              </Button>
              <Button
                disabled={action.isPending}
                onClick={() => {
                  setConfirming(false);
                  run('envoyer', t.sent);
                }}
              >
                {t.confirmSend}
              </Button>
            </>
          }
        >
          <p>{t.sendConfirm(count.data?.joignables)}</p>
        </Modal>
      )}
    </section>
  );
}

/** Once it leaves: who got it, who read it in the portal, what the e-mails became. */
export function NotificationFigures({ notification }: { notification: Notification }) {
  const c = t.columns;
  const figures: [string, number][] = [
    [c.destinataires, notification.destinataires],
    [c.lues, notification.lues],
    [c.emailsEnvoyes, notification.emailsEnvoyes],
    [c.emailsDesabonnes, notification.emailsDesabonnes],
    [c.emailsEchecs, notification.emailsEchecs],
  ];
  return (
    <section className="card stack" aria-labelledby="notification-chiffres">
      <h2 id="notification-chiffres">{t.figuresTitle}</h2>
      <p role="status">
        {notification.statut === 'envoyee' && notification.envoyeeLe
          ? t.sentOn(frDateTime(notification.envoyeeLe))
          : t.inProgress}
      </p>
      <dl className="notification-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value.toLocaleString('fr-FR')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
