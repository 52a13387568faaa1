import { textOf } from '@kukki/contracts';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { money } from '../../components/Money';
import type { DayPoint } from './fillDays';

/**
 * Orders (bars) and money (line) per day. `revenueLabel` names what the line plots: the dashboard's net income,
 * the sales report's income before refunds; `period` says which days, for a screen reader.
 */
export function SalesChart({
  points,
  revenueLabel = 'Ingresos netos',
  period = 'últimos 30 días',
}: {
  points: DayPoint[];
  revenueLabel?: string;
  period?: string;
}) {
  return (
    <div className="adm-chart" role="img" aria-label={`Órdenes e ${revenueLabel.toLowerCase()} por día, ${period}`}>
      <ResponsiveContainer width="100%" height={300}>
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid stroke="#eadfd3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={12} />
          <YAxis yAxisId="orders" allowDecimals={false} tick={{ fontSize: 11 }} width={32} />
          <YAxis
            yAxisId="revenue"
            orientation="right"
            tick={{ fontSize: 11 }}
            width={64}
            tickFormatter={(value: number) => `$${Math.round(value).toLocaleString('es-MX')}`}
          />
          <Tooltip
            formatter={(value, name) => (name === revenueLabel ? money(Number(value)) : String(value))}
            labelFormatter={(label) => textOf(label)}
          />
          <Legend />
          <Bar yAxisId="orders" dataKey="orders" name="Órdenes" fill="#d9a05b" radius={[3, 3, 0, 0]} />
          <Line yAxisId="revenue" dataKey="revenue" name={revenueLabel} stroke="#6b3e26" strokeWidth={2} dot={false} type="monotone" />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
