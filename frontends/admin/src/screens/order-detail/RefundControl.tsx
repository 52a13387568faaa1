import { useState } from 'react';
import { useRefundOrder } from '../../api/queries';
import type { Order } from '../../api/types';
import { ErrorPanel } from '@kukki/ui';
import { ApiError } from '@kukki/shop-client';
import { PAYMENT_MESSAGES, paidInStore } from '@kukki/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Money } from '../../components/Money';

const REFUND_CONFIRMATION = { label: 'Confirmar reembolso', confirm: 'Sí, reembolsar', pendingText: 'Reembolsando…', danger: true };

/**
 * Refund of a paid order through Mercado Pago, behind a confirmation: an amount for a partial
 * refund (the order stays paid), empty for what remains (then it is unpaid, «reembolsada»).
 */
export function RefundControl({ order }: { order: Order }) {
  const [confirming, setConfirming] = useState(false);
  const [amountText, setAmountText] = useState('');
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState<number | null>(null);
  const refund = useRefundOrder(order._id);
  if (!order.isPaid) return null;
  // Nothing went through Mercado Pago: the money goes back the way it came, outside the shop.
  if (paidInStore(order))
    return (
      <p className="adm-note">Pagada fuera de Mercado Pago: si hay que devolver el dinero, hazlo por el mismo medio en que se pagó.</p>
    );
  const refunded = (order.refunds ?? []).reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
  const remaining = (Math.round((order.totalPrice ?? 0) * 100) - refunded) / 100;
  const typed = amountText.trim() === '' ? undefined : Number(amountText.trim());
  // Not a number: sent as typed, so the server answers why (never a silent full refund).
  const amount = typed !== undefined && Number.isFinite(typed) ? typed : undefined;
  const toSend = amountText.trim() === '' ? undefined : (amount ?? amountText.trim());
  const error = refund.error instanceof ApiError ? refund.error.message : refund.isError ? 'No pudimos reembolsar la orden' : '';
  const close = () => setConfirming(false);
  const refundNow = () =>
    refund.mutate(toSend, {
      onSettled: close,
      onSuccess: () => {
        setDone(amount ?? remaining);
        setAmountText('');
      },
    });
  // The server's own rules, checked before the confirmation: it never names an amount that will be refused.
  const ask = () => {
    setDone(null);
    const cents = amount === undefined ? null : Math.round(amount * 100);
    if (toSend !== undefined && (cents === null || cents <= 0 || Math.abs(amount! * 100 - cents) > 1e-6))
      return setProblem(PAYMENT_MESSAGES.refundAmountInvalid);
    if (cents !== null && cents > Math.round(remaining * 100)) return setProblem(PAYMENT_MESSAGES.refundAmountTooHigh);
    setProblem('');
    setConfirming(true);
  };
  return (
    <div className="adm-refund">
      <label className="field">
        <span className="field__label">
          Monto a reembolsar (vacío: lo que falta, <Money value={remaining} />)
        </span>
        <input
          className="field__input"
          inputMode="decimal"
          name="refund-amount"
          value={amountText}
          onChange={(e) => setAmountText(e.target.value)}
          placeholder={remaining.toFixed(2)}
          aria-invalid={problem ? true : undefined}
        />
      </label>
      <button type="button" className="btn btn--danger" onClick={ask} disabled={refund.isPending}>
        Reembolsar orden
      </button>
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      {error ? <ErrorPanel message={error} /> : null}
      {done !== null && !error ? (
        <p className="adm-note" role="status">
          Reembolso registrado: <Money value={done} />. Le avisamos al cliente por correo.
        </p>
      ) : null}
      {confirming ? (
        <ConfirmDialog {...REFUND_CONFIRMATION} pending={refund.isPending} onCancel={close} onConfirm={refundNow}>
          {toSend !== undefined && amount === undefined ? (
            <p className="adm-modal__message">¿Reembolsar «{amountText}» al cliente por Mercado Pago?</p>
          ) : amount !== undefined && amount < remaining ? (
            <p className="adm-modal__message">
              ¿Reembolsar <Money value={amount} /> al cliente por Mercado Pago? La orden sigue pagada; esta acción no se puede deshacer.
            </p>
          ) : (
            <p className="adm-modal__message">
              ¿Reembolsar {refunded ? 'lo que falta' : 'el total'}, <Money value={amount ?? remaining} />, al cliente por Mercado Pago? La
              orden quedará como reembolsada y sin pagar; esta acción no se puede deshacer.
            </p>
          )}
        </ConfirmDialog>
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
