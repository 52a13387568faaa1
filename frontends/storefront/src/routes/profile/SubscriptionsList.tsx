import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  enrolmentStatusLabel,
  enrolmentCancellable,
  enrolmentStateOf,
  type CancelEnrolmentReply,
  type UserSubscriptionDto,
} from '@kukki/contracts';
import { api, errorMessage } from '@kukki/ui';
import { longMonthDay } from '@kukki/ui/src/rules/dates';

const planName = (s: UserSubscriptionDto) => s.plan?.name ?? 'Suscripción';

/**
 * One subscription: plan, status in Spanish, next delivery, «Pagar» while pending and
 * «Cancelar suscripción» behind a confirmation (owner by session, or a guest with `token`).
 */
export function SubscriptionItem({ subscription, token }: { subscription: UserSubscriptionDto; token?: string }) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(subscription);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const cancel = useMutation({
    mutationFn: () =>
      api<CancelEnrolmentReply>(`/suscripciones/${encodeURIComponent(current._id ?? '')}/cancel`, {
        method: 'POST',
        body: token ? { token } : {},
      }),
    onSuccess: (reply) => {
      setCurrent({ ...current, ...reply.subscription });
      setConfirming(false);
      setDone(reply.message);
      queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
  const status = current.status ?? '';
  const name = planName(current);
  return (
    <li className="subs-item">
      <strong>{name}</strong>
      {status && <span className={`pill pill--${enrolmentStateOf(status) ?? 'other'}`}>{enrolmentStatusLabel(status)}</span>}
      <span className="muted">
        {current.nextDelivery ? `Próxima entrega: ${longMonthDay(current.nextDelivery)}` : 'Sin entregas programadas'}
      </span>
      {enrolmentStateOf(status) === 'pending' && current.initPoint && (
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
        <div role="alertdialog" aria-label="Confirmar cancelación" className="notice notice--warm">
          <p>¿Seguro que quieres cancelar tu suscripción {name}? No se harán más cargos ni entregas.</p>
          <div className="actions">
            <button type="button" className="btn btn--accent" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelando...' : 'Sí, cancelar'}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
              No, mantenerla
            </button>
          </div>
          {cancel.isError && <p role="alert">{errorMessage(cancel.error)}</p>}
        </div>
      )}
      {done && <p role="status">{done}</p>}
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
