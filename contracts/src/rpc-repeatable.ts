import type { RpcSubject } from './rpc-contracts';

/**
 * Subjects a caller may send again when no answer comes in time: reads, and writes that are the same
 * however often they arrive (a coupon use or the first-purchase discount held per order, a release,
 * a revoked session). A replica killed with a request in hand never answers it; NATS sends the repeat
 * to a replica that is up. Anything else may have been carried out, so it is never repeated blindly;
 * heavy reads (reports, exports, PDF sheets) are left out too: a slow one would only run twice.
 */
const REPEATABLE = [
  'catalogue.health.check',
  'users.health.check',
  'orders.health.check',
  'coupons.health.check',
  'subscriptions.health.check',
  'notifications.health.check',
  'payments.health.check',
  'payments.ledger.get',
  'payments.ledger.of',
  'payments.preapproval.get',
  'catalogue.products.list',
  'catalogue.products.get',
  'catalogue.products.get-many',
  'catalogue.categories.list',
  'catalogue.products.search',
  'catalogue.products.get-admin',
  'notifications.emails.failed',
  'notifications.whatsapp.inbound',
  'coupons.coupon.validate',
  'coupons.admin.list',
  'coupons.admin.get',
  'coupons.coupon.reserve',
  'coupons.coupon.release',
  'orders.capacity.get',
  'orders.capacity.delivery-dates',
  'orders.customers.list',
  'orders.orders.by-user',
  'orders.order.quote',
  'orders.order.get',
  'orders.admin.list',
  'orders.admin.get',
  'orders.admin.stats',
  'orders.receipt.get',
  'orders.factura.get',
  'orders.admin.facturas',
  'subscriptions.plans.list',
  'subscriptions.plans.get',
  'subscriptions.desserts.month',
  'subscriptions.enrolments.by-user',
  'subscriptions.enrolments.admin-list',
  'subscriptions.deliveries.admin-month',
  'subscriptions.enrolments.get',
  'users.sessions.verify',
  'users.sessions.revoke',
  'users.profile.get',
  'users.accounts.list',
  'users.accounts.get',
  'users.first-purchase.reserve',
  'users.first-purchase.release',
  'users.first-purchase.status',
] as const satisfies readonly RpcSubject[];

const repeatable: ReadonlySet<string> = new Set(REPEATABLE);

/**
 * Whether this call may be sent again: a repeatable subject, an order under an `Idempotency-Key`, a
 * sign-up or a contact message, each with the gateway's attempt id (the repeat finds what the first try committed under
 * that id, or creates it under the same id when that try never committed).
 */
export function isRepeatableCall(subject: string, data: unknown): boolean {
  if (repeatable.has(subject)) return true;
  const command = data as { idempotencyKey?: unknown; attemptId?: unknown } | null;
  if (typeof command?.attemptId !== 'string') return false;
  if (subject === 'users.accounts.signup' || subject === 'notifications.contact.submit') return true;
  return subject === 'orders.order.create' && typeof command.idempotencyKey === 'string';
}
