import { deliveryDayLabel } from '@kukki/contracts';
import { isUnauthorized } from '../../api/http';
import { useProduction } from '../../api/bakery';
import { QueryState } from '../../components/QueryState';
import { DataTable } from '../../components/Table';
import { NotAuthorized } from '../../layout/NotAuthorized';
import { DayPicker } from './DayPicker';
import { useSheetDay } from './sheetDay';
import './bakery-print.css';

/** «Producción»: what to bake and which boxes to assemble for a delivery day (paid orders and subscription boxes). */
export function ProductionScreen() {
  const [date, setDate] = useSheetDay();
  const production = useProduction(date);
  if (production.isError && isUnauthorized(production.error)) return <NotAuthorized />;
  return (
    <section className="adm-page adm-sheet">
      <h1 className="adm-title">Producción del {deliveryDayLabel(date)}</h1>
      <DayPicker date={date} onChange={setDate} />
      <QueryState query={production}>
        {(data) => (
          <>
            <p className="adm-subtitle">
              {data.orders} {data.orders === 1 ? 'orden pagada' : 'órdenes pagadas'}
              {data.subscriptions ? ` y ${data.subscriptions} ${data.subscriptions === 1 ? 'caja' : 'cajas'} de suscripción` : ''}
              {data.subscriptions === null ? ' · No pudimos consultar las suscripciones' : ''}
            </p>
            <h2 className="adm-section-title">Para hornear</h2>
            <DataTable
              caption="Productos para hornear"
              rows={data.products}
              rowKey={(p) => `${p.productId}|${p.size}`}
              empty="No hay productos para ese día."
              columns={[
                { header: 'Producto', cell: (p) => p.name },
                { header: 'Tamaño', cell: (p) => p.size || '—' },
                { header: 'Cantidad', className: 'adm-num', cell: (p) => <strong>{p.quantity}</strong> },
              ]}
            />
            <h2 className="adm-section-title">Cajas para armar</h2>
            <DataTable
              caption="Cajas para armar"
              rows={data.boxes}
              rowKey={(b) => `${b.name}|${b.size}|${b.contents.map((c) => c.name).join(',')}`}
              empty="No hay cajas para ese día."
              columns={[
                {
                  header: 'Caja',
                  cell: (b) =>
                    b.subscription ? (
                      <>
                        {b.name} <span className="adm-status">Suscripción</span>
                      </>
                    ) : (
                      b.name
                    ),
                },
                { header: 'Tamaño', cell: (b) => b.size || '—' },
                { header: 'Cajas', className: 'adm-num', cell: (b) => <strong>{b.count}</strong> },
                { header: 'Contenido', cell: (b) => b.contents.map((c) => `${c.name} × ${c.quantity}`).join(', ') },
              ]}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
