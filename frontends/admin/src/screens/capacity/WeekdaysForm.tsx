import { useState, type FormEvent } from 'react';
import { WEEKDAY_NAMES, type CapacityReply } from '@kukki/contracts';
import { useSaveCapacitySettings } from '../../api/bakery';
import { AlertText } from '../../components/AlertText';

/** The weekdays the shop does not deliver (the calendar skips them) and what the daily capacity counts. */
export function WeekdaysForm({ capacity }: { capacity: Pick<CapacityReply, 'closedWeekdays' | 'capacityUnit'> }) {
  const save = useSaveCapacitySettings();
  const [saved, setSaved] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSaved(false);
    save.mutate(
      {
        closedWeekdays: WEEKDAY_NAMES.map((_, day) => day).filter((day) => data.get(`weekday-${day}`) === 'on'),
        capacityUnit: data.get('capacityUnit') === 'items' ? 'items' : 'orders',
      },
      { onSuccess: () => setSaved(true) },
    );
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
      <button type="submit" className="btn" disabled={save.isPending}>
        Guardar días
      </button>
      <AlertText message={save.error?.message} />
      {saved ? <p role="status">Días sin entregas guardados</p> : null}
    </form>
  );
}
