import { couponExpiryBounds } from '@kukki/contracts';
// date-fns' Spanish locale plus DayPicker's Spanish navigation labels.
import { es } from 'react-day-picker/locale';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';

/** 'YYYY-MM-DD' ↔ a local-midnight Date, the way DayPicker counts days. */
export function dayToDate(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

export function dateToDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Inline Spanish calendar limited to today … today + 180 days (spec §5). */
export function ExpiryCalendar({ value, onChange, now }: { value: string; onChange: (day: string) => void; now?: Date }) {
  const bounds = couponExpiryBounds(now);
  const min = dayToDate(bounds.min) as Date;
  const max = dayToDate(bounds.max) as Date;
  const selected = dayToDate(value);
  return (
    <DayPicker
      className="adm-calendar"
      mode="single"
      locale={es}
      selected={selected}
      onSelect={(date) => onChange(date ? dateToDay(date) : '')}
      disabled={[{ before: min }, { after: max }]}
      // "Today" is the shop's day (Mexico City), the first day that can be chosen, whatever the browser's zone.
      today={min}
      startMonth={min}
      endMonth={max}
      defaultMonth={selected && selected >= min && selected <= max ? selected : min}
    />
  );
}
