import { formatShopDate, orderNumberOf, orderPaymentLabel } from '@kukki/contracts';
import { Link } from 'react-router';
import type { UserOrderSummary } from '../../api/types';
import { money } from '../../components/Money';
import { DataTable, type Column } from '../../components/Table';

const COLUMNS: ReadonlyArray<Column<UserOrderSummary>> = [
  {
    header: 'No.',
    cell: (order) => <Link to={`/admin/dash/ordenes/${order._id}`}>{orderNumberOf(order)}</Link>,
  },
  { header: 'Fecha', cell: (order) => formatShopDate(order.createdAt, { withYear: true }) },
  { header: 'Total', cell: (order) => money(order.totalPrice), className: 'adm-num' },
  { header: 'Pago', cell: orderPaymentLabel },
  { header: 'Estado', cell: (order) => <span className={`adm-status adm-status--${order.status}`}>{order.status}</span> },
];

export function UserOrders({ orders }: { orders: UserOrderSummary[] }) {
  return <DataTable caption="Órdenes del usuario" rows={orders} rowKey={(order) => order._id} columns={COLUMNS} empty="Sin órdenes ..." />;
}
