import { couponExpiryBounds } from '@kukki/contracts';
// date-fns' Spanish locale plus DayPicker's Spanish navigation labels.
import { es } from 'react-day-picker/locale';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import '@kukki/ui/src/styles/calendar.css';
import { dateToDay, dayToDate } from '@kukki/ui/src/rules/dates';

/** Inline Spanish calendar limited to today … today + 180 days (spec §5). */
export function ExpiryCalendar({ value, onChange, now }: { value: string; onChange: (day: string) => void; now?: Date }) {
  const bounds = couponExpiryBounds(now);
  const min = dayToDate(bounds.min) as Date;
  const max = dayToDate(bounds.max) as Date;
  const selected = dayToDate(value);
  return (
    <DayPicker
      className="calendar adm-calendar"
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
