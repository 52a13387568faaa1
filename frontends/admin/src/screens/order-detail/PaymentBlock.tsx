import {
  formatShortDate,
  operationTypeLabel,
  payBeforeLine,
  paymentLabel,
  paymentMethodLabel,
  paymentStatusDetailLabel,
  paymentStatusLabel,
  refundLabels,
} from '@kukki/contracts';
import { DetailRow } from '../../components/DetailRow';
import { Money } from '../../components/Money';
import { PaymentIcon } from '../../components/PaymentIcon';
import type { Order } from '../../api/types';

export const NO_PAYMENT_FLOW = 'Usuario no completó el flujo de MercadoPago ni canceló la orden';

export function PaymentBlock({ order }: { order: Order }) {
  const result = order.paymentResult ?? null;
  const cancelled = order.cancelled === true || order.status === 'cancelada';
  const net = result?.transaction_details?.net_received_amount;
  return (
    <section className="card adm-card--wide" aria-labelledby="adm-payment">
      <h2 id="adm-payment">Información de pago</h2>
      <p className="adm-pay-line">
        <PaymentIcon order={order} /> <span>{paymentLabel(order)}</span>
      </p>
      <dl className="adm-dl adm-dl--columns">
        <DetailRow label="Pagada">{order.isPaid ? 'Sí' : 'No'}</DetailRow>
        {result?.id ? (
          <>
            <DetailRow label="ID de pago">{String(result.id)}</DetailRow>
            {/* Mercado Pago's own codes in the tooltip, to quote them to its support. */}
            <DetailRow label="Estado del pago">
              <span title={result.status ?? undefined}>{paymentStatusLabel(result.status)}</span>
            </DetailRow>
            <DetailRow label="Detalle">
              <span title={result.status_detail ?? undefined}>{paymentStatusDetailLabel(result.status_detail)}</span>
            </DetailRow>
            <DetailRow label="Método">{paymentMethodLabel(result.payment_method_id, result.payment_type_id)}</DetailRow>
            <DetailRow label="Autorización">{result.authorization_code}</DetailRow>
            <DetailRow label="Operación">
              <span title={result.operation_type ?? undefined}>{operationTypeLabel(result.operation_type)}</span>
            </DetailRow>
            <DetailRow label="Liberación del dinero">{formatShortDate(result.money_release_date)}</DetailRow>
            {net !== undefined && net !== null ? (
              <DetailRow label="Neto recibido">
                <Money value={net} />
              </DetailRow>
            ) : null}
          </>
        ) : null}
        <DetailRow label="Productos">
          <Money value={order.itemsPrice} />
        </DetailRow>
        {order.discountPrice ? (
          <DetailRow label={`Descuento${order.discountDescription?.code ? ` (${order.discountDescription.code})` : ''}`}>
            -<Money value={order.discountPrice} />
          </DetailRow>
        ) : null}
        <DetailRow label="Envío">
          <Money value={order.shippingPrice} />
        </DetailRow>
        <DetailRow label="Total">
          <strong>
            <Money value={order.totalPrice} />
          </strong>
        </DetailRow>
      </dl>
      {order.refunds?.length ? (
        <ul className="adm-refunds" aria-label="Reembolsos">
          {order.refunds.map((r, i, all) => (
            <li key={r.id} className="adm-note">
              {refundLabels(all, order.totalPrice)[i]} · {formatShortDate(r.at)} · reembolso {r.id}
            </li>
          ))}
        </ul>
      ) : null}
      {order.paymentInstructions ? (
        <p className="adm-note">
          {payBeforeLine(order.paymentInstructions)} · referencia {order.paymentInstructions.reference}
          {order.paymentInstructions.clabe ? ` · CLABE ${order.paymentInstructions.clabe}` : ''}
        </p>
      ) : null}
      {cancelled ? (
        <p className="adm-note adm-note--danger">Motivo de cancelación: {order.cancelReason || 'Sin motivo registrado'}</p>
      ) : null}
      {!cancelled && !order.isPaid && !result?.id ? <p className="adm-note">{NO_PAYMENT_FLOW}</p> : null}
    </section>
  );
}
