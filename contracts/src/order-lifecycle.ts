import { ORDER_STATUSES, type OrderStatus } from './constants';

/**
 * The order lifecycle: every status change the shop accepts, whoever asks for it (the admin's
 * status control, the customer's cancel, a payment, a refund). The orders service refuses anything
 * else with 409; the admin status control offers only what this table allows; the tests read it.
 *
 * - `creada` and `rechazada` are unpaid: a payment moves them to `recibida` (or `creada` to
 *   `rechazada`); they may be cancelled; they never go to the kitchen (`cocinando`, `enviada`,
 *   `entregada`).
 * - `recibida`, `cocinando`, `enviada`, `entregada` are paid: the admin moves between them (a wrong
 *   click can be corrected), a refund ends them as `reembolsada`; they never go back to `creada` or
 *   `rechazada`, and a paid order is cancelled only by refunding it.
 * - `cancelada` and `reembolsada` are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  creada: ['recibida', 'rechazada', 'cancelada'],
  rechazada: ['recibida', 'cancelada'],
  recibida: ['cocinando', 'enviada', 'entregada', 'reembolsada'],
  cocinando: ['recibida', 'enviada', 'entregada', 'reembolsada'],
  enviada: ['recibida', 'cocinando', 'entregada', 'reembolsada'],
  entregada: ['recibida', 'cocinando', 'enviada', 'reembolsada'],
  cancelada: [],
  reembolsada: [],
};

export const FINAL_STATUSES: readonly OrderStatus[] = ['cancelada', 'reembolsada'];
export const UNPAID_STATUSES: readonly OrderStatus[] = ['creada', 'rechazada'];
export const PAID_STATUSES: readonly OrderStatus[] = ['recibida', 'cocinando', 'enviada', 'entregada'];

/**
 * What the admin's status control may set by hand. `recibida` and `rechazada` from an unpaid order
 * come only from a payment, `reembolsada` only from the refund action.
 */
const ADMIN_SETTABLE: readonly OrderStatus[] = ['recibida', 'cocinando', 'enviada', 'entregada', 'cancelada'];

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from]?.includes(to) ?? false;
}

/** Whether an admin may move an order from `from` to `to` with the status control. */
export function adminCanSet(from: OrderStatus, to: OrderStatus): boolean {
  if (!canTransition(from, to) || !ADMIN_SETTABLE.includes(to)) return false;
  return !(UNPAID_STATUSES.includes(from) && to === 'recibida');
}

/** The statuses the admin's status control offers from `from` (the current one first). */
export function adminStatusChoices(from: OrderStatus): OrderStatus[] {
  return [from, ...ORDER_STATUSES.filter((to) => to !== from && adminCanSet(from, to))];
}

/**
 * Why an order must not be packed: a cancelled, refunded or rejected order, or one not paid yet (its packing slip
 * opens with this, and the admin's order page shows it beside the print button). Null for an order to pack.
 */
export function doNotPackReason(order: { status: OrderStatus; isPaid: boolean; cancelReason?: string | null }): string | null {
  if (order.status === 'cancelada')
    return `CANCELADA: no la empaques${order.cancelReason?.trim() ? ` (motivo: ${order.cancelReason.trim()})` : ''}`;
  if (order.status === 'reembolsada') return 'REEMBOLSADA: no la empaques';
  if (order.status === 'rechazada') return 'PAGO RECHAZADO: no la empaques';
  if (!order.isPaid) return 'SIN PAGAR: no la empaques hasta que se pague';
  return null;
}

export const LIFECYCLE_MESSAGES = {
  final: (status: OrderStatus) =>
    status === 'cancelada'
      ? 'La orden está cancelada y su estado ya no puede cambiar'
      : 'La orden fue reembolsada y su estado ya no puede cambiar',
  unpaid: (to: OrderStatus) => `La orden no está pagada: no puede pasar a «${to}»`,
  paidBack: (to: OrderStatus) => `La orden ya fue pagada: no puede volver a «${to}»`,
  paidCancel: 'La orden ya fue pagada: para cancelarla, reembólsala',
  refundOnly: 'Una orden se marca como reembolsada solo al reembolsarla',
  paymentOnly: (to: OrderStatus) => `Solo un pago puede marcar la orden como «${to}»`,
  notAllowed: (from: OrderStatus, to: OrderStatus) => `La orden no puede pasar de «${from}» a «${to}»`,
} as const;

/** The Spanish reason an admin may not move an order from `from` to `to`, or null when allowed. */
export function adminTransitionRefusal(from: OrderStatus, to: OrderStatus): string | null {
  if (adminCanSet(from, to)) return null;
  const M = LIFECYCLE_MESSAGES;
  if (FINAL_STATUSES.includes(from)) return M.final(from);
  const paid = PAID_STATUSES.includes(from);
  if (!paid && PAID_STATUSES.includes(to)) return to === 'recibida' ? M.paymentOnly(to) : M.unpaid(to);
  if (paid && UNPAID_STATUSES.includes(to)) return M.paidBack(to);
  if (paid && to === 'cancelada') return M.paidCancel;
  if (to === 'reembolsada') return M.refundOnly;
  if (to === 'rechazada') return M.paymentOnly(to);
  return M.notAllowed(from, to);
}

/** One entry of an order's history: the status it took and when (ISO). */
export interface OrderHistoryEntry {
  status: OrderStatus;
  at: string;
}

/** The steps of the customer's order timeline, with the statuses that reach each one. */
export const ORDER_TIMELINE_STEPS = [
  { label: 'Recibida', reachedBy: ['recibida', 'cocinando', 'enviada', 'entregada'] },
  { label: 'Cocinando', reachedBy: ['cocinando', 'enviada', 'entregada'] },
  { label: 'En camino', reachedBy: ['enviada', 'entregada'] },
  { label: 'Entregada', reachedBy: ['entregada'] },
] as const satisfies ReadonlyArray<{ label: string; reachedBy: readonly OrderStatus[] }>;

export type OrderTimelineStep = (typeof ORDER_TIMELINE_STEPS)[number];

/** The timeline step an order is at (its status is the step's own), or undefined before it is paid or once it ends. */
export const orderTimelineStepOf = (status: OrderStatus): OrderTimelineStep | undefined =>
  ORDER_TIMELINE_STEPS.find((step) => step.reachedBy[0] === status);

/**
 * A correction back along the timeline (entregada → cocinando, an admin's slip): the customer was already told the
 * later step, so nothing is sent for it. Statuses off the timeline are never a step back.
 */
export function isTimelineStepBack(from: string, to: string): boolean {
  const order = ORDER_TIMELINE_STEPS.map((step) => step.reachedBy[0] as string);
  const [before, after] = [order.indexOf(from), order.indexOf(to)];
  return before >= 0 && after >= 0 && after < before;
}
