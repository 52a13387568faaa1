import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { COUPON_MESSAGES, COUPONS_SUBJECTS, EVENTS, ORDER_HOLD_EVENTS, shopDay, type Principal } from '@kukki/contracts';
import { newId } from '@kukki/platform';
import { COMPOSITIONS, eventually, startComposition, type TestComposition } from '@kukki/platform/testing';
import { eq, sql } from 'drizzle-orm';
import { CouponsModule } from './coupons.module';
import { redemptions } from './db/schema';

const admin: Principal = { userId: newId(), isAdmin: true };
const dayAhead = (n: number) => format(addDays(new Date(`${shopDay()}T12:00:00`), n), 'yyyy-MM-dd');

describe.each(COMPOSITIONS)('coupons service (%s)', (kind) => {
  let c: TestComposition;
  const create = (data: object, principal: Principal | null = admin) => c.rpc.request(COUPONS_SUBJECTS.adminCreate, data, { principal });
  const validate = (code: string) => c.rpc.request(COUPONS_SUBJECTS.validate, { code });

  beforeAll(async () => {
    c = await startComposition(kind, [['coupons', (rt) => CouponsModule.forRoot(rt)]]);
  });
  afterAll(() => c?.close());

  it('creates a coupon with its code upper-case and answers the spec DTO', async () => {
    const { coupon } = await create({ code: ' verano15 ', amount: 15, isPercent: true, isActive: true, expireDate: dayAhead(10) });
    expect(coupon).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      code: 'VERANO15',
      isActive: true,
      isPercent: true,
      amount: 15,
      expireDate: dayAhead(10),
      maxUses: null,
      oncePerCustomer: false,
      minOrderAmount: null,
      uses: 0,
    });
    const iso = await create({ code: 'ISO', amount: '50.5', isPercent: false, expireDate: `${dayAhead(2)}T00:00:00.000Z` });
    expect(iso.coupon).toMatchObject({ amount: 50.5, isPercent: false, isActive: true, expireDate: dayAhead(2) });
  });

  it('refuses a duplicate code (409), whatever its case', async () => {
    await expect(create({ code: 'Verano15', amount: 5, isPercent: true, expireDate: dayAhead(1) })).rejects.toMatchObject({
      status: 409,
      message: 'Ya existe un cupón con ese código',
    });
  });

  it('checks code, amount, percent and the expiry window', async () => {
    const base = { code: 'X1', amount: 10, isPercent: true, expireDate: dayAhead(1) };
    await expect(create({ ...base, code: '' })).rejects.toMatchObject({ status: 400, message: 'Por favor ingresa el código del cupón' });
    await expect(create({ ...base, code: undefined })).rejects.toMatchObject({ status: 400 });
    await expect(create({ ...base, amount: 0 })).rejects.toMatchObject({ status: 400, message: 'El monto del cupón debe ser mayor a 0' });
    await expect(create({ ...base, amount: -5 })).rejects.toMatchObject({ status: 400 });
    await expect(create({ ...base, amount: 101 })).rejects.toMatchObject({
      status: 400,
      message: 'El porcentaje de descuento no puede ser mayor a 100',
    });
    await expect(create({ ...base, amount: 500, isPercent: false })).resolves.toBeTruthy();
    await expect(create({ ...base, code: 'X4', amount: 1e308, isPercent: false })).rejects.toMatchObject({
      status: 400,
      message: 'El monto del cupón es demasiado alto',
    });
    await expect(create({ ...base, code: 'X2', expireDate: dayAhead(-1) })).rejects.toMatchObject({
      status: 400,
      // the bounds in words, as the admin reads dates: «entre el sábado, 28 de noviembre de 2026 y el …» (any day's name: sábado, miércoles)
      message: expect.stringMatching(
        /^La fecha de expiración debe estar entre el [a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4} y el [a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4}$/,
      ),
    });
    await expect(create({ ...base, code: 'X2', expireDate: dayAhead(181) })).rejects.toMatchObject({ status: 400 });
    for (const expireDate of ['mañana', '2027-02-30', '2026-13-01'])
      await expect(create({ ...base, code: 'X2', expireDate })).rejects.toMatchObject({
        status: 400,
        message: 'La fecha de expiración no es válida',
      });
    await expect(create({ ...base, code: 'X2', expireDate: dayAhead(180) })).resolves.toBeTruthy();
    await expect(create({ ...base, code: 'X3', expireDate: shopDay() })).resolves.toBeTruthy();
  });

  it('is admin only', async () => {
    await expect(create({ code: 'NOPE', amount: 1, expireDate: dayAhead(1) }, { userId: newId(), isAdmin: false })).rejects.toMatchObject({
      status: 403,
    });
    await expect(c.rpc.request(COUPONS_SUBJECTS.adminList, {})).rejects.toMatchObject({ status: 401 });
  });

  it('lists, gets and updates coupons', async () => {
    const { coupons } = await c.rpc.request(COUPONS_SUBJECTS.adminList, {}, { principal: admin });
    expect(coupons.map((x) => x.code)).toEqual(expect.arrayContaining(['VERANO15', 'ISO', 'X1']));
    const target = coupons.find((x) => x.code === 'VERANO15')!;
    expect((await c.rpc.request(COUPONS_SUBJECTS.adminGet, { id: target._id }, { principal: admin })).coupon).toEqual(target);
    const { coupon } = await c.rpc.request(
      COUPONS_SUBJECTS.adminUpdate,
      { id: target._id, isActive: false, amount: 20 },
      { principal: admin },
    );
    expect(coupon).toEqual({ ...target, isActive: false, amount: 20 });
    await expect(c.rpc.request(COUPONS_SUBJECTS.adminUpdate, { id: target._id, code: 'iso' }, { principal: admin })).rejects.toMatchObject({
      status: 409,
    });
    await expect(c.rpc.request(COUPONS_SUBJECTS.adminUpdate, { id: target._id, amount: 150 }, { principal: admin })).rejects.toMatchObject({
      status: 400,
    });
    await expect(c.rpc.request(COUPONS_SUBJECTS.adminGet, { id: 'a'.repeat(24) }, { principal: admin })).rejects.toMatchObject({
      status: 404,
      message: 'El cupón no existe',
    });
    await expect(c.rpc.request(COUPONS_SUBJECTS.adminGet, { id: 'nope' }, { principal: admin })).rejects.toMatchObject({ status: 400 });
  });

  it('validates only active, unexpired coupons, case-insensitively', async () => {
    const { coupon } = await validate('iso');
    expect(coupon.code).toBe('ISO');
    await expect(validate('VERANO15')).rejects.toMatchObject({ status: 400, message: 'El cupón no está activo' });
    await expect(validate('NOEXISTE')).rejects.toMatchObject({ status: 404, message: 'El cupón no existe' });
    await expect(validate('')).rejects.toMatchObject({ status: 400 });
    // An expired coupon (written directly: the admin API refuses past dates).
    const { coupon: old } = await create({ code: 'VIEJO', amount: 5, expireDate: shopDay() });
    const { couponsTable } = await import('./db/schema');
    await c.runtime
      .database('coupons')
      .db.update(couponsTable)
      .set({ expireDate: dayAhead(-1) })
      .where(eq(couponsTable.id, old._id));
    await expect(validate('viejo')).rejects.toMatchObject({ status: 400, message: 'El cupón ya expiró' });
  });

  it('records a redemption once per order from orders.order.created', async () => {
    const orderId = newId();
    const event = (id: string) => ({
      id,
      type: EVENTS.orderCreated,
      occurredAt: new Date().toISOString(),
      data: {
        orderUrl: '',
        order: {
          _id: orderId,
          user: null,
          discountPrice: 12.5,
          discountDescription: { type: 'CP', code: 'iso', isActive: true, isPercentage: false, amount: 50.5 },
        },
      },
    });
    const first = newId();
    await c.runtime.events.publish(event(first));
    await c.runtime.events.publish(event(first)); // redelivery
    await c.runtime.events.publish(event(newId())); // same order, another envelope
    const db = c.runtime.database('coupons').db;
    await eventually(async () => {
      const rows = await db.select().from(redemptions).where(eq(redemptions.orderId, orderId));
      expect(rows).toEqual([expect.objectContaining({ code: 'ISO', discountCents: 1250 })]);
    });
  });

  it('limits: maxUses, oncePerCustomer and minOrderAmount are optional, validated in Spanish, editable and clearable', async () => {
    const base = { code: 'LIM1', amount: 10, isPercent: true, expireDate: dayAhead(3) };
    await expect(create({ ...base, maxUses: 0 })).rejects.toMatchObject({ status: 400, message: COUPON_MESSAGES.maxUsesInvalid });
    await expect(create({ ...base, maxUses: 1.5 })).rejects.toMatchObject({ status: 400, message: COUPON_MESSAGES.maxUsesInvalid });
    await expect(create({ ...base, oncePerCustomer: 'sí' })).rejects.toMatchObject({
      status: 400,
      message: COUPON_MESSAGES.oncePerCustomerInvalid,
    });
    await expect(create({ ...base, minOrderAmount: -1 })).rejects.toMatchObject({
      status: 400,
      message: COUPON_MESSAGES.minOrderAmountInvalid,
    });
    const { coupon } = await create({ ...base, maxUses: '3', oncePerCustomer: true, minOrderAmount: '250.5' });
    expect(coupon).toMatchObject({ maxUses: 3, oncePerCustomer: true, minOrderAmount: 250.5, uses: 0 });
    const update = (data: object) => c.rpc.request(COUPONS_SUBJECTS.adminUpdate, { id: coupon._id, ...data }, { principal: admin });
    expect((await update({ maxUses: null, minOrderAmount: null })).coupon).toMatchObject({
      maxUses: null,
      minOrderAmount: null,
      oncePerCustomer: true,
    });
    expect((await update({ amount: 12 })).coupon).toMatchObject({ amount: 12, maxUses: null, oncePerCustomer: true });
  });

  it('reserve counts uses atomically: concurrent reservations of a maxUses:2 coupon → exactly two win; release gives one back; idempotent per order', async () => {
    const { coupon } = await create({ code: 'CARRERA', amount: 10, isPercent: true, expireDate: dayAhead(3), maxUses: 2 });
    const reserve = (orderId: string, email = `${orderId}@example.com`) =>
      c.rpc.request(COUPONS_SUBJECTS.reserve, { code: 'carrera', orderId, userId: null, email, itemsPrice: 100 });
    const orders = Array.from({ length: 8 }, () => newId());
    const results = await Promise.allSettled(orders.map((id) => reserve(id)));
    const won = orders.filter((_, i) => results[i].status === 'fulfilled');
    expect(won).toHaveLength(2);
    for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected'))
      expect(r.reason).toMatchObject({ status: 400, message: COUPON_MESSAGES.usedUp });
    const usesNow = async () =>
      (await c.rpc.request(COUPONS_SUBJECTS.adminList, {}, { principal: admin })).coupons.find((x) => x._id === coupon._id)?.uses;
    await expect(reserve(won[0])).resolves.toMatchObject({ coupon: { code: 'CARRERA', maxUses: 2 } }); // same order again: no new use
    expect(await usesNow()).toBe(2);
    expect(await c.rpc.request(COUPONS_SUBJECTS.release, { orderId: won[0] })).toEqual({ released: true });
    expect(await c.rpc.request(COUPONS_SUBJECTS.release, { orderId: won[0] })).toEqual({ released: false });
    await expect(reserve(newId())).resolves.toMatchObject({ coupon: { code: 'CARRERA' } });
    expect(await usesNow()).toBe(2);
    await expect(c.rpc.request(COUPONS_SUBJECTS.validate, { code: 'CARRERA' })).rejects.toMatchObject({
      status: 400,
      message: COUPON_MESSAGES.usedUp,
    });
  });

  it('a coupon without a limit reserves without counting its uses, once per order; the admin still sees them all', async () => {
    const { coupon } = await create({ code: 'SIEMPRE', amount: 50, isPercent: false, expireDate: dayAhead(3), maxUses: null });
    const reserve = (orderId: string) =>
      c.rpc.request(COUPONS_SUBJECTS.reserve, { code: 'siempre', orderId, userId: null, email: `${orderId}@example.com`, itemsPrice: 100 });
    const orders = Array.from({ length: 6 }, () => newId());
    const replies = await Promise.all(orders.map(reserve));
    const { uses: _uses, ...reserved } = coupon;
    expect(replies.map((r) => r.coupon)).toEqual(Array(6).fill(reserved)); // no count of uses in the reply
    await reserve(orders[0]); // the same order again: no second use
    const list = await c.rpc.request(COUPONS_SUBJECTS.adminList, {}, { principal: admin });
    expect(list.coupons.find((x) => x._id === coupon._id)?.uses).toBe(6);
  });

  it('an order that gives back its holds (orders.order.holds-released) gives its use back; a payment takes it again, even past maxUses', async () => {
    await create({ code: 'VUELVE', amount: 10, isPercent: true, expireDate: dayAhead(3), maxUses: 2 });
    const [cancelled, expired, paid] = [newId(), newId(), newId()];
    for (const orderId of [cancelled, expired])
      await c.rpc.request(COUPONS_SUBJECTS.reserve, { code: 'VUELVE', orderId, userId: null, email: 'x@example.com', itemsPrice: 100 });
    const discountDescription = { type: 'CP', code: 'VUELVE', isActive: true, isPercentage: true, amount: 10 };
    const order = (id: string, over: object) => ({
      _id: id,
      user: null,
      isPaid: false,
      cancelled: false,
      status: 'creada',
      discountDescription,
      ...over,
    });
    const publish = (type: string, data: object) =>
      c.runtime.events.publish({ id: newId(), type, occurredAt: new Date().toISOString(), data: { orderUrl: '', ...data } });
    const db = c.runtime.database('coupons').db;
    const releasedOf = async () => {
      const rows = await db.select().from(redemptions).where(eq(redemptions.code, 'VUELVE'));
      return Object.fromEntries(rows.map((r) => [r.orderId, r.releasedAt !== null]));
    };
    await publish(ORDER_HOLD_EVENTS.holdsReleased, {
      order: order(cancelled, { cancelled: true, status: 'cancelada' }),
      reason: 'cancelled',
    });
    await publish(ORDER_HOLD_EVENTS.holdsReleased, { order: order(expired, {}), reason: 'expired' });
    await eventually(async () => expect(await releasedOf()).toEqual({ [cancelled]: true, [expired]: true }));
    // Both uses are free again: another order takes one.
    await c.rpc.request(COUPONS_SUBJECTS.reserve, { code: 'VUELVE', orderId: paid, userId: null, email: 'y@example.com', itemsPrice: 100 });
    await c.rpc.request(COUPONS_SUBJECTS.reserve, {
      code: 'VUELVE',
      orderId: newId(),
      userId: null,
      email: 'z@example.com',
      itemsPrice: 100,
    });
    // The expired order is paid after all: it keeps its use, past the limit of 2.
    await publish(EVENTS.orderPaid, { order: order(expired, { isPaid: true, status: 'recibida' }) });
    await eventually(async () => expect((await releasedOf())[expired]).toBe(false));
    const list = await c.rpc.request(COUPONS_SUBJECTS.adminList, {}, { principal: admin });
    expect(list.coupons.find((x) => x.code === 'VUELVE')?.uses).toBe(3);
  });

  it('a reservation whose order never appears (its process died before committing) stops counting after 15 minutes; a late order.created counts it again', async () => {
    await create({ code: 'HUERFANO', amount: 10, isPercent: true, expireDate: dayAhead(3), maxUses: 1, oncePerCustomer: true });
    const reserve = (orderId: string, email: string) =>
      c.rpc.request(COUPONS_SUBJECTS.reserve, { code: 'HUERFANO', orderId, userId: null, email, itemsPrice: 100 });
    const uses = async () =>
      (await c.rpc.request(COUPONS_SUBJECTS.adminList, {}, { principal: admin })).coupons.find((x) => x.code === 'HUERFANO')?.uses;
    const [orphan, next, sameBuyer] = [newId(), newId(), newId()];
    await reserve(orphan, 'ana@example.com');
    await expect(reserve(next, 'beto@example.com')).rejects.toMatchObject({ status: 400, message: COUPON_MESSAGES.usedUp });
    // The reservation is now older than the hold and no orders.order.created ever recorded it.
    const db = c.runtime.database('coupons').db;
    await db
      .update(redemptions)
      .set({ redeemedAt: sql`now() - interval '16 minutes'` })
      .where(eq(redemptions.orderId, orphan));
    expect(await uses()).toBe(0);
    // The same buyer may use the once-per-customer coupon: the dead order never was.
    await expect(reserve(sameBuyer, 'ana@example.com')).resolves.toMatchObject({ coupon: { code: 'HUERFANO' } });
    expect(await uses()).toBe(1);
    // A recorded use counts however old it is.
    await c.runtime.events.publish({
      id: newId(),
      type: EVENTS.orderCreated,
      occurredAt: new Date().toISOString(),
      data: {
        orderUrl: '',
        order: {
          _id: sameBuyer,
          user: null,
          isPaid: false,
          cancelled: false,
          status: 'creada',
          payer: { email: 'ana@example.com' },
          discountPrice: 10,
          discountDescription: { type: 'CP', code: 'HUERFANO', isActive: true, isPercentage: true, amount: 10 },
        },
      },
    });
    await eventually(async () =>
      expect((await db.select().from(redemptions).where(eq(redemptions.orderId, sameBuyer)))[0]?.recordedAt).toBeInstanceOf(Date),
    );
    await db
      .update(redemptions)
      .set({ redeemedAt: sql`now() - interval '16 minutes'` })
      .where(eq(redemptions.orderId, sameBuyer));
    expect(await uses()).toBe(1);
    await expect(reserve(next, 'beto@example.com')).rejects.toMatchObject({ status: 400, message: COUPON_MESSAGES.usedUp });
  });
});
