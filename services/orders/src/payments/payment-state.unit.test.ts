import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { baseEnvShape, EmbeddedRuntime, newId, parseEnv } from '@kukki/platform';
import { ORDERS_MIGRATIONS } from '../orders.module';
import { PAYMENTS_MIGRATIONS } from './index';
import { minutesIn as t, paymentSnapshot as payment } from '../testing/payment-snapshots';
import type { PaymentSnapshot } from '@kukki/contracts';
import { decidePayment, toLedgerEntry, type OrderPaymentView } from './payment-state';
import { PaymentsRepository } from './payments.repository';

const awaiting: OrderPaymentView = { status: 'creada', isPaid: false, cancelled: false, paymentResult: null, totalCents: 36900 };

let runtime: EmbeddedRuntime;
let ledgerRepository: PaymentsRepository;

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-payment-state-'));
  runtime = await EmbeddedRuntime.create(
    parseEnv(baseEnvShape, { ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dataDir }),
    {
      inMemory: true,
    },
  );
  const handle = runtime.database();
  await handle.migrate('orders', ORDERS_MIGRATIONS);
  await handle.migrate('orders_payments', PAYMENTS_MIGRATIONS);
  ledgerRepository = new PaymentsRepository(handle.db);
});
afterAll(() => runtime?.close());

/**
 * Replays notifications through the production ledger — PaymentsRepository's upsert, whose SQL keeps
 * a newer fetch over an older one — and decidePayment, applying each decision's changes to the order.
 * Each replay starts from an empty ledger (in-memory PGlite).
 */
async function replay(order: OrderPaymentView, notifications: PaymentSnapshot[]) {
  await runtime.database().db.execute(sql`delete from orders.payments`);
  const orderId = newId();
  const events: string[] = [];
  let current = { ...order };
  for (const p of notifications) {
    await ledgerRepository.upsertPayment(orderId, toLedgerEntry(p));
    const d = decidePayment(current, await ledgerRepository.ledger(orderId));
    if (d) {
      current = { ...current, ...d.changes };
      if (d.event) events.push(d.event);
    }
  }
  return { order: current, events };
}

describe('decidePayment', () => {
  it('approved → paid, recibida, event paid', () => {
    const d = decidePayment(awaiting, [toLedgerEntry(payment(1, 'approved', 5))])!;
    expect(d.event).toBe('paid');
    expect(d.changes).toMatchObject({ isPaid: true, status: 'recibida', paymentResult: { id: '1', status: 'approved' } });
    expect(d.changes.paidAt!.toISOString()).toBe(t(5));
  });

  it('rejected → rechazada with event; pending and in_process change no status', () => {
    expect(decidePayment(awaiting, [toLedgerEntry(payment(1, 'rejected', 5))])).toMatchObject({
      event: 'payment-rejected',
      changes: { status: 'rechazada' },
    });
    const pending = decidePayment(awaiting, [toLedgerEntry(payment(2, 'pending', 5))])!;
    expect(pending.event).toBeNull();
    expect(pending.changes.status).toBeUndefined();
    expect(pending.changes.paymentResult!.status).toBe('pending');
    expect(decidePayment(awaiting, [toLedgerEntry(payment(3, 'in_process', 5))])!.changes.status).toBeUndefined();
  });

  it('is idempotent: the same notification twice changes nothing the second time', async () => {
    const { order, events } = await replay(awaiting, [payment(1, 'approved', 5), payment(1, 'approved', 5), payment(1, 'approved', 5)]);
    expect(events).toEqual(['paid']);
    expect(order).toMatchObject({ isPaid: true, status: 'recibida' });
  });

  it('an older notification never undoes a newer state (same payment fetched stale)', async () => {
    const { order, events } = await replay(awaiting, [payment(1, 'approved', 9), payment(1, 'pending', 2)]);
    expect(order).toMatchObject({ isPaid: true, status: 'recibida', paymentResult: { status: 'approved' } });
    expect(events).toEqual(['paid']);
  });

  it('a paid order never returns to unpaid, whatever arrives after (other payments rejected, older or newer)', async () => {
    const { order, events } = await replay(awaiting, [payment(2, 'approved', 5), payment(1, 'rejected', 1), payment(3, 'rejected', 20)]);
    expect(order).toMatchObject({ isPaid: true, status: 'recibida', paymentResult: { id: '2', status: 'approved' } });
    expect(events).toEqual(['paid']);
  });

  it('out of order: a newer retry decides over an older rejection, and approval after rejection pays', async () => {
    const late = await replay(awaiting, [payment(2, 'pending', 10), payment(1, 'rejected', 1)]);
    expect(late.order).toMatchObject({ status: 'creada', paymentResult: { id: '2', status: 'pending' } });
    expect(late.events).toEqual([]);
    const retry = await replay(awaiting, [payment(1, 'rejected', 1), payment(2, 'approved', 10)]);
    expect(retry.order).toMatchObject({ isPaid: true, status: 'recibida' });
    expect(retry.events).toEqual(['payment-rejected', 'paid']);
  });

  it('an order an admin moved on keeps its status; a cancelled order records the payment without an event', () => {
    expect(decidePayment({ ...awaiting, status: 'cocinando' }, [toLedgerEntry(payment(1, 'approved', 1))])!.changes.status).toBeUndefined();
    expect(decidePayment({ ...awaiting, status: 'cocinando' }, [toLedgerEntry(payment(1, 'rejected', 1))])!.changes.status).toBeUndefined();
    const cancelled = decidePayment({ ...awaiting, status: 'cancelada', cancelled: true }, [toLedgerEntry(payment(1, 'approved', 1))])!;
    expect(cancelled).toMatchObject({ event: null, changes: { isPaid: true } });
    expect(cancelled.changes.status).toBeUndefined();
  });

  it('an approved payment of another amount or currency never pays: recorded as a mismatch, once', async () => {
    for (const over of [{ amount: 1 }, { amount: 368.99 }, { currency: 'USD' }, { amount: undefined }]) {
      const { order, events } = await replay(awaiting, [payment(1, 'approved', 1, over), payment(1, 'approved', 1, over)]);
      expect(order).toMatchObject({ isPaid: false, status: 'creada', paymentMismatch: { paymentId: '1', expected: 369 } });
      expect(events).toEqual(['payment-mismatch']);
    }
    expect(decidePayment(awaiting, [toLedgerEntry(payment(1, 'approved', 1, { amount: 369.004 }))])!.changes.isPaid).toBe(true);
    // a later payment of the right amount pays it
    const { order } = await replay(awaiting, [payment(1, 'approved', 1, { amount: 1 }), payment(2, 'approved', 5)]);
    expect(order).toMatchObject({ isPaid: true, status: 'recibida', paymentResult: { id: '2' } });
  });

  it.each(['refunded', 'charged_back', 'cancelled'])('a paid order whose payment becomes %s is unpaid and reembolsada', async (status) => {
    const { order, events } = await replay(awaiting, [payment(1, 'approved', 1), payment(1, status, 30), payment(1, status, 30)]);
    expect(order).toMatchObject({ isPaid: false, paidAt: null, status: 'reembolsada', paymentResult: { id: '1', status } });
    expect(events).toEqual(['paid', 'refunded']);
    // a stale approval arriving late does not pay it again
    expect((await replay(order, [payment(1, 'approved', 1)])).order).toMatchObject({ isPaid: false, status: 'reembolsada' });
  });

  it('a refund of another payment leaves the order paid by its own approval', async () => {
    const { order, events } = await replay(awaiting, [payment(1, 'approved', 1), payment(2, 'approved', 2), payment(2, 'refunded', 30)]);
    expect(order).toMatchObject({ isPaid: true, status: 'recibida', paymentResult: { id: '1' } });
    expect(events).toEqual(['paid']);
  });
});
