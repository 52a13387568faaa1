import { lazy, Suspense, useState } from 'react';
import { SALES_CSV_FILES, SALES_CSV_TABLES, shopDay, type SalesCsvTable } from '@kukki/contracts';
import { isUnauthorized } from '../../api/http';
import { downloadAdminFile, useSalesReport } from '../../api/bakery';
import { money } from '../../components/Money';
import { QueryState } from '../../components/QueryState';
import { NotAuthorized } from '../../layout/NotAuthorized';
import { dayLabel } from '../dashboard/fillDays';
import { SalesBreakdowns } from './SalesBreakdowns';
import { AlertText } from '../../components/AlertText';
import { DateInput } from '../../components/DateInput';

const SalesChart = lazy(() => import('../dashboard/SalesChart').then((m) => ({ default: m.SalesChart })));

const daysAgo = (n: number) => shopDay(new Date(Date.now() - n * 24 * 3600 * 1000));

const CSV_LABELS: Record<SalesCsvTable, string> = {
  orders: 'CSV de órdenes',
  products: 'CSV por producto',
  payments: 'CSV por medio de pago',
  coupons: 'CSV por cupón',
  days: 'CSV por día',
};

/** «Reportes»: sales paid in a period (refunds apart, net = revenue − refunds); a chart by day, the tables and one CSV per table for the accountant. */
export function ReportsScreen() {
  const [from, setFrom] = useState(() => daysAgo(29));
  const [to, setTo] = useState(() => shopDay());
  const [error, setError] = useState<string | null>(null);
  const report = useSalesReport(from, to);
  if (report.isError && isUnauthorized(report.error)) return <NotAuthorized />;
  const csv = (table: SalesCsvTable) => {
    setError(null);
    downloadAdminFile(
      `reports/sales.csv?from=${from}&to=${to}&table=${table}`,
      `ventas-${SALES_CSV_FILES[table]}-${from}-a-${to}.csv`,
    ).catch((e: Error) => setError(e.message));
  };
  return (
    <section className="adm-page">
      <h1 className="adm-title">Reportes de ventas</h1>
      <div className="adm-toolbar">
        <label className="field">
          <span className="field__label">Desde</span>
          <DateInput value={from} onChange={(day) => day && setFrom(day)} />
        </label>
        <label className="field">
          <span className="field__label">Hasta</span>
          <DateInput value={to} onChange={(day) => day && setTo(day)} />
        </label>
      </div>
      <div className="adm-toolbar" role="group" aria-label="Descargar CSV">
        {SALES_CSV_TABLES.map((table) => (
          <button key={table} type="button" className="btn btn--ghost" onClick={() => csv(table)}>
            {CSV_LABELS[table]}
          </button>
        ))}
      </div>
      <AlertText message={error} />
      <QueryState query={report}>
        {(data) => (
          <>
            <dl className="adm-help">
              <dt>Ingresos</dt>
              <dd>Lo cobrado por las órdenes pagadas en el periodo (sin canceladas), ya con descuentos y con envío.</dd>
              <dt>Envíos</dt>
              <dd>La parte de los ingresos que fue envío, mostrada aparte.</dd>
              <dt>Reembolsos</dt>
              <dd>Lo devuelto de esas órdenes (total o parcial).</dd>
              <dt>Neto</dt>
              <dd>Ingresos − reembolsos.</dd>
            </dl>
            <dl className="adm-totals">
              {(
                [
                  ['Órdenes', String(data.totals.orders)],
                  ['Ingresos', money(data.totals.revenue)],
                  ['Descuentos', money(data.totals.discounts)],
                  ['Envíos', money(data.totals.shipping)],
                  ['Reembolsos', money(data.totals.refunds)],
                  ['Neto', money(data.totals.net)],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="card">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <section className="card adm-card--wide" aria-label="Ventas por día">
              <h2>Ventas por día</h2>
              <Suspense fallback={<p role="status">Cargando gráfica…</p>}>
                {/* byDay counts what the sales charged, before refunds: «Ingresos», as the card above. */}
                <SalesChart
                  points={data.byDay.map((d) => ({ day: d.date, label: dayLabel(d.date), orders: d.orders, revenue: d.revenue }))}
                  revenueLabel="Ingresos"
                  period={`del ${dayLabel(data.from)} al ${dayLabel(data.to)}`}
                />
              </Suspense>
            </section>
            <SalesBreakdowns report={data} />
          </>
        )}
      </QueryState>
    </section>
  );
}
