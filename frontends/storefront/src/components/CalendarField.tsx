import { useEffect, useRef, useState } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
// date-fns' Spanish locale plus DayPicker's Spanish navigation labels (as the admin's ExpiryCalendar).
import { es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import '@kukki/ui/src/styles/calendar.css';
import { shopDay } from '@kukki/contracts';
import { isFirstInvalid } from '@kukki/ui/src/forms/validity';
import { dateToDay, dayToDate } from '@kukki/ui/src/rules/dates';

export interface CalendarFieldProps {
  /** The form field's name and id: the chosen day travels as 'YYYY-MM-DD'. */
  name: string;
  label: string;
  min: string;
  max: string;
  value: string;
  onChange: (day: string) => void;
  /** Days that cannot be chosen, beyond the window. */
  disabled?: Matcher[];
  /** Why the form cannot be sent with this value ('' when it can): the hidden input's validity. */
  invalidMessage: string;
  /** Shown in place of the hint, announced. */
  error?: string;
  hint: string;
  busy?: boolean;
  /** The form was sent without a day: the field says so. */
  onMissing: () => void;
  className?: string;
}

/** The chosen day of a CalendarField ('' for none) and whether the form was sent without one. */
export function useChosenDay(defaultValue?: string) {
  const [value, setValue] = useState(defaultValue ?? '');
  const [missing, setMissing] = useState(false);
  const onChange = (day: string) => {
    setValue(day);
    setMissing(false);
  };
  return { value, missing, onChange, onMissing: () => setMissing(true) };
}

/**
 * An inline Spanish calendar (Mexico City days) for a required day of a form: the native date input shows
 * «mm/dd/yyyy» in an English browser. The day travels through a visually hidden, required input, so the
 * form is read and validated as any other field; an invalid send focuses the calendar and says why there.
 */
export function CalendarField(props: CalendarFieldProps) {
  const { name, label, min, max, value, onChange, disabled = [], invalidMessage, error, hint, busy = false, onMissing } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const calendarRef = useRef<HTMLDivElement>(null);
  useEffect(() => inputRef.current?.setCustomValidity(invalidMessage));
  const minDate = dayToDate(min) as Date;
  const maxDate = dayToDate(max) as Date;
  const selected = value ? dayToDate(value) : undefined;
  const labelId = `${name}-label`;
  return (
    <div className="field field--calendar">
      <span id={labelId} className="field__label">
        {label}
      </span>
      <div
        ref={calendarRef}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? `${name}-error` : `${name}-hint`}
        aria-busy={busy}
        data-state={busy ? 'loading' : 'ready'}
      >
        <DayPicker
          className={['calendar', props.className].filter(Boolean).join(' ')}
          mode="single"
          locale={es}
          selected={selected}
          onSelect={(date) => {
            // A second click on the chosen day would clear it: keep the day instead.
            if (date) onChange(dateToDay(date));
          }}
          disabled={[{ before: minDate }, { after: maxDate }, ...disabled]}
          // "Today" is the shop's day (Mexico City), whatever the browser's zone.
          today={dayToDate(shopDay())}
          startMonth={minDate}
          endMonth={maxDate}
          defaultMonth={selected && selected >= minDate && selected <= maxDate ? selected : minDate}
        />
      </div>
      <input
        ref={inputRef}
        id={name}
        name={name}
        type="text"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onInvalid={(e) => {
          // Say it next to the calendar and take the keyboard there, instead of the browser's bubble on a hidden input.
          e.preventDefault();
          if (!value) onMissing();
          // Only when this is the form's first invalid field (the browser focuses an earlier one itself).
          if (!isFirstInvalid(e.currentTarget)) return;
          const calendar = calendarRef.current;
          (
            calendar?.querySelector<HTMLButtonElement>('[aria-selected="true"] button') ??
            calendar?.querySelector<HTMLButtonElement>('button.rdp-day_button:not([disabled])')
          )?.focus();
        }}
      />
      {error ? (
        <small id={`${name}-error`} className="field__error" role="alert">
          {error}
        </small>
      ) : (
        <small id={`${name}-hint`} className="field__hint">
          {hint}
        </small>
      )}
    </div>
  );
}
