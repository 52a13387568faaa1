import { useState } from 'react';
import { useRefundOrder } from '../../api/queries';
import type { Order } from '../../api/types';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ApiError, Dialog } from '@kukki/ui';
import { Money } from '../../components/Money';

/**
 * Full refund of a paid order through Mercado Pago, behind a confirmation. A paid order cannot be
 * cancelled any other way; afterwards it is unpaid with status «reembolsada».
 */
export function RefundControl({ order }: { order: Order }) {
  const [confirming, setConfirming] = useState(false);
  const refund = useRefundOrder(order._id);
  if (!order.isPaid) return null;
  const error = refund.error instanceof ApiError ? refund.error.message : refund.isError ? 'No pudimos reembolsar la orden' : '';
  return (
    <div className="adm-refund">
      <button type="button" className="adm-button adm-button--danger" onClick={() => setConfirming(true)} disabled={refund.isPending}>
        Reembolsar orden
      </button>
      {error ? <ErrorPanel message={error} /> : null}
      {confirming ? (
        <Dialog className="adm-root adm-dialog" label="Confirmar reembolso" onClose={() => setConfirming(false)}>
          <p className="adm-modal__message">
            ¿Reembolsar el total de <Money value={order.totalPrice ?? 0} /> al cliente por Mercado Pago? La orden quedará como reembolsada y
            sin pagar; esta acción no se puede deshacer.
          </p>
          <div className="adm-modal__actions">
            <button type="button" className="adm-button adm-button--ghost" onClick={() => setConfirming(false)} data-autofocus>
              No, volver
            </button>
            <button
              type="button"
              className="adm-button adm-button--danger"
              disabled={refund.isPending}
              onClick={() => refund.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              {refund.isPending ? 'Reembolsando…' : 'Sí, reembolsar'}
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

/** An approved payment that did not match the order's total or currency (the order stays unpaid). */
export function MismatchNote({ order }: { order: Order }) {
  const m = order.paymentMismatch;
  if (!m) return null;
  return (
    <p className="adm-note adm-note--danger" role="status">
      Pago con monto distinto: el pago {m.paymentId} se aprobó por {m.amount === null ? 'un monto desconocido' : <Money value={m.amount} />}{' '}
      {m.currency || ''} y el total de la orden es <Money value={m.expected} /> MXN. La orden sigue sin pagar; revisa el pago en Mercado
      Pago.
    </p>
  );
}
