import { orderDisplayNumber } from '@kukki/contracts';
import { Link } from 'react-router';
import type { UserOrderSummary } from '../../api/types';
import { money } from '../../components/Money';
import { Table } from '../../components/Table';

export function UserOrders({ orders }: { orders: UserOrderSummary[] }) {
  if (!orders.length) return <p className="adm-empty">Sin ordenes ...</p>;
  return (
    <Table caption="Ordenes del usuario">
      <thead>
        <tr>
          <th>No.</th>
          <th>Fecha</th>
          <th>Total</th>
          <th>Pago</th>
          <th>Estado</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order._id}>
            <td>
              <Link to={`/admin/dash/ordenes/${order._id}`}>{orderDisplayNumber(order._id, order.orderNumber)}</Link>
            </td>
            <td>{(order.createdAt ?? '').slice(0, 10)}</td>
            <td className="adm-num">{money(order.totalPrice)}</td>
            <td>{order.isPaid ? 'Pagado' : 'Pendiente'}</td>
            <td>
              <span className={`adm-status adm-status--${order.status}`}>{order.status}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
