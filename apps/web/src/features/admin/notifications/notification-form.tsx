import { useId, useState, type FormEvent } from 'react';
import {
  notificationInputSchema,
  notificationLiens,
  type Notification,
  type NotificationInput,
} from '@portail/shared/admin/notifications';
import { CmsHtml } from '@/components/cms/cms-html';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toasts';
import { useAudience, useAudienceCount, useAudiencesList } from '../shared/audiences-api';
import { useSaveNotification } from './notifications-api';
import { LazyRichTextEditor } from '../shared/rich-text/lazy-rich-text-editor';
import { notificationsAdminTexts as t } from './notifications-texts';

type Draft = Omit<NotificationInput, 'audienceId'> & { audienceId: number | null };

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
    </p>
  ) : null;
}

/** What the chosen audience reaches now, said politely under the choice. */
function AudienceReach({ audienceId, id }: { audienceId: number | null; id: string }) {
  const audience = useAudience(audienceId ?? undefined);
  const count = useAudienceCount(audience.data?.regle, 0);
  return (
    <p id={id} className="field__help" role="status">
      {count.data ? t.audienceCount(count.data.joignables) : ''}
    </p>
  );
}

interface NotificationFormProps {
  notification: Notification | undefined;
  readOnly: boolean;
  onSaved(saved: Notification): void;
}

/** The message, its audience and its channels: a draft, saved before it is sent or scheduled. */
export function NotificationForm({ notification, readOnly, onSaved }: NotificationFormProps) {
  const ids = { titre: useId(), contenu: useId(), lien: useId(), audience: useId(), reach: useId() };
  const audiences = useAudiencesList();
  const save = useSaveNotification(notification?.id);
  const [draft, setDraft] = useState<Draft>({
    titre: notification?.titre ?? '',
    contenu: notification?.contenu ?? '',
    lien: (notification?.lien as NotificationInput['lien']) ?? null,
    audienceId: notification?.audienceId ?? null,
    canalPortail: notification?.canalPortail ?? true,
    canalEmail: notification?.canalEmail ?? false,
    popup: notification?.popup ?? false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = notificationInputSchema.safeParse({ ...draft, audienceId: draft.audienceId ?? 0 });
    if (!result.success) {
      setErrors(Object.fromEntries(result.error.issues.reverse().map((i) => [i.path.join('.'), i.message])));
      return showToast({ type: 'danger', text: t.fixErrors });
    }
    setErrors({});
    save.mutate(result.data, {
      onSuccess: (saved) => {
        showToast({ type: 'success', text: t.saved });
        onSaved(saved);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(error.errors);
        showToast({ type: 'danger', text: error.message });
      },
    });
  }

  const describedBy = (name: string, extra?: string) =>
    [errors[name] ? `${name}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <form className="card stack" onSubmit={submit} noValidate>
      <fieldset className="stack notification-form__fields" disabled={readOnly}>
        <div className="field">
          <label htmlFor={ids.titre}>{t.titre}</label>
          <input
            id={ids.titre}
            value={draft.titre}
            maxLength={120}
            aria-invalid={errors.titre ? true : undefined}
            aria-describedby={describedBy('titre')}
            onChange={(event) => set({ titre: event.target.value })}
          />
          <FieldError id="titre-error" message={errors.titre} />
        </div>
        {readOnly ? (
          <div className="stack">
            <p className="notification-form__label">{t.contenu}</p>
            <CmsHtml html={draft.contenu} />
          </div>
        ) : (
          <div className="field">
            <LazyRichTextEditor
              id={ids.contenu}
              label={t.contenu}
              value={draft.contenu}
              onChange={(contenu) => set({ contenu })}
              invalid={Boolean(errors.contenu)}
              describedBy={describedBy('contenu')}
            />
            <FieldError id="contenu-error" message={errors.contenu} />
          </div>
        )}
        <div className="field">
          <label htmlFor={ids.lien}>{t.lien}</label>
          <select
            id={ids.lien}
            value={draft.lien ?? ''}
            onChange={(event) => set({ lien: (event.target.value || null) as Draft['lien'] })}
          >
            <option value="">{t.noLien}</option>
            {Object.entries(notificationLiens).map(([path, label]) => (
              <option key={path} value={path}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.audience}>{t.audience}</label>
          <select
            id={ids.audience}
            value={draft.audienceId ?? ''}
            aria-invalid={errors.audienceId ? true : undefined}
            aria-describedby={describedBy('audienceId', ids.reach)}
            onChange={(event) => set({ audienceId: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{t.chooseAudience}</option>
            {(audiences.data?.rows ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.nom}
              </option>
            ))}
          </select>
          <FieldError id="audienceId-error" message={errors.audienceId} />
          <AudienceReach audienceId={draft.audienceId} id={ids.reach} />
        </div>
        <fieldset className="notification-channels" aria-describedby={describedBy('canalPortail')}>
          <legend>{t.canauxLegend}</legend>
          <label>
            <input
              type="checkbox"
              checked={draft.canalPortail}
              onChange={(e) => set({ canalPortail: e.target.checked })}
            />
            {t.canalPortail}
          </label>
          <label>
            <input type="checkbox" checked={draft.canalEmail} onChange={(e) => set({ canalEmail: e.target.checked })} />
            {t.canalEmail}
          </label>
          <label>
            <input
              type="checkbox"
              checked={draft.popup ?? false}
              disabled={!draft.canalPortail}
              onChange={(e) => set({ popup: e.target.checked })}
            />
            {t.popup}
          </label>
          <FieldError id="canalPortail-error" message={errors.canalPortail ?? errors.popup} />
        </fieldset>
      </fieldset>
      {!readOnly && (
        <div className="button-row">
          <Button type="submit" disabled={save.isPending}>
            {t.saveDraft}
          </Button>
        </div>
      )}
    </form>
  );
}
