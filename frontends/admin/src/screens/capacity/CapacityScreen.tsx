import { useState, type FormEvent } from 'react';
import { formatLongDate, shopDay } from '@kukki/contracts';
import { formText } from '@kukki/ui';
import { isUnauthorized } from '../../api/http';
import { useSaveCapacitySettings } from '../../api/bakery';
import { useCapacity, useSetDayCapacity, useSetDefaultCapacity } from '../../api/tools';
import { QueryState } from '../../components/QueryState';
import { DataTable } from '../../components/Table';
import { NotAuthorized } from '../../layout/NotAuthorized';
import { WeekdaysForm } from './WeekdaysForm';
import { AlertText } from '../../components/AlertText';
import { DateInput } from '../../components/DateInput';

/** '' means "no limit" (null); anything else must be a whole number the server checks again. */
const toCapacity = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** How many orders the kitchen takes per delivery day, and the dates that differ (0 closes a day). */
export function CapacityScreen() {
  const capacity = useCapacity();
  const setDefault = useSetDefaultCapacity();
  const setDay = useSetDayCapacity();
  const saveSettings = useSaveCapacitySettings();
  const [message, setMessage] = useState<string | null>(null);
  const failure = setDefault.error ?? setDay.error ?? saveSettings.error;

  /** One message at a time: a new save clears what the last one (of any form) said. */
  const starting = () => {
    setMessage(null);
    setDefault.reset();
    setDay.reset();
    saveSettings.reset();
  };

  if (capacity.isError && isUnauthorized(capacity.error)) return <NotAuthorized />;

  const onDefault = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = formText(new FormData(event.currentTarget), 'defaultPerDay');
    starting();
    setDefault.mutate(toCapacity(value), { onSuccess: () => setMessage('Capacidad diaria guardada') });
  };

  const onDay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    starting();
    setDay.mutate(
      { date: formText(data, 'date'), capacity: toCapacity(formText(data, 'capacity')) },
      { onSuccess: () => setMessage('Fecha guardada') },
    );
  };

  return (
    <section className="adm-page">
      <h1 className="adm-title">Capacidad de entregas</h1>
      <QueryState query={capacity}>
        {(data) => (
          <>
            <form className="adm-capacity-form" onSubmit={onDefault} aria-label="Capacidad diaria">
              <label className="field">
                <span className="field__label">{data.capacityUnit === 'items' ? 'Piezas' : 'Órdenes'} por día de entrega</span>
                <input
                  className="field__input"
                  type="number"
                  name="defaultPerDay"
                  min={0}
                  step={1}
                  defaultValue={data.defaultPerDay ?? ''}
                  placeholder="Sin límite"
                  key={String(data.defaultPerDay)}
                />
              </label>
              <button type="submit" className="btn" disabled={setDefault.isPending}>
                Guardar
              </button>
              <p className="adm-subtitle">Vacío: sin límite.</p>
            </form>
            <WeekdaysForm
              capacity={data}
              key={`${data.closedWeekdays?.join(',')}|${data.capacityUnit}`}
              pending={saveSettings.isPending}
              onSubmit={starting}
              onSave={(settings) => saveSettings.mutate(settings, { onSuccess: () => setMessage('Días sin entregas guardados') })}
            />
            <form className="adm-capacity-form" onSubmit={onDay} aria-label="Capacidad de una fecha">
              <label className="field">
                <span className="field__label">Fecha</span>
                <DateInput name="date" required min={shopDay()} />
              </label>
              <label className="field">
                <span className="field__label">{data.capacityUnit === 'items' ? 'Piezas' : 'Órdenes'} ese día</span>
                <input className="field__input" type="number" name="capacity" min={0} step={1} placeholder="Quitar ajuste" />
              </label>
              <button type="submit" className="btn" disabled={setDay.isPending}>
                Guardar fecha
              </button>
              <p className="adm-subtitle">0 cierra el día; vacío quita el ajuste.</p>
            </form>
            <AlertText message={failure?.message} />
            {message ? <p role="status">{message}</p> : null}
            <DataTable
              caption="Fechas con capacidad propia"
              rows={data.overrides}
              rowKey={(o) => o.date}
              empty="No hay fechas con capacidad propia"
              columns={[
                { header: 'Fecha', cell: (o) => formatLongDate(o.date) },
                { header: 'Capacidad', className: 'adm-num', cell: (o) => (o.capacity === 0 ? 'Cerrado' : o.capacity) },
                { header: 'Ocupadas', className: 'adm-num', cell: (o) => o.used },
                {
                  header: 'Quitar',
                  cell: (o) => (
                    <button
                      type="button"
                      className="btn btn--ghost"
                      onClick={() => {
                        starting();
                        setDay.mutate({ date: o.date, capacity: null }, { onSuccess: () => setMessage('Ajuste quitado') });
                      }}
                      aria-label={`Quitar ajuste del ${formatLongDate(o.date)}`}
                    >
                      Quitar
                    </button>
                  ),
                },
              ]}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
