import { type ProfileSubscription } from '@kukki/ui';
import { longMonthDay } from '@kukki/ui/src/rules/dates';

const planName = (s: ProfileSubscription) => (typeof s.plan === 'string' ? s.plan : (s.plan?.name ?? s.name ?? 'Suscripción'));

export function SubscriptionsList({ subscriptions }: { subscriptions: ProfileSubscription[] }) {
  return (
    <ul className="line-list">
      {subscriptions.map((s, i) => (
        <li key={s._id ?? i} className="subs-item">
          <strong>{planName(s)}</strong>
          {s.status && <span className="pill">{s.status}</span>}
          {s.nextDelivery && <span className="muted">Próxima entrega: {longMonthDay(s.nextDelivery)}</span>}
        </li>
      ))}
    </ul>
  );
}
