import { useState } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { fr } from 'react-day-picker/locale';
import { clampBounds, enabledDaysOfMonth, type DateBounds } from '@portail/shared/dates';
import { MonthGrid } from './month-grid';
import { datePickerTexts } from './texts';

interface CalendarPanelProps {
  selected: Date | null;
  bounds: DateBounds;
  onSelect(date: Date): void;
}

const yearsBack = 110;
const yearsAhead = 10;

/** Day view (react-day-picker, French, one month, select navigation, outside days) ↔ month view. */
export function CalendarPanel({ selected, bounds, onSelect }: CalendarPanelProps) {
  const { min, max, isDisabled } = clampBounds(bounds);
  const today = new Date();
  const start = selected ?? (min && today < min ? min : max && today > max ? max : today);
  const [view, setView] = useState<'day' | 'month'>('day');
  const [month, setMonth] = useState(new Date(start.getFullYear(), start.getMonth(), 1));
  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: min });
  if (max) disabled.push({ after: max });
  if (isDisabled) disabled.push(isDisabled);

  function pickMonth(m: number) {
    const year = month.getFullYear();
    const enabled = enabledDaysOfMonth(year, m, bounds);
    // Only one day left: that is the choice, and the popup closes.
    if (enabled.length === 1 && enabled[0]) return onSelect(enabled[0]);
    setMonth(new Date(year, m, 1));
    setView('day');
  }

  if (view === 'month') {
    return (
      <MonthGrid
        year={month.getFullYear()}
        month={month.getMonth()}
        bounds={bounds}
        onYearChange={(year) => setMonth(new Date(year, month.getMonth(), 1))}
        onPick={pickMonth}
        onBack={() => setView('day')}
      />
    );
  }
  return (
    <div className="calendar-panel">
      <DayPicker
        mode="single"
        locale={fr}
        numberOfMonths={1}
        showOutsideDays
        captionLayout="dropdown"
        startMonth={min ?? new Date(today.getFullYear() - yearsBack, 0, 1)}
        endMonth={max ?? new Date(today.getFullYear() + yearsAhead, 11, 31)}
        month={month}
        onMonthChange={setMonth}
        selected={selected ?? undefined}
        disabled={disabled}
        onSelect={(date) => date && onSelect(date)}
        autoFocus
      />
      <button
        type="button"
        className="btn btn--ghost btn--small calendar-panel__switch"
        onClick={() => setView('month')}
      >
        {datePickerTexts.monthView}
      </button>
    </div>
  );
}
