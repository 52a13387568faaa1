import { CHANNEL_LABELS, formatClock, formatDayMonth, formatShortDate, truncateCell } from '@kukki/contracts';
import { Link } from 'react-router';
import { money } from '../../components/Money';
import { PaymentIcon } from '../../components/PaymentIcon';
import { Phone } from '../../components/Phone';
import type { Order } from '../../api/types';

function Cell({ label, text, wrap = false }: { label: string; text: string | undefined; wrap?: boolean }) {
  const full = text ?? '';
  const shown = truncateCell(full);
  return (
    <td title={shown === full ? undefined : full} className={wrap ? 'adm-wrap' : undefined} data-label={label}>
      {shown}
    </td>
  );
}

export function OrderRow({ order, isNew }: { order: Order; isNew: boolean }) {
  const address = order.deliveryAddress;
  const delivery = address?.deliveryDate || order.createdAt;
  const channel = order.channel ?? 'web';
  return (
    <tr className={isNew ? 'adm-row--new' : undefined}>
      <td title={formatShortDate(order.createdAt)} className="adm-order-cell" data-label="Orden">
        {order.orderNumber ? <span className="adm-order-no">{order.orderNumber}</span> : null}
        <span>{formatDayMonth(order.createdAt)}</span>
      </td>
      <td data-label="Hora">{formatClock(order.createdAt)}</td>
      <td
        title={address?.deliveryDate ? formatShortDate(delivery) : `Entrega por confirmar (orden del ${formatShortDate(delivery)})`}
        data-label="Entrega"
      >
        {formatDayMonth(delivery)}
        {address?.deliveryDate ? null : <span className="adm-unset adm-unset--below">por confirmar</span>}
      </td>
      <Cell label="Nombre" text={order.payer?.name} wrap />
      <Cell label="Colonia" text={address?.col} wrap />
      <Cell label="Alcaldía" text={address?.del} wrap />
      <td data-label="Tel.">
        <Phone area={order.payer?.phone?.area_code} number={order.payer?.phone?.number} />
      </td>
      <td className="adm-num" data-label="Productos">
        {order.items?.length ?? 0}
      </td>
      <td className="adm-num" data-label="Total">
        {money(order.totalPrice)}
      </td>
      <td className="adm-center" data-label="Pago">
        <PaymentIcon order={order} />
      </td>
      <td data-label="Canal">
        <span className={`adm-channel adm-channel--${channel}`}>{CHANNEL_LABELS[channel]}</span>
      </td>
      <td data-label="Estado">
        <span className={`adm-status adm-status--${order.status}`}>{order.status}</span>
      </td>
      <td data-label="Detalle">
        <Link to={`/admin/dash/ordenes/${order._id}`}>Ver</Link>
      </td>
    </tr>
  );
}
