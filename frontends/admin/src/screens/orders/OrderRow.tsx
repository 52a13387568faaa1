import { formatClock, formatDayMonth, formatPhone, formatShortDate, truncateCell } from '@kukki/contracts';
import { Link } from 'react-router';
import { money } from '../../components/Money';
import { PaymentIcon } from '../../components/PaymentIcon';
import type { Order } from '../../api/types';

function Cell({ text, wrap = false }: { text: string | undefined; wrap?: boolean }) {
  const full = text ?? '';
  const shown = truncateCell(full);
  return (
    <td title={shown === full ? undefined : full} className={wrap ? 'adm-wrap' : undefined}>
      {shown}
    </td>
  );
}

export function phoneText(phone: { area_code?: string | number; number?: string | number } | undefined): string {
  return formatPhone(phone?.area_code, phone?.number);
}

export function OrderRow({ order, isNew }: { order: Order; isNew: boolean }) {
  const address = order.deliveryAddress;
  const delivery = address?.deliveryDate || order.createdAt;
  return (
    <tr className={isNew ? 'adm-row--new' : undefined}>
      <td title={formatShortDate(order.createdAt)} className="adm-order-cell">
        {order.orderNumber ? <span className="adm-order-no">{order.orderNumber}</span> : null}
        <span>{formatDayMonth(order.createdAt)}</span>
      </td>
      <td>{formatClock(order.createdAt)}</td>
      <td title={formatShortDate(delivery)}>{formatDayMonth(delivery)}</td>
      <Cell text={order.payer?.name} wrap />
      <Cell text={address?.col} wrap />
      <Cell text={address?.del} wrap />
      <Cell text={phoneText(order.payer?.phone)} />
      <td className="adm-num">{order.items?.length ?? 0}</td>
      <td className="adm-num">{money(order.totalPrice)}</td>
      <td className="adm-center">
        <PaymentIcon order={order} />
      </td>
      <td>
        <span className={`adm-status adm-status--${order.status}`}>{order.status}</span>
      </td>
      <td>
        <Link to={`/admin/dash/ordenes/${order._id}`}>Ver</Link>
      </td>
    </tr>
  );
}
