import {
  CAPACITY_SUBJECTS,
  CATALOGUE_ADMIN_SUBJECTS,
  ORDERS_SUBJECTS,
  formatShopDate,
  weekdayOf,
  type CreateOrderReply,
  type Principal,
  type Product,
} from '@kukki/contracts';
import { openDaysAhead } from '@kukki/contracts/testing';
import { newId } from '@kukki/platform';
import { COMPOSITIONS, startComposition, type TestComposition } from '@kukki/platform/testing';
import { deliveryAddress, item, orderBody, payer, productsByName } from '../testing/order-fixtures';
import { orderModules } from '../testing/order-modules';

const admin: Principal = { userId: newId(), isAdmin: true };

describe.each(COMPOSITIONS)('daily stock and closed weekdays (%s)', (kind) => {
  let c: TestComposition;
  let p: Record<string, Product>;
  const [dayA, dayB, dayC, dayD] = openDaysAhead(12, 4);

  const create = (order: unknown) =>
    c.rpc.request(ORDERS_SUBJECTS.create, { guest: true, order }, { principal: null, timeoutMs: 30_000 }) as Promise<CreateOrderReply>;
  // Each order from its own buyer: one e-mail may hold only UNPAID_ORDERS_PER_EMAIL_PER_DAY days with unpaid orders.
  let buyers = 0;
  const orderOf = (product: Product, quantity: number, deliveryDate: string) =>
    orderBody([item(product, 0, quantity)], {
      deliveryAddress: { ...deliveryAddress, deliveryDate },
      payer: { ...payer, email: `comprador.${++buyers}@example.com` },
    });
  const setStock = (product: Product, dailyStock: number | null) =>
    c.rpc.request(CATALOGUE_ADMIN_SUBJECTS.updateProduct, { id: product._id, product: { dailyStock } }, { principal: admin });
  const remaining = async (product: Product, day: string) => {
    const { dates } = await c.rpc.request(CAPACITY_SUBJECTS.deliveryDates, { productIds: [product._id] });
    return dates.find((d) => d.date === day);
  };

  beforeAll(async () => {
    c = await startComposition(kind, orderModules());
    p = await productsByName(c.rpc);
  });
  afterAll(() => c?.close());

  it('the last units are race-safe: 6 concurrent orders of 2 for 7 units → exactly 3 win, the rest get a 409 naming the product and units left', async () => {
    const pay = p['Pay de limón'];
    expect((await setStock(pay, 7)).product.dailyStock).toBe(7);
    try {
      const results = await Promise.allSettled(Array.from({ length: 6 }, () => create(orderOf(pay, 2, dayA))));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused).toHaveLength(3);
      for (const r of refused)
        expect(r.reason).toMatchObject({ status: 409, message: `Solo queda 1 unidad de Pay de limón para el ${formatShopDate(dayA)}` });
      expect(await remaining(pay, dayA)).toMatchObject({ available: true, soldOut: [], remaining: { [pay._id]: 1 } });
      await create(orderOf(pay, 1, dayA));
      expect(await remaining(pay, dayA)).toMatchObject({ available: false, soldOut: [pay._id], remaining: { [pay._id]: 0 } });
      await expect(create(orderOf(pay, 1, dayA))).rejects.toMatchObject({
        status: 409,
        message: `Pay de limón ya se agotó para el ${formatShopDate(dayA)} (quedan 0), por favor elige otra fecha`,
      });
      // Another day has its own stock.
      expect(await remaining(pay, dayB)).toMatchObject({ available: true, remaining: { [pay._id]: 7 } });
    } finally {
      await setStock(pay, null);
    }
  });

  it('an order of several products is refused whole when one has too few units: the 409 names it and no count moves', async () => {
    const pay = p['Pay de limón'];
    const other = p['Brownies de chocolate'];
    await Promise.all([setStock(pay, 5), setStock(other, 1)]);
    await c.rpc.request(CAPACITY_SUBJECTS.setDay, { date: dayD, capacity: 100 }, { principal: admin });
    const slotsUsed = async () =>
      (await c.rpc.request(CAPACITY_SUBJECTS.get, {}, { principal: admin })).overrides.find((o) => o.date === dayD)?.used;
    try {
      const both = (payUnits: number, otherUnits: number) =>
        orderBody([item(pay, 0, payUnits), item(other, 0, otherUnits)], {
          deliveryAddress: { ...deliveryAddress, deliveryDate: dayD },
          payer: { ...payer, email: `comprador.${++buyers}@example.com` },
        });
      await expect(create(both(2, 2))).rejects.toMatchObject({
        status: 409,
        message: `Solo queda 1 unidad de ${other.name} para el ${formatShopDate(dayD)}`,
      });
      expect(await remaining(pay, dayD)).toMatchObject({ remaining: { [pay._id]: 5 } });
      expect(await remaining(other, dayD)).toMatchObject({ remaining: { [other._id]: 1 } });
      expect(await slotsUsed()).toBe(0); // nor the day's slot
      await create(both(2, 1));
      expect(await slotsUsed()).toBe(1);
      expect(await remaining(pay, dayD)).toMatchObject({ remaining: { [pay._id]: 3 } });
      expect(await remaining(other, dayD)).toMatchObject({ available: false, remaining: { [other._id]: 0 } });
    } finally {
      await Promise.all([setStock(pay, null), setStock(other, null)]);
      await c.rpc.request(CAPACITY_SUBJECTS.setDay, { date: dayD, capacity: null }, { principal: admin });
    }
  });

  it('cancelling an unpaid order gives its units back (customer cancel and admin cancel, once)', async () => {
    const pay = p['Pay de limón'];
    await setStock(pay, 3);
    try {
      const first = (await create(orderOf(pay, 3, dayC))).createdOrder as CreateOrderReply['createdOrder'] & { accessToken: string };
      await expect(create(orderOf(pay, 1, dayC))).rejects.toMatchObject({ status: 409 });
      await c.rpc.request(ORDERS_SUBJECTS.cancel, { id: first._id, token: first.accessToken });
      expect(await remaining(pay, dayC)).toMatchObject({ remaining: { [pay._id]: 3 } });
      const second = (await create(orderOf(pay, 2, dayC))).createdOrder;
      expect(await remaining(pay, dayC)).toMatchObject({ remaining: { [pay._id]: 1 } });
      for (let i = 0; i < 2; i++)
        await c.rpc.request(ORDERS_SUBJECTS.adminUpdateStatus, { id: second._id, status: 'cancelada' }, { principal: admin });
      expect(await remaining(pay, dayC)).toMatchObject({ remaining: { [pay._id]: 3 } });
    } finally {
      await setStock(pay, null);
    }
  });

  it('closed weekdays (default Sunday) are refused with 409 and marked closed; counting capacity in items', async () => {
    const capacity = await c.rpc.request(CAPACITY_SUBJECTS.get, {}, { principal: admin });
    expect(capacity).toMatchObject({ closedWeekdays: [0], capacityUnit: 'orders' });
    const { dates } = await c.rpc.request(CAPACITY_SUBJECTS.deliveryDates, {});
    const sunday = dates.find((d) => weekdayOf(d.date) === 0)!;
    expect(sunday).toEqual({ date: sunday.date, available: false, closed: true });
    await expect(create(orderOf(p['Pay de limón'], 1, sunday.date))).rejects.toMatchObject({
      status: 409,
      message: 'No hacemos entregas los domingos, por favor elige otra fecha',
    });
    const monday = dates.find((d) => weekdayOf(d.date) === 1)!;
    await c.rpc.request(CAPACITY_SUBJECTS.setDefault, { closedWeekdays: [1] }, { principal: admin });
    try {
      expect((await c.rpc.request(CAPACITY_SUBJECTS.deliveryDates, {})).dates.find((d) => d.date === monday.date)).toMatchObject({
        closed: true,
      });
      await create(orderOf(p['Pay de limón'], 1, sunday.date));
      await expect(create(orderOf(p['Pay de limón'], 1, monday.date))).rejects.toMatchObject({
        status: 409,
        message: expect.stringContaining('lunes'),
      });
    } finally {
      await c.rpc.request(CAPACITY_SUBJECTS.setDefault, { closedWeekdays: [0] }, { principal: admin });
    }
    await expect(
      c.rpc.request(CAPACITY_SUBJECTS.setDefault, { closedWeekdays: [0, 1, 2, 3, 4, 5, 6] }, { principal: admin }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Los días sin entrega/),
    });

    // Capacity in items: a day of 5 units takes an order of 3 and refuses another of 3.
    const [day] = openDaysAhead(20, 1);
    await c.rpc.request(CAPACITY_SUBJECTS.setDefault, { capacityUnit: 'items' }, { principal: admin });
    await c.rpc.request(CAPACITY_SUBJECTS.setDay, { date: day, capacity: 5 }, { principal: admin });
    try {
      await create(orderOf(p['Pay de limón'], 3, day));
      // The quote counts this order's units as the order would: no summary for an order the day cannot take.
      const quote = (order: unknown) => c.rpc.request(ORDERS_SUBJECTS.quote, { guest: true, order });
      await expect(quote(orderOf(p['Pay de limón'], 3, day))).rejects.toMatchObject({ status: 409 });
      await expect(quote(orderOf(p['Pay de limón'], 2, day))).resolves.toBeTruthy();
      await expect(create(orderOf(p['Pay de limón'], 3, day))).rejects.toMatchObject({ status: 409 });
      await create(orderOf(p['Pay de limón'], 2, day));
      expect((await c.rpc.request(CAPACITY_SUBJECTS.get, {}, { principal: admin })).overrides).toContainEqual({
        date: day,
        capacity: 5,
        used: 5,
      });
      // A change of unit counts the day again in the new one: 2 orders, then their 5 units.
      const usedAfter = async (capacityUnit: 'orders' | 'items') =>
        (await c.rpc.request(CAPACITY_SUBJECTS.setDefault, { capacityUnit }, { principal: admin })).overrides.find((o) => o.date === day)
          ?.used;
      expect(await usedAfter('orders')).toBe(2);
      expect(await usedAfter('items')).toBe(5);
    } finally {
      await c.rpc.request(CAPACITY_SUBJECTS.setDefault, { capacityUnit: 'orders' }, { principal: admin });
      await c.rpc.request(CAPACITY_SUBJECTS.setDay, { date: day, capacity: null }, { principal: admin });
    }
  });
});
