import { money } from '../../components/Money';
import { Table } from '../../components/Table';
import type { DayPoint } from './fillDays';

/** The numbers behind the chart, newest day first. */
export function SalesTable({ points }: { points: DayPoint[] }) {
  return (
    <details className="adm-details" open>
      <summary>Ventas por día (tabla)</summary>
      <div className="adm-scroll-y">
        <Table caption="Ventas por día">
          <thead>
            <tr>
              <th>Día</th>
              <th>Órdenes</th>
              <th>Ingresos</th>
            </tr>
          </thead>
          <tbody>
            {[...points].reverse().map((point) => (
              <tr key={point.day}>
                <td>{point.day}</td>
                <td className="adm-num">{point.orders}</td>
                <td className="adm-num">{money(point.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </details>
  );
}
