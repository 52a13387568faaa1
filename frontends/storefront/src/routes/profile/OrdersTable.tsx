import { Link } from 'react-router';
import { orderNumberOf, orderTimelineStepOf, type OrderSummaryDto } from '@kukki/contracts';
import { CheckIcon, ClockIcon, CrossCircleIcon, money } from '@kukki/ui';
import { shortDate } from '@kukki/ui/src/rules/dates';

/** The payment column: a cancelled or refunded order never reads «Pendiente». */
export function PaymentPill({ order }: { order: Pick<OrderSummaryDto, 'isPaid' | 'status'> }) {
  if (order.isPaid)
    return (
      <span className="pill pill--ok">
        <CheckIcon width={16} height={16} /> Pagado
      </span>
    );
  if (order.status === 'cancelada' || order.status === 'reembolsada')
    return (
      <span className="pill">
        <CrossCircleIcon width={16} height={16} /> {order.status === 'cancelada' ? 'Cancelada' : 'Reembolsado'}
      </span>
    );
  return (
    <span className="pill pill--warn">
      <ClockIcon width={16} height={16} /> Pendiente
    </span>
  );
}

/**
 * The delivery column: the day chosen («por confirmar» without one) and how far the order has come
 * («Cocinando», «En camino»…); nothing for an order that will not be delivered.
 */
export function DeliveryCell({ order }: { order: Pick<OrderSummaryDto, 'status' | 'deliveryDate'> }) {
  if (order.status === 'cancelada' || order.status === 'reembolsada') return <>—</>;
  const step = orderTimelineStepOf(order.status);
  return (
    <>
      {order.deliveryDate ? shortDate(order.deliveryDate) : 'Fecha por confirmar'}
      {step && <span className="muted"> · {step.label}</span>}
    </>
  );
}

export function OrdersTable({ orders }: { orders: OrderSummaryDto[] }) {
  if (orders.length === 0) return <p className="muted">No tienes órdenes aún ...</p>;
  return (
    <div className="table-wrap">
      <table className="table orders-table">
        <thead>
          <tr>
            <th scope="col">No.</th>
            <th scope="col">Fecha</th>
            <th scope="col">Total</th>
            <th scope="col">Pago</th>
            <th scope="col">Entrega</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order._id}>
              <td data-label="No.">
                <Link to={`/order/${order._id}`}>{orderNumberOf(order)}</Link>
              </td>
              <td data-label="Fecha">{shortDate(order.createdAt)}</td>
              <td data-label="Total">{money(order.totalPrice)}</td>
              <td data-label="Pago">
                <PaymentPill order={order} />
              </td>
              <td data-label="Entrega">
                <DeliveryCell order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
