import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DayPicker, type Matcher } from 'react-day-picker';
// date-fns' Spanish locale plus DayPicker's Spanish navigation labels (as the admin's ExpiryCalendar).
import { es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import '@kukki/ui/src/styles/calendar.css';
import { shopDay, type DeliveryDatesReply } from '@kukki/contracts';
import { api } from '@kukki/shop-client';
import { dateToDay, dayToDate } from '@kukki/ui/src/rules/dates';

export const NO_CAPACITY_MESSAGE = 'Ese día ya no tenemos cupo para entregas, por favor elige otra fecha';
export const NO_DATE_MESSAGE = 'Elige una fecha de entrega';

/** GET /api/delivery-dates: the selectable window and which days still take orders. */
export const useDeliveryDates = () =>
  useQuery({
    queryKey: ['delivery-dates'],
    queryFn: () => api<DeliveryDatesReply>('/delivery-dates').then((d) => d.dates),
    staleTime: 60_000,
  });

const dayMonth = (day: string) => {
  const [, m, d] = day.split('-').map(Number);
  return `${d}/${String(m).padStart(2, '0')}`;
};

/**
 * The delivery date of /payerinfo: an inline Spanish calendar (Mexico City days) where only the
 * days of the window that still take orders can be chosen. Without an answer from
 * GET /api/delivery-dates every day of the window stays enabled (the server refuses a full day).
 * The chosen day travels in the form as `deliveryDate` ('YYYY-MM-DD') through a visually hidden,
 * required input, so the form is read and validated as before.
 */
export function DeliveryDateField({ min, max, defaultValue, hint }: { min: string; max: string; defaultValue?: string; hint: string }) {
  const dates = useDeliveryDates();
  const [value, setValue] = useState(defaultValue ?? '');
  const [missing, setMissing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const calendarRef = useRef<HTMLDivElement>(null);
  const inWindow = (dates.data ?? []).filter((d) => d.date >= min && d.date <= max);
  const open = dates.isSuccess ? new Set(inWindow.filter((d) => d.available).map((d) => d.date)) : null;
  // Not taken: a day the shop does not deliver (Sundays, a closed date) is not «sin cupo».
  const taken = inWindow.filter((d) => !d.available);
  const full = taken.map((d) => d.date);
  const fullDays = taken.filter((d) => !d.closed).map((d) => d.date);
  const closedDays = taken.filter((d) => d.closed).map((d) => d.date);
  const error = value && full.includes(value) ? NO_CAPACITY_MESSAGE : !value && missing ? NO_DATE_MESSAGE : undefined;
  useEffect(() => inputRef.current?.setCustomValidity(value && full.includes(value) ? NO_CAPACITY_MESSAGE : value ? '' : NO_DATE_MESSAGE));

  const minDate = dayToDate(min) as Date;
  const maxDate = dayToDate(max) as Date;
  const selected = value ? dayToDate(value) : undefined;
  const disabled: Matcher[] = [{ before: minDate }, { after: maxDate }];
  if (open) disabled.push((date: Date) => !open.has(dateToDay(date)));

  return (
    <div className="field field--calendar">
      <span id="deliveryDate-label" className="field__label">
        Fecha de entrega
      </span>
      <div
        ref={calendarRef}
        role="group"
        aria-labelledby="deliveryDate-label"
        aria-describedby={error ? 'deliveryDate-error' : 'deliveryDate-hint'}
        aria-busy={dates.isPending}
        data-state={dates.isPending ? 'loading' : 'ready'}
      >
        <DayPicker
          className="calendar delivery-calendar"
          mode="single"
          locale={es}
          selected={selected}
          onSelect={(date) => {
            // A second click on the chosen day would clear it: keep the day instead.
            if (!date) return;
            setValue(dateToDay(date));
            setMissing(false);
          }}
          disabled={disabled}
          // "Today" is the shop's day (Mexico City), whatever the browser's zone.
          today={dayToDate(shopDay())}
          startMonth={minDate}
          endMonth={maxDate}
          defaultMonth={selected && selected >= minDate && selected <= maxDate ? selected : minDate}
        />
      </div>
      <input
        ref={inputRef}
        id="deliveryDate"
        name="deliveryDate"
        type="text"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        required
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onInvalid={(e) => {
          // Say it next to the calendar and take the keyboard there, instead of the browser's bubble on a hidden input.
          e.preventDefault();
          if (!value) setMissing(true);
          // Only when this is the form's first invalid field (the browser focuses an earlier one itself).
          const fields = Array.from(e.currentTarget.form?.elements ?? []) as HTMLInputElement[];
          if (fields.find((field) => field.validity && !field.validity.valid) !== e.currentTarget) return;
          const calendar = calendarRef.current;
          (
            calendar?.querySelector<HTMLButtonElement>('[aria-selected="true"] button') ??
            calendar?.querySelector<HTMLButtonElement>('button.rdp-day_button:not([disabled])')
          )?.focus();
        }}
      />
      {error ? (
        <small id="deliveryDate-error" className="field__error" role="alert">
          {error}
        </small>
      ) : (
        <small id="deliveryDate-hint" className="field__hint">
          {[
            hint,
            fullDays.length ? `Sin cupo: ${fullDays.map(dayMonth).join(', ')}.` : '',
            closedDays.length ? `Sin entregas: ${closedDays.map(dayMonth).join(', ')}.` : '',
          ]
            .filter(Boolean)
            .join(' ')}
        </small>
      )}
    </div>
  );
}
