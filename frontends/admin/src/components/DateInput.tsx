import { useEffect, useId, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
// date-fns' Spanish locale plus DayPicker's Spanish navigation labels.
import { es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import '@kukki/ui/src/styles/calendar.css';
import { formatShortDate, shopDay } from '@kukki/contracts';
import { dateToDay, dayToDate } from '@kukki/ui/src/rules/dates';

/** About the calendar's width (seven 44 px days and its padding). */
const POPOVER_WIDTH = 360;

/** The calendar's name when a required day was left empty. */
export const NO_DAY_MESSAGE = 'Elige una fecha';

export interface DateInputProps {
  /** The form field the day travels in ('YYYY-MM-DD'; '' for none). */
  name?: string;
  /** Controlled: the day shown; with `onChange`. */
  value?: string;
  /** Uncontrolled (read through the form's `name`): the first day shown. */
  defaultValue?: string;
  onChange?: (day: string) => void;
  required?: boolean;
  /** «Borrar»: an optional filter can go back to no day. */
  clearable?: boolean;
  /** The first day that can be chosen ('YYYY-MM-DD'); the calendar shows earlier days disabled. */
  min?: string;
}

/**
 * A day field in Spanish: a button showing «28 nov 2026» that opens a calendar (react-day-picker,
 * Spanish locale). The native date input shows «mm/dd/yyyy» in an English browser. Placed inside a
 * `<label>`, the label names the button. The calendar closes on a choice, Escape or a click outside,
 * and gives the keyboard back to the button.
 */
export function DateInput({ name, value, defaultValue = '', onChange, required = false, clearable = false, min }: DateInputProps) {
  const [own, setOwn] = useState(defaultValue);
  const day = value ?? own;
  const [open, setOpenState] = useState(false);
  // The calendar opens under the field, towards the side of the window with room for it.
  const [towardsStart, setTowardsStart] = useState(false);
  const setOpen = (next: boolean | ((was: boolean) => boolean)) =>
    setOpenState((was) => {
      const opening = typeof next === 'function' ? next(was) : next;
      const box = root.current?.getBoundingClientRect();
      if (opening && box) setTowardsStart(box.left + POPOVER_WIDTH > window.innerWidth && box.right > POPOVER_WIDTH);
      return opening;
    });
  const [missing, setMissing] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hidden = useRef<HTMLInputElement>(null);
  const dialogId = useId();

  useEffect(() => hidden.current?.setCustomValidity(required && !day ? NO_DAY_MESSAGE : ''));
  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const choose = (next: string) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
    setMissing(false);
    setOpen(false);
    button.current?.focus();
  };
  const selected = day ? dayToDate(day) : undefined;
  const first = min ? dayToDate(min) : undefined;
  return (
    <div className="adm-date" ref={root}>
      <button
        ref={button}
        type="button"
        className="field__input adm-date__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        aria-invalid={missing || undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {day ? formatShortDate(day) : <span className="adm-date__placeholder">Elegir fecha</span>}
      </button>
      <input
        ref={hidden}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        name={name}
        value={day}
        required={required}
        // Not readOnly: a read-only field is left out of the form's validation.
        onChange={() => undefined}
        onInvalid={(e) => {
          // Sent without its day: the calendar opens to choose one (a message here would join the label's name).
          e.preventDefault();
          setMissing(true);
          setOpen(true);
        }}
      />
      {open && (
        <div
          id={dialogId}
          className={towardsStart ? 'adm-date__popover adm-date__popover--end' : 'adm-date__popover'}
          role="dialog"
          aria-label={missing ? NO_DAY_MESSAGE : 'Elegir fecha'}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            setOpen(false);
            button.current?.focus();
          }}
        >
          <DayPicker
            className="calendar adm-calendar"
            mode="single"
            locale={es}
            autoFocus
            selected={selected}
            defaultMonth={selected ?? dayToDate(shopDay())}
            today={dayToDate(shopDay())}
            disabled={first ? { before: first } : undefined}
            onSelect={(date) => date && choose(dateToDay(date))}
          />
          <div className="adm-date__actions">
            <button type="button" className="btn btn--ghost" onClick={() => choose(shopDay())}>
              Hoy
            </button>
            {clearable && day && (
              <button type="button" className="btn btn--ghost" onClick={() => choose('')}>
                Borrar
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
