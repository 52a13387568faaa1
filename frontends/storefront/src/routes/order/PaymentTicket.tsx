import { payBeforeLine, refundLabels, type OrderDto } from '@kukki/contracts';
import { money } from '@kukki/ui';
import { shortDate } from '@kukki/ui/src/rules/dates';

/** A pending OXXO ticket or SPEI transfer: the deadline, the reference (and CLABE) and the printable ticket. */
export function PaymentTicket({ order }: { order: OrderDto }) {
  const i = order.paymentInstructions;
  if (!i) return null;
  return (
    <section className="summary-box payment-ticket" aria-labelledby="payment-ticket" data-testid="payment-ticket">
      <h2 id="payment-ticket">{i.method === 'oxxo' ? 'Tu ficha de pago en OXXO' : 'Tu transferencia SPEI'}</h2>
      <p>
        <strong>{payBeforeLine(i)}</strong>
      </p>
      <dl className="kv">
        <dt>Monto</dt>
        <dd>{money(i.amount)}</dd>
        {i.clabe && (
          <>
            <dt>CLABE</dt>
            <dd>{i.clabe}</dd>
          </>
        )}
        <dt>Referencia</dt>
        <dd data-testid="payment-reference">{i.reference}</dd>
      </dl>
      {i.ticketUrl && (
        <a className="btn btn--ghost" href={i.ticketUrl} target="_blank" rel="noopener noreferrer">
          {i.method === 'oxxo' ? 'Ver e imprimir mi ficha' : 'Ver los datos de la transferencia'}
        </a>
      )}
      <p className="muted">Tu orden queda apartada hasta esa fecha; si no recibimos el pago, se cancela automáticamente.</p>
    </section>
  );
}

/** Each refund of the order's payment: «Reembolso parcial $50.00», the last «Reembolso del resto …». */
export function RefundsList({ order }: { order: OrderDto }) {
  if (!order.refunds?.length) return null;
  const labels = refundLabels(order.refunds, order.totalPrice);
  return (
    <ul className="refunds-list" aria-label="Reembolsos">
      {order.refunds.map((r, i) => (
        <li key={r.id}>
          {labels[i]} <span className="muted">· {shortDate(r.at)}</span>
        </li>
      ))}
    </ul>
  );
}
