import { useEffect, useRef, type KeyboardEvent } from 'react';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { enabledDaysOfMonth, type DateBounds } from '@portail/shared/dates';
import { datePickerTexts } from './texts';

interface MonthGridProps {
  year: number;
  /** Month shown in the day view (0-11), focused first. */
  month: number;
  bounds: DateBounds;
  onYearChange(year: number): void;
  onPick(month: number): void;
  onBack(): void;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** §4/§5 month view: a month can be picked only within range and with at least one enabled day. */
export function MonthGrid({ year, month, bounds, onYearChange, onPick, onBack }: MonthGridProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => buttons.current[month]?.focus(), [month]);

  function move(event: KeyboardEvent, from: number) {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    buttons.current[Math.max(0, Math.min(11, from + step))]?.focus();
  }

  return (
    <div className="month-grid">
      <div className="month-grid__header">
        <button
          type="button"
          className="icon-button"
          aria-label={datePickerTexts.previousYear}
          onClick={() => onYearChange(year - 1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 className="month-grid__year" aria-live="polite">
          {year}
        </h3>
        <button
          type="button"
          className="icon-button"
          aria-label={datePickerTexts.nextYear}
          onClick={() => onYearChange(year + 1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div role="group" aria-label={datePickerTexts.monthsOf(year)} className="month-grid__months">
        {Array.from({ length: 12 }, (_, m) => {
          const selectable = enabledDaysOfMonth(year, m, bounds).length > 0;
          return (
            <button
              key={m}
              ref={(el) => void (buttons.current[m] = el)}
              type="button"
              className="month-grid__month"
              aria-current={m === month ? 'date' : undefined}
              disabled={!selectable}
              onClick={() => onPick(m)}
              onKeyDown={(event) => move(event, m)}
            >
              {capitalise(format(new Date(year, m, 1), 'LLLL', { locale: fr }))}
            </button>
          );
        })}
      </div>
      <button type="button" className="btn btn--ghost btn--small" onClick={onBack}>
        {datePickerTexts.dayView}
      </button>
    </div>
  );
}
