import { useId, useState } from 'react';
import { cmsDateTime, cmsTimeMessage, parisDateTimeToIso, type CmsBlocDetail } from '@portail/shared/admin/cms';
import { parseFrDate } from '@portail/shared/dates';
import { DatePicker } from '@/components/ui/date-picker/date-picker';
import { useCmsWrite } from './cms-api';
import { writeFailure } from '../shared/write-failure';
import type { ActionMessage } from '../shared/action-messages';
import { cmsTexts } from './cms-texts';

const t = cmsTexts.publication;

interface PanelProps {
  bloc: CmsBlocDetail;
  /** Unsaved changes in the form: publishing would not include them. */
  dirty: boolean;
  onMessage(message: NonNullable<ActionMessage>): void;
}

/** A date (the portal's date picker) and a time, Paris time, with its action (schedule a publication or a withdrawal). */
function ScheduleField({
  label,
  action,
  onSchedule,
}: {
  label: string;
  action: string;
  onSchedule(iso: string): Promise<string | null>;
}) {
  const id = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const [timeError, setTimeError] = useState<string | null>(null);
  async function submit() {
    const iso = parisDateTimeToIso(date, time);
    setTimeError(/^\s*([01]?\d|2[0-3])\s*[:hH]\s*[0-5]\d\s*$/.test(time) ? null : cmsTimeMessage);
    setDateError(parseFrDate(date) ? null : t.dateRequired);
    if (iso) setDateError(await onSchedule(iso));
  }
  return (
    <fieldset className="cms-schedule">
      <legend className="cms-schedule__legend">{label}</legend>
      <DatePicker label={t.date} value={date} onChange={setDate} min={new Date()} message={dateError} />
      <div className="field">
        <label htmlFor={`${id}-time`}>{t.time}</label>
        <input
          id={`${id}-time`}
          value={time}
          inputMode="numeric"
          placeholder="HH:MM"
          autoComplete="off"
          onChange={(e) => setTime(e.target.value)}
          aria-invalid={timeError ? true : undefined}
          aria-describedby={timeError ? `${id}-time-error` : undefined}
        />
        {timeError && (
          <p className="field__error" id={`${id}-time-error`}>
            {timeError}
          </p>
        )}
      </div>
      <button type="button" className="btn btn--secondary" onClick={() => void submit()}>
        {action}
      </button>
    </fieldset>
  );
}

/** Publish now or at a moment, withdraw now or at a moment, cancel what is scheduled (Paris time). */
export function CmsPublicationPanel({ bloc, dirty, onMessage }: PanelProps) {
  const write = useCmsWrite();
  const live = bloc.statut === 'en_ligne';
  const path = `blocs/${bloc.id}`;

  /** Runs the write; a field error comes back to the field, any other to the page. */
  async function run(method: 'POST' | 'DELETE', suffix: string, body: unknown, success: string, field?: string) {
    try {
      await write(method, `${path}/${suffix}`, body);
      onMessage({ text: success });
      return null;
    } catch (error) {
      const { message, errors } = writeFailure(error);
      if (field && errors[field]) return errors[field]!;
      onMessage({ text: message, error: true });
      return null;
    }
  }

  return (
    <section className="card stack" aria-labelledby="cms-publication">
      <h2 id="cms-publication">{t.title}</h2>
      {bloc.published && live && <p>{t.publishedSince(cmsDateTime(bloc.published.since))}</p>}
      {dirty && <p className="alert alert--info">{t.saveFirst}</p>}
      <fieldset className="fieldset stack" disabled={dirty}>
        <legend>{t.publishLegend}</legend>
        <div className="button-row">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => void run('POST', 'publier', { publishAt: null }, t.published)}
          >
            {t.now}
          </button>
          {bloc.publishAt && (
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => void run('DELETE', 'programmation?type=publication', undefined, t.cancelled)}
            >
              {t.cancel}
            </button>
          )}
        </div>
        {bloc.publishAt && <p>{t.scheduled(cmsDateTime(bloc.publishAt))}</p>}
        <ScheduleField
          label={t.when}
          action={t.schedule}
          onSchedule={(iso) => run('POST', 'publier', { publishAt: iso }, t.scheduled(cmsDateTime(iso)), 'publishAt')}
        />
      </fieldset>
      <fieldset className="fieldset stack">
        <legend>{t.withdrawLegend}</legend>
        {(live || bloc.unpublishAt) && (
          <div className="button-row">
            {live && (
              <button
                type="button"
                className="btn btn--danger"
                onClick={() => void run('POST', 'retrait', { unpublishAt: null }, t.withdrawn)}
              >
                {t.withdrawNow}
              </button>
            )}
            {bloc.unpublishAt && (
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => void run('DELETE', 'programmation?type=retrait', undefined, t.withdrawCancelled)}
              >
                {t.cancelWithdraw}
              </button>
            )}
          </div>
        )}
        {bloc.unpublishAt && <p>{t.withdrawScheduled(cmsDateTime(bloc.unpublishAt))}</p>}
        <ScheduleField
          label={t.withdrawWhen}
          action={t.scheduleWithdraw}
          onSchedule={(iso) =>
            run('POST', 'retrait', { unpublishAt: iso }, t.withdrawScheduled(cmsDateTime(iso)), 'unpublishAt')
          }
        />
      </fieldset>
    </section>
  );
}
