import { CAPACITY_SUBJECTS, ORDERS_SUBJECTS, type CreateOrderReply, type Principal, type Product, formatShopDate } from '@kukki/contracts';
import { openDaysAhead } from '@kukki/contracts/testing';
import { sql } from 'drizzle-orm';
import { newId } from '@kukki/platform';
import { COMPOSITIONS, startComposition, type TestComposition } from '@kukki/platform/testing';
import { capacitySettings } from '../db/schema';
import { deliveryAddress, item, orderBody, payer, productsByName } from '../testing/order-fixtures';
import { orderModules } from '../testing/order-modules';
import { DEFAULT_CAPACITY_SETTINGS } from './capacity-settings';
import { CapacityRepository } from './capacity.repository';

const admin: Principal = { userId: newId(), isAdmin: true };
/** Four distinct days the shop delivers (Sundays are closed by default). */
const [day3, day4, day5, day6] = openDaysAhead(3, 4);

describe.each(COMPOSITIONS)('order numbers and daily capacity (%s)', (kind) => {
  let c: TestComposition;
  let p: Record<string, Product>;

  const create = (order: unknown) => c.rpc.request(ORDERS_SUBJECTS.create, { guest: true, order }, { principal: null, timeoutMs: 30_000 });
  // A buyer of their own each: one e-mail holds at most 3 slots with unpaid orders (holds.int.test.ts).
  const orderFor = (deliveryDate: string, extra: Record<string, unknown> = {}) =>
    orderBody([item(p['Pay de limón'])], {
      payer: { ...payer, email: `cupo-${newId().slice(-8)}@example.com` },
      deliveryAddress: { ...deliveryAddress, deliveryDate },
      ...extra,
    });
  const setDay = (date: string, capacity: number | null) =>
    c.rpc.request(CAPACITY_SUBJECTS.setDay, { date, capacity }, { principal: admin });

  beforeAll(async () => {
    c = await startComposition(kind, orderModules());
    p = await productsByName(c.rpc);
  });
  afterAll(() => c?.close());

  it('50 concurrent guest orders get 50 distinct numbers K-000000 shown in every order shape', async () => {
    const replies = await Promise.all(Array.from({ length: 50 }, () => create(orderBody([item(p['Pay de limón'])]))));
    const numbers = replies.map((r) => r.createdOrder.orderNumber);
    expect(numbers.every((n) => /^K-\d{6,}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(50);
    const first = replies[0].createdOrder;
    expect(first._id).toMatch(/^[0-9a-f]{24}$/);
    const detail = await c.rpc.request(ORDERS_SUBJECTS.adminGet, { id: first._id }, { principal: admin });
    expect(detail.order.orderNumber).toBe(first.orderNumber);
    const list = await c.rpc.request(ORDERS_SUBJECTS.adminList, { q: first.orderNumber }, { principal: admin });
    expect(list.orders.map((o) => o._id)).toEqual([first._id]);
  });

  it('the last free slot of a day is race-safe: 8 concurrent orders for 3 slots → 3 win, 5 get 409', async () => {
    const day = day3;
    await setDay(day, 3);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => create(orderFor(day))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(5);
    for (const r of refused)
      expect(r.reason).toMatchObject({
        status: 409,
        message: `Ya no tenemos cupo para entregar el ${formatShopDate(day)}, por favor elige otra fecha`,
      });
    const capacity = await c.rpc.request(CAPACITY_SUBJECTS.get, {}, { principal: admin });
    expect(capacity.overrides).toContainEqual({ date: day, capacity: 3, used: 3 });
    const { dates } = await c.rpc.request(CAPACITY_SUBJECTS.deliveryDates, {});
    expect(dates.find((d) => d.date === day)).toEqual({ date: day, available: false });
  });

  it('exactly one of several concurrent orders wins the single slot; cancelling it unpaid gives the slot back', async () => {
    const day = day4;
    await setDay(day, 1);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => create(orderFor(day))));
    const won = results.filter((r): r is PromiseFulfilledResult<CreateOrderReply> => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const order = won[0].value.createdOrder as CreateOrderReply['createdOrder'] & { accessToken: string };
    await c.rpc.request(ORDERS_SUBJECTS.cancel, { id: order._id, token: order.accessToken });
    const again = await create(orderFor(day));
    expect(again.createdOrder.deliveryAddress.deliveryDate).toBe(day);
    await expect(create(orderFor(day))).rejects.toMatchObject({ status: 409 });
    // An admin cancelling an unpaid order gives the slot back too (once).
    await c.rpc.request(ORDERS_SUBJECTS.adminUpdateStatus, { id: again.createdOrder._id, status: 'cancelada' }, { principal: admin });
    await c.rpc.request(ORDERS_SUBJECTS.adminUpdateStatus, { id: again.createdOrder._id, status: 'cancelada' }, { principal: admin });
    const capacity = await c.rpc.request(CAPACITY_SUBJECTS.get, {}, { principal: admin });
    expect(capacity.overrides).toContainEqual({ date: day, capacity: 1, used: 0 });
  });

  it('a closed day (0) and the default per day refuse with 409; null removes the limits; orders without a date use none', async () => {
    const closed = day5;
    await setDay(closed, 0);
    await expect(create(orderFor(closed))).rejects.toMatchObject({
      status: 409,
      message: `No hacemos entregas el ${formatShopDate(closed)}, por favor elige otra fecha`,
    });
    const day = day6;
    await c.rpc.request(CAPACITY_SUBJECTS.setDefault, { defaultPerDay: 1 }, { principal: admin });
    try {
      await create(orderFor(day));
      await expect(create(orderFor(day))).rejects.toMatchObject({ status: 409 });
      await create(orderBody([item(p['Pay de limón'])], { payer })); // no delivery date: no capacity used
      await c.rpc.request(CAPACITY_SUBJECTS.setDefault, { defaultPerDay: null }, { principal: admin });
      await setDay(closed, null);
      await create(orderFor(day));
      await create(orderFor(closed));
      const capacity = await c.rpc.request(CAPACITY_SUBJECTS.get, {}, { principal: admin });
      expect(capacity.defaultPerDay).toBeNull();
      expect(capacity.overrides.map((o) => o.date)).not.toContain(closed);
    } finally {
      await c.rpc.request(CAPACITY_SUBJECTS.setDefault, { defaultPerDay: null }, { principal: admin });
    }
  });

  it('admin capacity changes are validated with Spanish messages and need an admin', async () => {
    await expect(c.rpc.request(CAPACITY_SUBJECTS.setDefault, { defaultPerDay: -1 }, { principal: admin })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^La capacidad diaria/),
    });
    await expect(c.rpc.request(CAPACITY_SUBJECTS.setDay, { date: '2026-02-30', capacity: 2 }, { principal: admin })).rejects.toMatchObject({
      status: 400,
      message: 'La fecha no es válida, usa el formato AAAA-MM-DD',
    });
    // A day already gone takes no capacity; an old setting can still be taken off.
    await expect(c.rpc.request(CAPACITY_SUBJECTS.setDay, { date: '1999-01-01', capacity: 5 }, { principal: admin })).rejects.toMatchObject({
      status: 400,
      message: 'Ese día ya pasó: elige hoy o un día futuro',
    });
    await expect(
      c.rpc.request(CAPACITY_SUBJECTS.setDay, { date: '1999-01-01', capacity: null }, { principal: admin }),
    ).resolves.toBeTruthy();
    await expect(c.rpc.request(CAPACITY_SUBJECTS.get, {}, { principal: { userId: newId(), isAdmin: false } })).rejects.toMatchObject({
      status: 403,
    });
  });

  it("the settings before any save are the columns' defaults: no limit, Sunday closed, counted in orders", async () => {
    const rolledBack = new Error('rolled back');
    const seen = c.runtime.database('orders').db.transaction(async (tx) => {
      await tx.delete(capacitySettings);
      const unsaved = await new CapacityRepository(tx).settings();
      await tx.execute(sql`insert into orders.capacity_settings (id) values (1)`);
      const stored = await new CapacityRepository(tx).settings();
      expect(unsaved).toEqual(DEFAULT_CAPACITY_SETTINGS);
      expect(stored).toEqual(DEFAULT_CAPACITY_SETTINGS);
      expect(DEFAULT_CAPACITY_SETTINGS).toEqual({ defaultPerDay: null, closedWeekdays: [0], capacityUnit: 'orders' });
      throw rolledBack;
    });
    await expect(seen).rejects.toBe(rolledBack);
  });
});
