import { textOf } from '@kukki/contracts';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { money } from '../../components/Money';
import type { DayPoint } from './fillDays';

export function SalesChart({ points }: { points: DayPoint[] }) {
  return (
    <div className="adm-chart" role="img" aria-label="Órdenes e ingresos por día, últimos 30 días">
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
            formatter={(value, name) => (name === 'Ingresos netos' ? money(Number(value)) : String(value))}
            labelFormatter={(label) => textOf(label)}
          />
          <Legend />
          <Bar yAxisId="orders" dataKey="orders" name="Órdenes" fill="#d9a05b" radius={[3, 3, 0, 0]} />
          <Line yAxisId="revenue" dataKey="revenue" name="Ingresos netos" stroke="#6b3e26" strokeWidth={2} dot={false} type="monotone" />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
