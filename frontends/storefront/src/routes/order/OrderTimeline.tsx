import { formatClock, formatShopDate, ORDER_TIMELINE_STEPS, orderTimelineStepOf, PAID_STATUSES, type OrderDto } from '@kukki/contracts';

/**
 * The paid order's way to the customer: Recibida → Cocinando → En camino → Entregada, each step
 * marked once reached, with when it happened (from the order's history, «jueves, 26 de noviembre, 10:05»).
 * A step the bakery skipped (straight from Recibida to En camino) is marked without a time of its own.
 */
export function OrderTimeline({ order }: { order: Pick<OrderDto, 'status' | 'history'> }) {
  if (!PAID_STATUSES.includes(order.status)) return null;
  const history = order.history ?? [];
  const currentStep = orderTimelineStepOf(order.status);
  return (
    <section className="summary-box order-timeline" aria-labelledby="order-timeline">
      <h2 id="order-timeline">Estado de tu orden</h2>
      <ol className="order-timeline__steps">
        {ORDER_TIMELINE_STEPS.map((step, index) => {
          const reached = (step.reachedBy as readonly string[]).includes(order.status);
          const current = step === currentStep;
          // When the order took this step's own status; the first step, when it first reached it (an order paid at once).
          const own = history.find((h) => h.status === step.reachedBy[0]);
          const at =
            own?.at ?? (index === 0 ? history.find((h) => (step.reachedBy as readonly string[]).includes(h.status))?.at : undefined);
          return (
            <li
              key={step.label}
              className={`order-timeline__step${reached ? ' order-timeline__step--done' : ''}`}
              aria-current={current ? 'step' : undefined}
            >
              <span className="order-timeline__dot" aria-hidden="true" />
              <span className="order-timeline__label">{step.label}</span>
              {reached && at ? (
                <span className="order-timeline__at">
                  {formatShopDate(at)}, {formatClock(at)}
                </span>
              ) : (
                <span className="order-timeline__at">{reached ? '' : 'Pendiente'}</span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
