import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  enrolmentStatusLabel,
  enrolmentCancellable,
  enrolmentStateOf,
  type CancelEnrolmentReply,
  type UserSubscriptionDto,
} from '@kukki/contracts';
import { api, errorMessage } from '@kukki/shop-client';
import { Dialog } from '@kukki/ui';
import { longMonthDay } from '@kukki/ui/src/rules/dates';

const planName = (s: UserSubscriptionDto) => s.plan?.name ?? 'Suscripción';

/**
 * What will and will not happen: a cancelled subscription never shows «Próxima
 * entrega»; when its paid cycle still ships it says so, otherwise that nothing more is delivered.
 */
export function deliveryLine(status: string, nextDelivery: string | null | undefined): string {
  const ended = ['cancelled', 'finished'].includes(enrolmentStateOf(status) ?? '');
  if (ended)
    return nextDelivery
      ? `Lo ya pagado se entrega: tu caja llega el ${longMonthDay(nextDelivery)}. No se harán más cargos.`
      : 'No habrá más entregas.';
  return nextDelivery ? `Próxima entrega: ${longMonthDay(nextDelivery)}` : 'Sin entregas programadas';
}

/**
 * One subscription: plan, status in Spanish, next delivery, «Pagar» while pending and
 * «Cancelar suscripción» behind a confirmation (owner by session, or a guest with `token`).
 */
export function SubscriptionItem({ subscription, token }: { subscription: UserSubscriptionDto; token?: string }) {
  const queryClient = useQueryClient();
  // The server's answer to a cancel, until the list itself brings the subscription again.
  const [cancelled, setCancelled] = useState<UserSubscriptionDto | null>(null);
  const current = cancelled ?? subscription;
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const cancel = useMutation({
    mutationFn: () =>
      api<CancelEnrolmentReply>(`/suscripciones/${encodeURIComponent(current._id ?? '')}/cancel`, {
        method: 'POST',
        body: token ? { token } : {},
      }),
    onSuccess: (reply) => {
      setCancelled({ ...current, ...reply.subscription });
      setConfirming(false);
      setDone(reply.message);
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
  const status = current.status ?? '';
  const name = planName(current);
  // After «Sí, cancelar» the button that opened the question is gone: focus goes to what happened.
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  return (
    <li className="subs-item">
      <strong>{name}</strong>
      {status && <span className={`pill pill--${enrolmentStateOf(status) ?? 'other'}`}>{enrolmentStatusLabel(status)}</span>}
      {enrolmentStateOf(status) === 'active' && <p className="notice subs-item__active">Tu suscripción está activa</p>}
      <span className="muted" data-testid="subscription-next">
        {deliveryLine(status, current.nextDelivery)}
      </span>
      {enrolmentStateOf(status) === 'pending' && current.paymentStatus === 'pending' && (
        <p className="notice" data-testid="subscription-payment">
          Tu pago está en proceso. Cuando Mercado Pago lo confirme, tu suscripción se activa y te avisamos por correo.
        </p>
      )}
      {enrolmentStateOf(status) === 'pending' && current.paymentStatus === 'rejected' && (
        <p className="notice notice--warm" data-testid="subscription-payment">
          Mercado Pago no aprobó tu último pago. Puedes intentarlo de nuevo con otra tarjeta o medio de pago.
        </p>
      )}
      {/* While a payment is in process (an OXXO ticket not paid yet) a second one would charge twice. */}
      {enrolmentStateOf(status) === 'pending' && current.initPoint && current.paymentStatus !== 'pending' && (
        <a href={current.initPoint} className="btn btn--accent" rel="noopener noreferrer">
          Pagar suscripción
        </a>
      )}
      {current._id && enrolmentCancellable(status) && !confirming && (
        <button type="button" className="btn btn--ghost" onClick={() => setConfirming(true)}>
          Cancelar suscripción
        </button>
      )}
      {confirming && (
        <Dialog label="Confirmar cancelación" onClose={cancel.isPending ? undefined : () => setConfirming(false)}>
          <p data-dialog-description>
            ¿Seguro que quieres cancelar tu suscripción {name}? No se harán más cargos; las cajas que ya pagaste sí te las entregamos.
          </p>
          <div className="actions">
            <button type="button" className="btn btn--accent" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelando...' : 'Sí, cancelar'}
            </button>
            {/* Focus starts on the safe choice: a second Enter keeps the subscription. */}
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => setConfirming(false)}
              disabled={cancel.isPending}
              data-autofocus
            >
              No, mantenerla
            </button>
          </div>
          {cancel.isError && <p role="alert">{errorMessage(cancel.error)}</p>}
        </Dialog>
      )}
      {done && (
        <p role="status" ref={doneRef} tabIndex={-1}>
          {done}
        </p>
      )}
    </li>
  );
}

export function SubscriptionsList({ subscriptions, token }: { subscriptions: UserSubscriptionDto[]; token?: string }) {
  return (
    <ul className="line-list">
      {subscriptions.map((s, i) => (
        <SubscriptionItem key={s._id ?? i} subscription={s} token={token} />
      ))}
    </ul>
  );
}
