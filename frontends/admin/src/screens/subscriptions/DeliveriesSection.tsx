import { formatLongDate, LONG_MONTHS_ES, shopDay } from '@kukki/contracts';
import { useState } from 'react';
import { useDeliveries } from '../../api/queries';
import { QueryState } from '../../components/QueryState';
import { Table } from '../../components/Table';
import { bakeList, toDeliveryRows } from './deliveryRows';
import './print.css';

function monthTitle(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${LONG_MONTHS_ES[number - 1] ?? ''} ${year}`;
}

/** The month's deliveries: what to bake and where to ship; prints on its own (print.css). */
export function DeliveriesSection() {
  const [month, setMonth] = useState(() => shopDay().slice(0, 7));
  const deliveries = useDeliveries(month);
  return (
    <section className="adm-card adm-card--wide adm-print-area" aria-labelledby="adm-deliveries">
      <header className="adm-page-header">
        <h2 id="adm-deliveries">Entregas de {monthTitle(month)}</h2>
        <div className="adm-actions adm-no-print">
          <label className="adm-field adm-field--inline">
            <span>Mes</span>
            <input
              className="adm-input"
              type="month"
              value={month}
              onChange={(event) => event.target.value && setMonth(event.target.value)}
            />
          </label>
          <button type="button" className="adm-button" onClick={() => window.print()}>
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
              <Table caption={`Entregas de ${monthTitle(month)}`}>
                <thead>
                  <tr>
                    <th>Entrega</th>
                    <th>Nombre</th>
                    <th>Teléfono</th>
                    <th>Dirección</th>
                    <th>C.P.</th>
                    <th>Plan</th>
                    <th>Postres</th>
                    <th>Indicaciones</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.key}>
                      <td>{row.date ? formatLongDate(row.date) : '—'}</td>
                      <td>{row.name}</td>
                      <td>{row.phone}</td>
                      <td>{row.address}</td>
                      <td>{row.zip}</td>
                      <td>{row.plan}</td>
                      <td>{row.products.join(', ')}</td>
                      <td>{row.notes}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
