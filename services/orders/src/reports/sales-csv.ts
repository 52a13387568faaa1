import { CHANNEL_LABELS, centsToPesos, formatOrderNumber, shopDateTime, type SalesCsvTable, type SalesReportReply } from '@kukki/contracts';
import type { OrderRow } from '../db/schema';
import { csvCell } from '../orders-csv';
import { countsAsPaid, givenBackCents, paymentMethodOf } from './sales-report';

type Cell = string | number;

const pesos = (n: number) => n.toFixed(2);
const cents = (n: number) => pesos(centsToPesos(n));

const saleStatus = (o: OrderRow) => (countsAsPaid(o) ? 'Pagada' : o.status === 'reembolsada' ? 'Reembolsada' : 'Cancelada');

/** One row per order paid in the range (refunded and cancelled ones marked). */
function orderRows(orders: OrderRow[]): Cell[][] {
  const header = [
    'Orden',
    'Pagada',
    'Cliente',
    'Correo',
    'Canal',
    'Medio de pago',
    'Cupón',
    'Productos',
    'Descuento',
    'Envío',
    'Total',
    'Reembolsado',
    'Estado',
  ];
  return [
    header,
    ...orders.map((o) => [
      formatOrderNumber(o.orderSeq),
      shopDateTime(o.paidAt ?? o.createdAt),
      o.payer.name,
      o.payer.email,
      CHANNEL_LABELS[o.channel ?? 'web'],
      paymentMethodOf(o),
      o.discountDescription?.type === 'CP' ? o.discountDescription.code : '',
      cents(o.itemsCents),
      cents(o.discountCents),
      cents(o.shippingCents),
      cents(o.totalCents),
      cents(givenBackCents(o)),
      saleStatus(o),
    ]),
  ];
}

/** The report's tables as the «Reportes» screen shows them, with the totals closing the day table. */
function reportRows(report: SalesReportReply, table: Exclude<SalesCsvTable, 'orders'>): Cell[][] {
  switch (table) {
    case 'products':
      return [['Producto', 'Piezas', 'Ingresos'], ...report.byProduct.map((p) => [p.name, p.quantity, pesos(p.revenue)])];
    case 'payments':
      return [['Medio de pago', 'Órdenes', 'Ingresos'], ...report.byPaymentMethod.map((m) => [m.method, m.orders, pesos(m.revenue)])];
    case 'coupons':
      return [['Cupón', 'Usos', 'Descuento'], ...report.byCoupon.map((c) => [c.code, c.uses, pesos(c.discount)])];
    default:
      return [
        ['Día', 'Órdenes', 'Ingresos'],
        ...report.byDay.map((d) => [d.date, d.orders, pesos(d.revenue)]),
        ['Total', report.totals.orders, pesos(report.totals.revenue)],
      ];
  }
}

/** A CSV (CRLF, no BOM: the gateway adds it) of one table of the sales report. */
export function salesCsvOf(table: SalesCsvTable, orders: OrderRow[], report: SalesReportReply): string {
  const rows = table === 'orders' ? orderRows(orders) : reportRows(report, table);
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
