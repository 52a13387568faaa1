import { formatLongDate, LONG_MONTHS_ES, shopDay, weekdayOf, WEEKDAY_PLURALS } from '@kukki/contracts';
import { useState } from 'react';
import { useDeliveries } from '../../api/queries';
import { useCapacity } from '../../api/tools';
import { QueryState } from '../../components/QueryState';
import { Phone } from '../../components/Phone';
import { DataTable } from '../../components/Table';
import { bakeList, toDeliveryRows } from './deliveryRows';
import './print.css';

function monthTitle(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${LONG_MONTHS_ES[number - 1] ?? ''} ${year}`;
}

/** 'YYYY-MM' of the months from a year before `month` to a year after (a select in Spanish, not the browser's month input). */
export function monthsAround(month: string): string[] {
  const [year, number] = month.split('-').map(Number);
  return Array.from({ length: 25 }, (_, i) => {
    const index = year * 12 + (number - 1) + i - 12;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * A box due on a weekday the shop does not deliver (the 15th or the month's last day is a Sunday, say): the owner
 * arranges another day with the subscriber.
 */
function ClosedDayNote({ date, closed }: { date: string; closed: number[] }) {
  const weekday = weekdayOf(date);
  if (!closed.includes(weekday)) return null;
  return <span className="adm-pill adm-pill--warning">Sin entregas los {WEEKDAY_PLURALS[weekday]}: acuerda otro día</span>;
}

/** The month's deliveries: what to bake and where to ship; prints on its own (print.css). */
export function DeliveriesSection() {
  const [month, setMonth] = useState(() => shopDay().slice(0, 7));
  const deliveries = useDeliveries(month);
  const closed = useCapacity().data?.closedWeekdays ?? [];
  return (
    <section className="card adm-card--wide adm-print-area" aria-labelledby="adm-deliveries">
      <header className="adm-page-header">
        <h2 id="adm-deliveries">Entregas de {monthTitle(month)}</h2>
        <div className="adm-actions adm-no-print">
          <label className="field adm-field--inline">
            <span className="field__label">Mes</span>
            <select className="field__input" value={month} onChange={(event) => setMonth(event.target.value)}>
              {monthsAround(shopDay().slice(0, 7)).map((m) => (
                <option key={m} value={m}>
                  {monthTitle(m)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn" onClick={() => window.print()}>
            Imprimir
          </button>
        </div>
      </header>
      <QueryState query={deliveries}>
        {({ deliveries }) => {
          const rows = toDeliveryRows(deliveries);
          const bake = bakeList(rows);
          if (rows.length === 0) return <p className="adm-empty">No hay entregas este mes</p>;
          return (
            <>
              <p>
                <strong>{rows.length}</strong> {rows.length === 1 ? 'caja' : 'cajas'} por entregar
                {bake.length ? ': ' + bake.map((item) => `${item.product} × ${item.count}`).join(', ') : ''}
              </p>
              <DataTable
                caption={`Entregas de ${monthTitle(month)}`}
                rows={rows}
                rowKey={(row) => row.key}
                columns={[
                  {
                    header: 'Entrega',
                    cell: (row) =>
                      row.date ? (
                        <>
                          {formatLongDate(row.date)} <ClosedDayNote date={row.date} closed={closed} />
                        </>
                      ) : (
                        '—'
                      ),
                  },
                  { header: 'Nombre', cell: (row) => row.name },
                  { header: 'Teléfono', cell: (row) => (row.phone ? <Phone area={null} number={row.phone} /> : null) },
                  { header: 'Dirección', cell: (row) => row.address },
                  { header: 'C.P.', cell: (row) => row.zip },
                  { header: 'Plan', cell: (row) => row.plan },
                  { header: 'Postres', cell: (row) => row.products.join(', ') },
                  { header: 'Indicaciones', cell: (row) => row.notes, className: 'adm-notes' },
                ]}
                className="adm-table--wrap"
              />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
