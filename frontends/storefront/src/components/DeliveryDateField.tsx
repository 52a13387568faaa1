import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, Field } from '@kukki/ui';

export interface DeliveryDay {
  date: string;
  available: boolean;
}

export const NO_CAPACITY_MESSAGE = 'Ese día ya no tenemos cupo para entregas, por favor elige otra fecha';

/** GET /api/delivery-dates: the selectable window and which days still take orders. */
export const useDeliveryDates = () =>
  useQuery({
    queryKey: ['delivery-dates'],
    queryFn: () => api<{ dates: DeliveryDay[] }>('/delivery-dates').then((d) => d.dates),
    staleTime: 60_000,
  });

const dayMonth = (day: string) => {
  const [, m, d] = day.split('-').map(Number);
  return `${d}/${String(m).padStart(2, '0')}`;
};

/**
 * The delivery date of /payerinfo. A native date input cannot grey out single days, so a day
 * without capacity is refused as soon as it is picked (and the form does not submit), and the
 * hint names the days that are full.
 */
export function DeliveryDateField({ min, max, defaultValue, hint }: { min: string; max: string; defaultValue?: string; hint: string }) {
  const dates = useDeliveryDates();
  const [value, setValue] = useState(defaultValue ?? '');
  const ref = useRef<HTMLInputElement>(null);
  const unavailable = new Set((dates.data ?? []).filter((d) => !d.available).map((d) => d.date));
  const firstOpen = dates.data?.find((d) => d.available)?.date;
  const error = value && unavailable.has(value) ? NO_CAPACITY_MESSAGE : undefined;
  useEffect(() => ref.current?.setCustomValidity(error ?? ''), [error]);
  const full = [...unavailable].filter((d) => d >= min && d <= max);
  return (
    <Field
      ref={ref}
      label="Fecha de entrega"
      name="deliveryDate"
      type="date"
      min={firstOpen && firstOpen > min ? firstOpen : min}
      max={max}
      defaultValue={defaultValue}
      onChange={(e) => setValue(e.target.value)}
      error={error}
      data-unavailable={full.join(' ') || undefined}
      hint={full.length ? `${hint} Sin cupo: ${full.map(dayMonth).join(', ')}.` : hint}
    />
  );
}
