// Orders paid through the payments service against the emulated Mercado Pago, on one composition; for
// the orders payment suites, under src/testing, so never built.
import { sql } from 'drizzle-orm';
import { ORDERS_SUBJECTS, PAYMENTS_SERVICE_SUBJECTS, PAYMENTS_SUBJECTS } from '@kukki/contracts';
import { queryRows, startComposition, type CompositionKind } from '@kukki/platform/testing';
import { CatalogueModule } from '@kukki/catalogue';
import { PaymentsModule } from '@kukki/payments';
import { startEmulatedPayments } from '@kukki/mp-emulator/src/testing/emulated-payments';
import { OrdersModule } from '../orders.module';
import { createGuestOrder } from './order-fixtures';

/** A guest order as its buyer holds it: its id, its capability and the total it was priced at. */
export interface GuestOrder {
  id: string;
  token: string;
  total: number;
}

/**
 * Starts the emulated Mercado Pago (MERCADOPAGO_* and PUBLIC_URL point at it until close), then catalogue,
 * payments and orders on `kind`. Notifications are sent to payments.webhook.notify the way the gateway
 * does once their signature is verified; nothing is notified by itself.
 */
export async function startOrdersOnEmulator(kind: CompositionKind) {
  const mp = await startEmulatedPayments();
  const c = await startComposition(kind, [
    ['catalogue', (rt) => CatalogueModule.forRoot(rt)],
    ['payments', (rt) => PaymentsModule.forRoot(rt)],
    ['orders', (rt) => OrdersModule.forRoot(rt)],
  ]);
  const guestOrder = async (quantity = 2): Promise<GuestOrder> => {
    const created = await createGuestOrder(c.rpc, quantity);
    return { id: created._id, token: created.accessToken, total: created.totalPrice };
  };
  const preference = (o: GuestOrder) => c.rpc.request(PAYMENTS_SUBJECTS.preference, { orderId: o.id, token: o.token });
  return {
    c,
    mp,
    guestOrder,
    preference,
    /** A new guest order and its Mercado Pago preference. */
    async orderWithPreference() {
      const o = await guestOrder();
      return { o, pref: await preference(o) };
    },
    /** What the buyer sees of the order (orders.order.get with its capability). */
    detail: (o: GuestOrder) => c.rpc.request(ORDERS_SUBJECTS.get, { id: o.id, token: o.token }),
    /** The buyer pays a preference (no notification sent): the emulator's payment record. */
    pay: (preferenceId: string, status: string, extra: Record<string, unknown> = {}): Promise<any> =>
      mp.control('/payments', { preference_id: preferenceId, status, notify: false, ...extra }),
    notify: (paymentId: number | string) =>
      c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.webhook, { type: 'payment', action: 'payment.updated', dataId: String(paymentId) }),
    /** How many events of `type` orders has written for the order (its outbox). */
    async events(orderId: string, type: string) {
      const [{ n }] = await queryRows<{ n: number }>(
        c.runtime.database('orders').db,
        sql`select count(*)::int as n from orders.outbox where type = ${type} and data->'order'->>'_id' = ${orderId}`,
      );
      return Number(n);
    },
    /** The payloads of the events of `type` orders has written for the order, oldest first. */
    async eventData(orderId: string, type: string): Promise<any[]> {
      const rows = await queryRows<{ data: unknown }>(
        c.runtime.database('orders').db,
        sql`select data from orders.outbox where type = ${type} and data->'order'->>'_id' = ${orderId} order by id`,
      );
      return rows.map((row) => row.data);
    },
    async close() {
      await c.close();
      await mp.close();
    },
  };
}

export type OrdersOnEmulator = Awaited<ReturnType<typeof startOrdersOnEmulator>>;
