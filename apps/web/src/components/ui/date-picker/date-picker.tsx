import { useState, type Ref } from 'react';
import { Button, Dialog, DialogTrigger, I18nProvider, Popover } from 'react-aria-components';
import {
  clampBounds,
  dateError,
  datePlaceholder,
  formatFrDate,
  maskDateInput,
  nextEnabledDay,
  parseFrDate,
  type DateBounds,
} from '@portail/shared/dates';
import { TextField } from '../text-field';
import { CalendarPanel } from './calendar-panel';
import { formatLongDate } from './long-date';
import { datePickerTexts } from './texts';
import 'react-day-picker/style.css';
import '../press-style';
import '@/styles/ui-date-picker.css';

interface DatePickerProps {
  label: string;
  /** The text as typed, JJ/MM/AAAA. */
  value: string;
  onChange(value: string): void;
  min?: Date;
  max?: Date;
  isDateDisabled?: (date: Date) => boolean;
  required?: boolean;
  /** A message from the form (e.g. required), shown instead of the field's own rules. */
  message?: string | null;
  showErrors?: boolean;
  /** Callback when the field is left, e.g. to validate the form on blur (§5 birth date). */
  onBlur?: () => void;
  /** The input, for a form that focuses its first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
  /** e.g. "bday" for a birth date (WCAG 1.3.5); off by default. */
  autoComplete?: string;
}

/** §2/§5 date picker: masked typing, French calendar in a popover, min/max/disabled rules. */
export function DatePicker(props: DatePickerProps) {
  const { label, value, onChange, required, message, showErrors } = props;
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const bounds: DateBounds = { min: props.min, max: props.max, isDisabled: props.isDateDisabled };
  const error = message ?? (touched || showErrors ? dateError(value, bounds) : null);
  const selected = parseFrDate(value);
  const valid = selected && !dateError(value, bounds);

  function choose(date: Date) {
    // §5: a disabled day is never kept; the next enabled day of its month is taken instead.
    const day = nextEnabledDay(date, clampBounds(bounds)) ?? date;
    onChange(formatFrDate(day));
    setTouched(true);
    setOpen(false);
  }

  return (
    <I18nProvider locale="fr-FR">
      <TextField
        className="date-picker"
        label={label}
        hint={valid ? datePickerTexts.chosenDate(formatLongDate(selected)) : datePickerTexts.formatHint}
        value={value}
        onChange={(typed) => onChange(maskDateInput(typed))}
        onBlur={() => {
          setTouched(true);
          props.onBlur?.();
        }}
        placeholder={datePlaceholder}
        inputMode="numeric"
        autoComplete={props.autoComplete ?? 'off'}
        inputRef={props.inputRef}
        announceErrors
        maxLength={10}
        required={required}
        state={error ? 'error' : 'default'}
        message={error}
        addon={
          <DialogTrigger isOpen={open} onOpenChange={setOpen}>
            <Button className="field__toggle" aria-label={`${datePickerTexts.openCalendar} (${label})`}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Button>
            <Popover placement="bottom end" className="date-picker__popover">
              <Dialog aria-label={datePickerTexts.calendar} className="date-picker__dialog">
                <CalendarPanel selected={selected} bounds={bounds} onSelect={choose} />
              </Dialog>
            </Popover>
          </DialogTrigger>
        }
      />
    </I18nProvider>
  );
}
