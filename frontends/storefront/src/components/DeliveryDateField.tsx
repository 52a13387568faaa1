import { useQuery } from '@tanstack/react-query';
import { type DeliveryDatesReply } from '@kukki/contracts';
import { api } from '@kukki/shop-client';
import { dateToDay } from '@kukki/ui/src/rules/dates';
import { CalendarField, useChosenDay } from './CalendarField';

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
 * The delivery date of /payerinfo: a calendar where only the days of the window that still take orders
 * can be chosen. Without an answer from GET /api/delivery-dates every day of the window stays enabled
 * (the server refuses a full day). The chosen day travels in the form as `deliveryDate` ('YYYY-MM-DD').
 */
export function DeliveryDateField({ min, max, defaultValue, hint }: { min: string; max: string; defaultValue?: string; hint: string }) {
  const dates = useDeliveryDates();
  const { value, missing, onChange, onMissing } = useChosenDay(defaultValue);
  const inWindow = (dates.data ?? []).filter((d) => d.date >= min && d.date <= max);
  const open = dates.isSuccess ? new Set(inWindow.filter((d) => d.available).map((d) => d.date)) : null;
  // Not taken: a day the shop does not deliver (Sundays, a closed date) is not «sin cupo».
  const taken = inWindow.filter((d) => !d.available);
  const full = taken.map((d) => d.date);
  const fullDays = taken.filter((d) => !d.closed).map((d) => d.date);
  const closedDays = taken.filter((d) => d.closed).map((d) => d.date);
  const error = value && full.includes(value) ? NO_CAPACITY_MESSAGE : !value && missing ? NO_DATE_MESSAGE : undefined;
  return (
    <CalendarField
      name="deliveryDate"
      label="Fecha de entrega"
      className="delivery-calendar"
      min={min}
      max={max}
      value={value}
      onChange={onChange}
      disabled={open ? [(date: Date) => !open.has(dateToDay(date))] : []}
      invalidMessage={value && full.includes(value) ? NO_CAPACITY_MESSAGE : value ? '' : NO_DATE_MESSAGE}
      error={error}
      busy={dates.isPending}
      onMissing={onMissing}
      hint={[
        hint,
        fullDays.length ? `Sin cupo: ${fullDays.map(dayMonth).join(', ')}.` : '',
        closedDays.length ? `Sin entregas: ${closedDays.map(dayMonth).join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
