import { lazy, Suspense } from 'react';
import { useStats } from '../../api/queries';
import { money } from '../../components/Money';
import { QueryState } from '../../components/QueryState';
import { fillDays } from './fillDays';
import { LiveFeed } from './LiveFeed';
import { SalesTable } from './SalesTable';
import { StatusSummary } from './StatusSummary';
import { TopProducts } from './TopProducts';

/** The chart library is the heaviest part of the dashboard: it arrives after the figures and the table. */
const SalesChart = lazy(() => import('./SalesChart').then((m) => ({ default: m.SalesChart })));

export function Dashboard() {
  const stats = useStats();
  return (
    <section className="adm-page">
      <h1 className="adm-title">Resumen</h1>
      <div className="adm-grid">
        <LiveFeed />
        <QueryState query={stats}>
          {(data) => {
            const points = fillDays(data.days ?? []);
            // Paid orders that were not refunded; refunds apart (the server's totals).
            const orders = data.totals?.orders ?? points.reduce((sum, point) => sum + point.orders, 0);
            const revenue = data.totals?.revenue ?? points.reduce((sum, point) => sum + point.revenue, 0);
            const average = data.totals?.averageTicket ?? (orders ? revenue / orders : 0);
            return (
              <>
                <section className="card adm-card--wide" aria-labelledby="adm-sales">
                  <h2 id="adm-sales">Ventas de los últimos 30 días</h2>
                  <div className="adm-kpis">
                    <p>
                      <span>Órdenes pagadas</span>
                      <strong>{orders}</strong>
                    </p>
                    <p>
                      {/* Net of refunds, as «Neto» in Reportes (whose «Ingresos» is before refunds). */}
                      <span>Ingresos netos</span>
                      <strong>{money(revenue)}</strong>
                    </p>
                    <p>
                      <span>Ticket promedio</span>
                      <strong>{money(average)}</strong>
                    </p>
                    <p>
                      <span>Reembolsos</span>
                      <strong>
                        {data.totals?.refunds ?? 0} · {money(data.totals?.refunded ?? 0)}
                      </strong>
                    </p>
                  </div>
                  <Suspense fallback={<div className="adm-chart-placeholder" aria-hidden="true" style={{ minHeight: 300 }} />}>
                    <SalesChart points={points} />
                  </Suspense>
                  <SalesTable points={points} />
                </section>
                <StatusSummary byStatus={data.byStatus ?? {}} />
                <TopProducts products={data.topProducts ?? []} />
              </>
            );
          }}
        </QueryState>
      </div>
    </section>
  );
}
