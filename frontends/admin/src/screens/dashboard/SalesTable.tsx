import { formatShopDate } from '@kukki/contracts';
import { money } from '../../components/Money';
import { DataTable, type Column } from '../../components/Table';
import type { DayPoint } from './fillDays';

const COLUMNS: ReadonlyArray<Column<DayPoint>> = [
  { header: 'Día', cell: (point) => formatShopDate(point.day) },
  { header: 'Órdenes', cell: (point) => point.orders, className: 'adm-num' },
  { header: 'Ingresos netos', cell: (point) => money(point.revenue), className: 'adm-num' },
];

/** The numbers behind the chart, newest day first. */
export function SalesTable({ points }: { points: DayPoint[] }) {
  return (
    <details className="adm-details" open>
      <summary>Ventas por día (tabla)</summary>
      {/* Focusable so a keyboard can scroll it (the table is taller than its box). */}
      <div className="adm-scroll-y" tabIndex={0} role="region" aria-label="Ventas por día">
        <DataTable caption="Ventas por día" rows={[...points].reverse()} rowKey={(point) => point.day} columns={COLUMNS} />
      </div>
    </details>
  );
}
