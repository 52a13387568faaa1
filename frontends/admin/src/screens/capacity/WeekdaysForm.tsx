import { useState, type FormEvent } from 'react';
import { WEEKDAY_NAMES, type CapacityReply, type CapacityUnit } from '@kukki/contracts';
import { AlertText } from '../../components/AlertText';

export const ALL_DAYS_CLOSED = 'Deja al menos un día de la semana con entregas.';

type Settings = Pick<CapacityReply, 'closedWeekdays' | 'capacityUnit'>;

/** The weekdays the shop does not deliver (the calendar skips them) and what the daily capacity counts. */
export function WeekdaysForm({
  capacity,
  pending,
  onSubmit: onSubmitted,
  onSave,
}: {
  capacity: Settings;
  pending: boolean;
  /** Every «Guardar días», before it is checked: what an earlier save said no longer holds. */
  onSubmit: () => void;
  onSave: (settings: { closedWeekdays: number[]; capacityUnit: CapacityUnit }) => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmitted();
    const data = new FormData(event.currentTarget);
    const closedWeekdays = WEEKDAY_NAMES.map((_, day) => day).filter((day) => data.get(`weekday-${day}`) === 'on');
    if (closedWeekdays.length === WEEKDAY_NAMES.length) return setRefusal(ALL_DAYS_CLOSED);
    setRefusal(null);
    onSave({ closedWeekdays, capacityUnit: data.get('capacityUnit') === 'items' ? 'items' : 'orders' });
  };
  return (
    <form className="adm-capacity-form" onSubmit={onSubmit} aria-label="Días sin entregas">
      <fieldset className="adm-fieldset">
        <legend>Días sin entregas</legend>
        {WEEKDAY_NAMES.map((name, day) => (
          <label key={name} className="adm-check">
            <input type="checkbox" name={`weekday-${day}`} defaultChecked={(capacity.closedWeekdays ?? [0]).includes(day)} /> {name}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span className="field__label">La capacidad cuenta</span>
        <select className="field__input" name="capacityUnit" defaultValue={capacity.capacityUnit ?? 'orders'}>
          <option value="orders">Órdenes</option>
          <option value="items">Piezas (unidades)</option>
        </select>
      </label>
      <button type="submit" className="btn" disabled={pending}>
        Guardar días
      </button>
      <AlertText message={refusal} />
    </form>
  );
}
