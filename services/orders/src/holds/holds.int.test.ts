import {
  CAPACITY_SUBJECTS,
  COUPONS_SUBJECTS,
  ORDER_MESSAGES,
  ORDERS_SUBJECTS,
  PAYMENTS_SUBJECTS,
  type CreateOrderReply,
  type Principal,
  type Product,
} from '@kukki/contracts';
import { openDaysAhead } from '@kukki/contracts/testing';
import { compiledSql, newId } from '@kukki/platform';
import { sql } from 'drizzle-orm';
import { COMPOSITIONS, eventually, queryRows, startComposition, type TestComposition } from '@kukki/platform/testing';
import { OrderPaymentsService } from '../payments/payments.service';
import { deliveryAddress, item, orderBody, payer, productsByName } from '../testing/order-fixtures';
import { orderModules } from '../testing/order-modules';
import { paymentSnapshot } from '../testing/payment-snapshots';
import { slotLimitValues, underSlotLimitsSql } from './holds.repository';
import { HoldsService } from './holds.service';

jest.setTimeout(120_000);

const admin: Principal = { userId: newId(), isAdmin: true };
const MINUTE = 60_000;
/** The n-th delivery day from 3 on that the shop delivers (Sundays are closed by default): distinct for distinct n. */
const OPEN_DAYS = openDaysAhead(3, 10);
const daysAhead = (n: number) => OPEN_DAYS[n - 3];
type Created = CreateOrderReply['createdOrder'] & { accessToken: string };

/** Catches the instance of a provider the next time one of its methods runs (the modules run in this process). */
function catchInstance<T extends object>(cls: { prototype: T }, method: keyof T & string): Promise<T> {
  const original = cls.prototype[method] as unknown as (...args: unknown[]) => unknown;
  return new Promise((resolve) => {
    const spy = jest.spyOn(cls.prototype as Record<string, any>, method).mockImplementation(function (this: T, ...args: unknown[]) {
      spy.mockRestore();
      resolve(this);
      return original.apply(this, args);
    });
  });
}

/**
 * Holds of unpaid orders with the clock controlled: the sweep (`releaseExpired(now)`) is called with
 * a time past UNPAID_HOLD_MINUTES (default 60) instead of waiting; coupon uses (coupons service,
 * through orders.order.holds-released / orders.order.paid) and delivery slots (capacity) on both compositions.
 */
describe.each(COMPOSITIONS)('unpaid-order holds (%s)', (kind) => {
  let c: TestComposition;
  let p: Record<string, Product>;
  let holdsService: HoldsService;
  let paymentsService: OrderPaymentsService;
  const holds = () => holdsService;
  const payments = () => paymentsService;
  const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

  const create = (order: unknown): Promise<Created> =>
    c.rpc
      .request(ORDERS_SUBJECTS.create, { guest: true, order }, { principal: null, timeoutMs: 30_000 })
      .then((r) => r.createdOrder as Created);
  const orderFor = (deliveryDate: string, extra: { email?: string; couponCode?: string } = {}) =>
    orderBody([item(p['Pay de limón'])], {
      payer: { ...payer, email: extra.email ?? `holds-${newId().slice(-8)}@example.com` },
      deliveryAddress: { ...deliveryAddress, deliveryDate },
      ...(extra.couponCode ? { couponCode: extra.couponCode } : {}),
    });
  const setDay = (date: string, capacity: number | null) =>
    c.rpc.request(CAPACITY_SUBJECTS.setDay, { date, capacity }, { principal: admin });
  const usedOn = async (date: string) =>
    (await c.rpc.request(CAPACITY_SUBJECTS.get, {}, { principal: admin })).overrides.find((o) => o.date === date)?.used;
  const couponUses = async (code: string) =>
    (await c.rpc.request(COUPONS_SUBJECTS.adminList, {}, { principal: admin })).coupons.find((x) => x.code === code)?.uses;
  const order = async (id: string) => (await c.rpc.request(ORDERS_SUBJECTS.adminGet, { id }, { principal: admin })).order;
  const pay = (o: Created, status: 'approved' | 'rejected', paymentId: number) =>
    payments().applyPayments(o._id, [
      paymentSnapshot(paymentId, status, 0, {
        externalReference: o._id,
        amount: o.totalPrice,
        lastUpdated: new Date().toISOString(),
      }),
    ]);

  beforeAll(async () => {
    c = await startComposition(kind, orderModules());
    p = await productsByName(c.rpc);
    const caught = [catchInstance(HoldsService, 'expiryFor'), catchInstance(OrderPaymentsService, 'reconcile')] as const;
    await create(orderBody([item(p['Pay de limón'])]));
    await c.rpc.request(PAYMENTS_SUBJECTS.reconcile, {}, { principal: admin });
    [holdsService, paymentsService] = await Promise.all(caught);
  });
  afterAll(() => c?.close());

  it('a coupon use and a delivery slot held by an unpaid order come back when the hold expires (not before)', async () => {
    const day = daysAhead(3);
    await setDay(day, 1);
    await c.rpc.request(
      COUPONS_SUBJECTS.adminCreate,
      { code: 'UNAVEZ', amount: 10, isPercent: true, expireDate: daysAhead(10), maxUses: 1 },
      { principal: admin },
    );
    const held = await create(orderFor(day, { couponCode: 'UNAVEZ' }));
    expect(held.discountDescription.code).toBe('UNAVEZ');
    await eventually(async () => expect(await couponUses('UNAVEZ')).toBe(1));
    await expect(create(orderFor(day))).rejects.toMatchObject({ status: 409 });
    await expect(create(orderFor(daysAhead(4), { couponCode: 'UNAVEZ' }))).rejects.toMatchObject({ status: 400 });

    expect(await holds().releaseExpired(at(59))).toBe(0);
    expect(await usedOn(day)).toBe(1);
    expect(await holds().releaseExpired(at(61))).toBeGreaterThanOrEqual(1);
    expect(await usedOn(day)).toBe(0);
    await eventually(async () => expect(await couponUses('UNAVEZ')).toBe(0));
    expect(await order(held._id)).toMatchObject({ status: 'creada', isPaid: false, cancelled: false });
    expect(await holds().releaseExpired(at(120))).toBe(0); // given back once

    // The next customer gets the day and the coupon.
    const next = await create(orderFor(day, { couponCode: 'UNAVEZ' }));
    expect(next.discountDescription.code).toBe('UNAVEZ');
    expect(await usedOn(day)).toBe(1);
    await eventually(async () => expect(await couponUses('UNAVEZ')).toBe(1));

    // A payment approved after the hold expired still pays the order and takes the slot and the use again, past the limits.
    expect(await pay(held, 'approved', 1_400_000_001)).toBe(true);
    expect(await order(held._id)).toMatchObject({ status: 'recibida', isPaid: true });
    expect(await usedOn(day)).toBe(2);
    await eventually(async () => expect(await couponUses('UNAVEZ')).toBe(2));
    // Paid: kept for good, whatever the clock says.
    expect(await holds().releaseExpired(at(24 * 60))).toBe(1); // only `next`, still unpaid
    expect(await usedOn(day)).toBe(1);
    await eventually(async () => expect(await couponUses('UNAVEZ')).toBe(1));
  });

  it('cancelling an unpaid order or a rejected payment gives the slot back once; a later approval takes it again', async () => {
    const day = daysAhead(5);
    await setDay(day, 2);
    const cancelled = await create(orderFor(day));
    const rejected = await create(orderFor(day));
    expect(await usedOn(day)).toBe(2);
    await c.rpc.request(ORDERS_SUBJECTS.cancel, { id: cancelled._id, token: cancelled.accessToken });
    expect(await usedOn(day)).toBe(1);
    await pay(rejected, 'rejected', 1_400_000_002);
    expect(await order(rejected._id)).toMatchObject({ status: 'rechazada', isPaid: false });
    expect(await usedOn(day)).toBe(0);
    expect(await holds().releaseExpired(at(61))).toBe(0); // nothing left to give back
    expect(await usedOn(day)).toBe(0);
    await pay(rejected, 'approved', 1_400_000_003);
    expect(await order(rejected._id)).toMatchObject({ status: 'recibida', isPaid: true });
    expect(await usedOn(day)).toBe(1);
    // A payment on the cancelled order records it but takes nothing back (it stays cancelled).
    await pay(cancelled, 'approved', 1_400_000_004);
    expect(await order(cancelled._id)).toMatchObject({ status: 'cancelada', cancelled: true });
    expect(await usedOn(day)).toBe(1);
  });

  it('a paid order refunded in full gives its slot and coupon use back, once; a partial refund keeps them', async () => {
    const day = daysAhead(4);
    await setDay(day, 1);
    await c.rpc.request(
      COUPONS_SUBJECTS.adminCreate,
      { code: 'DEVUELTO', amount: 10, isPercent: true, expireDate: daysAhead(10), maxUses: 1 },
      { principal: admin },
    );
    const paid = await create(orderFor(day, { couponCode: 'DEVUELTO' }));
    const paymentId = 1_400_000_005;
    const snapshot = (status: string, refundedPesos: number[], minutes: number) =>
      paymentSnapshot(paymentId, status, 0, {
        externalReference: paid._id,
        amount: paid.totalPrice,
        lastUpdated: at(minutes).toISOString(),
        refunds: refundedPesos.map((pesos, i) => ({
          id: `r${i + 1}`,
          amountCents: Math.round(pesos * 100),
          at: at(minutes).toISOString(),
        })),
      });
    expect(await payments().applyPayments(paid._id, [snapshot('approved', [], 1)])).toBe(true);
    await eventually(async () => expect(await couponUses('DEVUELTO')).toBe(1));

    await payments().applyPayments(paid._id, [snapshot('approved', [10], 2)]);
    expect(await order(paid._id)).toMatchObject({ status: 'recibida', isPaid: true });
    expect(await usedOn(day)).toBe(1);

    await payments().applyPayments(paid._id, [snapshot('refunded', [10, paid.totalPrice - 10], 3)]);
    expect(await order(paid._id)).toMatchObject({ status: 'reembolsada', isPaid: false });
    expect(await usedOn(day)).toBe(0);
    await eventually(async () => expect(await couponUses('DEVUELTO')).toBe(0));
    expect(await holds().releaseExpired(at(24 * 60))).toBe(0); // given back once
    expect(await usedOn(day)).toBe(0);
    // The day is free for the next customer.
    await expect(create(orderFor(day))).resolves.toMatchObject({ deliveryAddress: { deliveryDate: day } });
  });

  it('one e-mail holds at most 3 delivery slots with unpaid orders (429 in Spanish); expired holds do not count', async () => {
    const email = `acaparador-${newId().slice(-6)}@example.com`;
    for (const n of [6, 7, 8]) await create(orderFor(daysAhead(n), { email }));
    await setDay(daysAhead(9), 100); // counted where the test can read it
    const usedBefore = await usedOn(daysAhead(9));
    await expect(create(orderFor(daysAhead(9), { email: email.toUpperCase() }))).rejects.toMatchObject({
      status: 429,
      message: ORDER_MESSAGES.unpaidLimit(3),
    });
    expect(await usedOn(daysAhead(9))).toBe(usedBefore); // the refused order took no slot
    await create(orderBody([item(p['Pay de limón'])], { payer: { ...payer, email } })); // no delivery day: no slot held
    await create(orderFor(daysAhead(9))); // another e-mail
    await holds().releaseExpired(at(61));
    await expect(create(orderFor(daysAhead(9), { email }))).resolves.toMatchObject({ payer: { email } });
    await setDay(daysAhead(9), null);
  });

  it('one client address holds at most 10 delivery slots with unpaid orders, whatever the e-mails (429 in Spanish)', async () => {
    const client = `203.0.113.${Number.parseInt(newId().slice(-2), 16)}-${kind}`;
    const fromClient = (order: unknown) =>
      c.rpc
        .request(ORDERS_SUBJECTS.create, { guest: true, order, client }, { principal: null, timeoutMs: 30_000 })
        .then((r) => r.createdOrder as Created);
    for (let n = 0; n < 10; n++) await fromClient(orderFor(daysAhead(6 + (n % 4))));
    await expect(fromClient(orderFor(daysAhead(10)))).rejects.toMatchObject({ status: 429, message: ORDER_MESSAGES.unpaidLimitAddress });
    await fromClient(orderBody([item(p['Pay de limón'])])); // no delivery day: no slot held
    await create(orderFor(daysAhead(10))); // another address
  });

  it("the unpaid-order limits read the buyer's own orders, not every unpaid order of the shop", async () => {
    const db = c.runtime.database('orders').db;
    const { _id } = await create(orderFor(daysAhead(6)));
    // 3,000 more unpaid orders holding a slot, from other buyers: copies of that one under new ids, e-mails and addresses.
    await db.execute(sql`
      insert into orders.orders
      select (jsonb_populate_record(null::orders.orders, to_jsonb(o) || jsonb_build_object(
        'id', md5(o.id || g), 'order_seq', nextval('orders.order_number_seq'), 'client_key', md5('address' || g),
        'payer', o.payer || jsonb_build_object('email', 'otro-' || g || '@example.com')))).*
      from orders.orders o, generate_series(1, 3000) g where o.id = ${_id}`);
    const plan = compiledSql(() => sql`explain select ${underSlotLimitsSql(true)}`);
    const values = slotLimitValues({ email: 'nueva@example.com', clientKey: 'k' }, new Date(), { email: 3, address: 10 });
    const lines = (await queryRows<{ 'QUERY PLAN': string }>(db, plan(values))).map((r) => r['QUERY PLAN']).join('\n');
    expect(lines).toMatch(/orders_payer_email_idx/);
    expect(lines).not.toMatch(/orders_hold_expiry_idx/);
    await db.execute(sql`delete from orders.orders where payer->>'email' like 'otro-%@example.com'`);
  });

  it('loopback is no client address: orders from 127.0.0.1 or ::1 are limited per e-mail only', async () => {
    for (const client of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const fromClient = (order: unknown) =>
        c.rpc
          .request(ORDERS_SUBJECTS.create, { guest: true, order, client }, { principal: null, timeoutMs: 30_000 })
          .then((r) => r.createdOrder as Created);
      for (let n = 0; n < 11; n++) await fromClient(orderFor(daysAhead(6 + (n % 4))));
    }
  });
});
