import { PAYMENT_ICON_LABELS, payBeforeLine, paymentIconKind, paymentMethodLabel, refundLabel } from '@kukki/contracts';
import { Field } from '../../components/Field';
import { Money } from '../../components/Money';
import { PaymentIcon } from '../../components/PaymentIcon';
import type { Order } from '../../api/types';

export const NO_PAYMENT_FLOW = 'Usuario no completó el flujo de MercadoPago ni canceló la orden';

export function PaymentBlock({ order }: { order: Order }) {
  const result = order.paymentResult ?? null;
  const cancelled = order.cancelled === true || order.status === 'cancelada';
  const net = result?.transaction_details?.net_received_amount;
  return (
    <section className="adm-card adm-card--wide" aria-labelledby="adm-payment">
      <h2 id="adm-payment">Información de pago</h2>
      <p className="adm-pay-line">
        <PaymentIcon order={order} /> <span>{PAYMENT_ICON_LABELS[paymentIconKind(order)]}</span>
      </p>
      <dl className="adm-dl adm-dl--columns">
        <Field label="Pagada">{order.isPaid ? 'Sí' : 'No'}</Field>
        {result?.id ? (
          <>
            <Field label="ID de pago">{String(result.id)}</Field>
            <Field label="Estado del pago">{result.status}</Field>
            <Field label="Detalle">{result.status_detail}</Field>
            <Field label="Método">{paymentMethodLabel(result.payment_method_id, result.payment_type_id)}</Field>
            <Field label="Autorización">{result.authorization_code}</Field>
            <Field label="Operación">{result.operation_type}</Field>
            <Field label="Liberación del dinero">{result.money_release_date?.slice(0, 10)}</Field>
            {net !== undefined && net !== null ? (
              <Field label="Neto recibido">
                <Money value={net} />
              </Field>
            ) : null}
          </>
        ) : null}
        <Field label="Productos">
          <Money value={order.itemsPrice} />
        </Field>
        {order.discountPrice ? (
          <Field label={`Descuento${order.discountDescription?.code ? ` (${order.discountDescription.code})` : ''}`}>
            -<Money value={order.discountPrice} />
          </Field>
        ) : null}
        <Field label="Envío">
          <Money value={order.shippingPrice} />
        </Field>
        <Field label="Total">
          <strong>
            <Money value={order.totalPrice} />
          </strong>
        </Field>
      </dl>
      {order.refunds?.length ? (
        <ul className="adm-refunds" aria-label="Reembolsos">
          {order.refunds.map((r) => (
            <li key={r.id} className="adm-note">
              {refundLabel(r, order.totalPrice)} · {r.at.slice(0, 10)} · reembolso {r.id}
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
      {!cancelled && !result?.id ? <p className="adm-note">{NO_PAYMENT_FLOW}</p> : null}
    </section>
  );
}
