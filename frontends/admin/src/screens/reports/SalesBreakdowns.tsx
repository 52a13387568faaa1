import { Fragment } from 'react';
import type { SalesReportReply } from '@kukki/contracts';
import { money } from '../../components/Money';
import { DataTable } from '../../components/Table';

/** One line of a «Por …» table: what it names, how many, and the money. */
interface BreakdownRow {
  key: string;
  name: string;
  count: number;
  amount: number;
}

type Breakdown = 'byProduct' | 'byPaymentMethod' | 'byCoupon';

type Headers = readonly [name: string, count: string, amount: string];
type Table = readonly [of: Breakdown, title: string, caption: string, headers: Headers, empty: string];

const NO_SALES = 'Sin ventas en el periodo.';

const TABLES: readonly Table[] = [
  ['byProduct', 'Por producto', 'Ventas por producto', ['Producto', 'Unidades', 'Ingresos'], NO_SALES],
  ['byPaymentMethod', 'Por medio de pago', 'Ventas por medio de pago', ['Medio de pago', 'Órdenes', 'Ingresos'], NO_SALES],
  ['byCoupon', 'Por cupón', 'Cupones usados', ['Cupón', 'Usos', 'Descuento'], 'Ningún cupón usado en el periodo.'],
];

const breakdownRows = (report: SalesReportReply): Record<Breakdown, BreakdownRow[]> => ({
  byProduct: report.byProduct.map((p) => ({ key: p.productId, name: p.name, count: p.quantity, amount: p.revenue })),
  byPaymentMethod: report.byPaymentMethod.map((m) => ({ key: m.method, name: m.method, count: m.orders, amount: m.revenue })),
  byCoupon: report.byCoupon.map((c) => ({ key: c.code, name: c.code, count: c.uses, amount: c.discount })),
});

/** The report's tables by product, by payment method and by coupon, each under its own heading. */
export function SalesBreakdowns({ report }: { report: SalesReportReply }) {
  const rows = breakdownRows(report);
  return TABLES.map(([of, title, caption, [name, count, amount], empty]) => (
    <Fragment key={of}>
      <h2 className="adm-section-title">{title}</h2>
      <DataTable
        caption={caption}
        rows={rows[of]}
        rowKey={(row) => row.key}
        empty={empty}
        columns={[
          { header: name, cell: (row) => row.name },
          { header: count, className: 'adm-num', cell: (row) => row.count },
          { header: amount, className: 'adm-num', cell: (row) => money(row.amount) },
        ]}
      />
    </Fragment>
  ));
}
