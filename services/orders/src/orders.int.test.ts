import {
  COUPON_MESSAGES,
  COUPONS_SUBJECTS,
  ERRORS,
  EVENTS,
  PAYMENTS_SUBJECTS,
  ORDERS_SUBJECTS,
  shopDay,
  type CreateOrderReply,
  type EventEnvelope,
  type Principal,
  type Product,
} from '@kukki/contracts';
import { openDayAhead } from '@kukki/contracts/testing';
import { newId, payloadSealer } from '@kukki/platform';
import { COMPOSITIONS, eventually, startComposition, type TestComposition } from '@kukki/platform/testing';
import { CatalogueModule } from '@kukki/catalogue';
import { OrdersModule } from './orders.module';
import { markPaid } from './testing/paid-order';
import { OrdersRepository } from './orders.repository';
import { fakeUsers } from './testing/fake-users';
import { deliveryAddress, item, orderBody, payer, productsByName, whileDeliveryDayClosed } from './testing/order-fixtures';
import { orderModules } from './testing/order-modules';

const admin: Principal = { userId: newId(), isAdmin: true };
const user = (): Principal => ({ userId: newId(), isAdmin: false });

describe.each(COMPOSITIONS)('orders service (%s)', (kind) => {
  let c: TestComposition;
  let p: Record<string, Product>;
  const events: EventEnvelope<any>[] = [];

  const create = (order: unknown, owner: Principal | null = null) =>
    c.rpc.request(ORDERS_SUBJECTS.create, { guest: owner === null, order }, { principal: owner });
  const rejects = (order: unknown, message: string | RegExp, owner: Principal | null = null) =>
    expect(create(order, owner)).rejects.toMatchObject({ status: 400, message });

  beforeAll(async () => {
    c = await startComposition(kind, orderModules());
    await c.runtime.events.subscribe('orders-test-spy', async (e) => void events.push(e));
    p = await productsByName(c.rpc);
  });
  afterAll(() => c?.close());

  it('prices a guest order from the catalogue, ignoring the client totals, and gives a capability', async () => {
    const caja = item(p['Caja Kukki'], 1, 2, {
      picks: ['Alfajores mini', 'besos de coco', 'Galletas de moca'],
      title: 'Gratis',
      unit_price: 300,
    });
    const { createdOrder: o } = await create(orderBody([caja, item(p['Alfajores de dulce de leche'])]));
    expect(o).toMatchObject({
      status: 'creada',
      user: null,
      isPaid: false,
      cancelled: false,
      itemsPrice: 780,
      discount: false,
      discountPrice: 0,
      shippingPrice: 0,
      taxPrice: 0,
      totalPrice: 780,
      discountDescription: { type: '', code: '' },
      deliveryAddress: { ...deliveryAddress, deliveryDate: null },
    });
    expect(o._id).toMatch(/^[0-9a-f]{24}$/);
    expect(o.accessToken!.length).toBeGreaterThanOrEqual(22); // ≥128 bits in base64url
    expect(o.items[0]).toMatchObject({
      id: p['Caja Kukki']._id,
      title: 'Caja Kukki (Mediana)',
      unit_price: 300,
      quantity: 2,
      category_id: 'cajas',
      picture_url: p['Caja Kukki'].coverImage,
      description: 'Caja con: Alfajores mini, Besos de coco, Galletas de moca',
    });
    expect(o.items[1]).toMatchObject({ title: 'Alfajores de dulce de leche (6 piezas)', description: '' });
    // The guest's link travels sealed: the event (and its outbox row) never holds the token in plain text.
    const sealed = await eventually(() => {
      const url = events.find((e) => e.type === EVENTS.orderCreated && e.data.order._id === o._id)?.data.orderUrl;
      expect(url).toMatch(/^sealed:v1:/);
      return url as string;
    });
    expect(sealed).not.toContain(o.accessToken!);
    expect(payloadSealer(c.runtime).open(sealed)).toMatch(new RegExp(`/order/${o._id}\\?token=${o.accessToken}$`));
    // The event (written by the same statement as the order) carries the order as answered, its number included.
    const { accessToken: _token, ...answered } = o;
    const created = events.find((e) => e.type === EVENTS.orderCreated && e.data.order._id === o._id)!;
    expect(created.data.order).toEqual(answered);
    expect(created.data.order.orderNumber).toMatch(/^K-\d{6,}$/);
  });

  it('charges shipping 69 when the subtotal is 699 or less', async () => {
    const { createdOrder: o } = await create(orderBody([item(p['Pay de limón'], 0, 3)]));
    expect(o).toMatchObject({ itemsPrice: 255, shippingPrice: 69, totalPrice: 324 });
  });

  it('refuses a tampered unit price and nothing is stored', async () => {
    const before = await c.rpc.request(ORDERS_SUBJECTS.adminList, {}, { principal: admin });
    await rejects(orderBody([item(p['Pay de limón'], 0, 1, { unit_price: 1 })]), 'El precio de Pay de limón no es válido');
    const after = await c.rpc.request(ORDERS_SUBJECTS.adminList, {}, { principal: admin });
    expect(after.total).toBe(before.total);
  });

  it('checks items, box and chocolate picks with the spec messages', async () => {
    const caja = p['Caja Kukki'];
    const six = [
      'Alfajores mini',
      'Alfajores mini chocolate',
      'Biscottis de mermelada',
      'Nueces garapiñadas',
      'Almendras garapiñadas',
      'Galletas de té chai',
    ];
    await rejects(orderBody([]), 'Agrega al menos un producto a tu orden');
    await rejects(orderBody([item(caja, 0, 1, { picks: [] })]), 'Selecciona un producto para agregar a tu caja por favor');
    await rejects(orderBody([item(caja, 0, 1, { picks: six.slice(0, 5) })]), 'Para la caja chica por favor selecciona máximo 4 productos');
    await rejects(
      orderBody([item(caja, 1, 1, { picks: [...six, 'Besos de coco'] })]),
      'Para la caja mediana por favor selecciona máximo 6 productos',
    );
    await rejects(orderBody([item(caja, 2, 1, { picks: six.slice(0, 5) })]), 'Para la caja grande por favor selecciona máximo 4 productos');
    await rejects(orderBody([item(caja, 0, 1, { picks: ['Pastel entero'] })]), 'Pastel entero no está disponible para tu caja');
    await rejects(orderBody([item(p['Chocolates artesanales'], 0, 1)]), 'Selecciona al menos un tipo de chocolate por favor');
    await rejects(orderBody([item(p['Pay de limón'], 0, 0)]), 'La cantidad debe ser un número entero entre 1 y 20');
    await rejects(orderBody([item(p['Pay de limón'], 0, 21)]), 'La cantidad debe ser un número entero entre 1 y 20');
    await rejects(orderBody([item(p['Pay de limón'], 0, 1.5)]), 'La cantidad debe ser un número entero entre 1 y 20');
    await rejects(orderBody([{ ...item(p['Pay de limón']), id: 'f'.repeat(24) }]), 'No encontramos ese producto');
    // Six picks fit the medium box; picks may also come in the description only.
    const { createdOrder } = await create(
      orderBody([item(caja, 1, 1, { picks: six }), item(p['Chocolates artesanales'], 0, 1, { description: 'Blanco, Sin azúcar' })]),
    );
    expect(createdOrder.items[1].description).toBe('Caja con: Blanco, Sin azúcar');
  });

  it('merges identical lines (same product, size and picks) and refuses more than 60 units in an order', async () => {
    const caja = p['Caja Kukki'];
    const pay = p['Pay de limón'];
    const picks = ['Alfajores mini', 'Besos de coco'];
    const { createdOrder: o } = await create(
      orderBody([
        item(caja, 1, 2, { picks }),
        item(pay, 0, 1),
        item(caja, 1, 3, { picks: [...picks].reverse() }),
        item(pay, 0, 4),
        item(pay, 1, 1),
      ]),
    );
    expect(o.items.map((i) => [i.title, i.quantity])).toEqual([
      ['Caja Kukki (Mediana)', 5],
      [expect.stringContaining('Pay de limón'), 5],
      [expect.stringContaining('Pay de limón'), 1],
    ]);
    const tooMany = 'Tu orden puede tener como máximo 60 piezas, por favor contáctanos para una cotización';
    const before = await c.rpc.request(ORDERS_SUBJECTS.adminList, {}, { principal: admin });
    await rejects(orderBody(Array.from({ length: 50 }, () => item(pay, 0, 20))), tooMany);
    await rejects(orderBody([item(pay, 0, 20), item(pay, 1, 20), item(caja, 1, 20, { picks }), item(pay, 0, 1)]), tooMany);
    const after = await c.rpc.request(ORDERS_SUBJECTS.adminList, {}, { principal: admin });
    expect(after.total).toBe(before.total);
    await expect(create(orderBody([item(pay, 0, 20), item(pay, 1, 20), item(caja, 1, 20, { picks })]))).resolves.toMatchObject({
      createdOrder: { items: expect.any(Array) },
    });
  });

  it('keeps a line to 20 pieces when identical lines are merged (two lines of 20 are not one of 40)', async () => {
    const pay = p['Pay de limón'];
    const before = await c.rpc.request(ORDERS_SUBJECTS.adminList, {}, { principal: admin });
    await rejects(
      orderBody([item(pay, 0, 20), item(pay, 0, 20)]),
      /^Puedes pedir hasta 20 piezas de Pay de limón.* en una orden, por favor contáctanos para una cotización$/,
    );
    expect((await c.rpc.request(ORDERS_SUBJECTS.adminList, {}, { principal: admin })).total).toBe(before.total);
    const { createdOrder } = await create(orderBody([item(pay, 0, 12), item(pay, 0, 8)]));
    expect(createdOrder.items.map((i) => i.quantity)).toEqual([20]);
  });

  it('checks payer and delivery data', async () => {
    const one = [item(p['Pay de limón'])];
    const withDelivery = (patch: object) => orderBody(one, { deliveryAddress: { ...deliveryAddress, ...patch } });
    await rejects(
      orderBody(one, { payer: { name: 'Ana', email: 'no-es-correo', phone: { area_code: '55', number: '12345678' } } }),
      'Por favor ingresa un correo válido',
    );
    await rejects(
      orderBody(one, { payer: { name: '', email: 'a@b.mx', phone: { area_code: '55', number: '12345678' } } }),
      'Por favor ingresa tu nombre',
    );
    await rejects(orderBody(one, { payer: { name: 'Ana', email: 'a@b.mx', phone: { area_code: '55', number: 'abc' } } }), /teléfono/);
    await rejects(withDelivery({ zip_code: '123' }), 'El código postal debe tener 5 dígitos');
    await rejects(withDelivery({ city: 'Puebla' }), 'La ciudad debe ser CDMX o Estado de México');
    await rejects(withDelivery({ col: '' }), 'Por favor ingresa la colonia');
    await rejects(withDelivery({ giftText: 'x'.repeat(101) }), 'La nota de regalo debe tener máximo 100 caracteres');
    await rejects(withDelivery({ deliveryDate: '2020-01-01' }), /La fecha de entrega debe estar entre/);
    await rejects(withDelivery({ deliveryDate: '2099-02-30' }), 'La fecha de entrega no es válida');
    const { createdOrder } = await create(withDelivery({ city: undefined, deliveryDate: openDayAhead(3) }));
    expect(createdOrder.deliveryAddress.city).toBe('CDMX');
  });

  it('opens a guest order only with its token or as admin; anyone else gets 404', async () => {
    const { createdOrder: o } = await create(orderBody([item(p['Pay de limón'])]));
    const get = (token?: string, principal: Principal | null = null) =>
      c.rpc.request(ORDERS_SUBJECTS.get, { id: o._id, token }, { principal });
    const detail = await get(o.accessToken);
    expect(detail.order._id).toBe(o._id);
    expect(detail.payment).toEqual({ mode: expect.any(String), publicKey: expect.any(String), installmentsMax: 1 });
    expect((detail.order as { accessToken?: string }).accessToken).toBeUndefined();
    await expect(get()).rejects.toMatchObject({ status: 404, message: 'No encontramos esa orden' });
    await expect(get('x'.repeat(32))).rejects.toMatchObject({ status: 404 });
    await expect(get(undefined, user())).rejects.toMatchObject({ status: 404 });
    expect((await get(undefined, admin)).order._id).toBe(o._id);
  });

  // Only a process of its own can be down: the embedded shop's payments module lives and dies with orders.
  if (kind === 'distributed')
    it('asks the customer to try again shortly (503) while the payments service does not answer, not to blame Mercado Pago', async () => {
      // This composition has no payments service: nobody answers its calls.
      const { createdOrder: o } = await create(orderBody([item(p['Pay de limón'])]));
      await expect(c.rpc.request(PAYMENTS_SUBJECTS.preference, { orderId: o._id, token: o.accessToken })).rejects.toMatchObject({
        status: 503,
        message: ERRORS.unavailable,
      });
    });

  it("lists a user's orders to that user, an admin or a service, never to another user or a guest", async () => {
    const [owner, stranger] = [user(), user()];
    const { createdOrder } = await create(orderBody([item(p['Pay de limón'])]), owner);
    const list = (principal?: Principal | null) =>
      c.rpc.request(ORDERS_SUBJECTS.listByUser, { userId: owner.userId }, principal === undefined ? {} : { principal });
    for (const reader of [owner, admin, undefined]) expect((await list(reader)).orders.map((o) => o._id)).toEqual([createdOrder._id]);
    await expect(list(stranger)).rejects.toMatchObject({ status: 403 });
    await expect(list(null)).rejects.toMatchObject({ status: 401 });
  });

  it('gives a user 25 % off the first purchase only, never combined with a coupon, and lists the user orders', async () => {
    const u = user();
    await c.rpc.request(
      COUPONS_SUBJECTS.adminCreate,
      { code: 'fpmix', amount: 10, isPercent: true, isActive: true, expireDate: shopDay() },
      { principal: admin },
    );
    const first = await create(
      orderBody([item(p['Caja Kukki'], 2, 2, { picks: ['Alfajores mini'] })], { discountDescription: { type: 'CP', code: 'FPMIX' } }),
      u,
    );
    expect(first.createdOrder).toMatchObject({
      user: u.userId,
      itemsPrice: 800,
      discount: true,
      discountPrice: 200,
      shippingPrice: 69,
      totalPrice: 669,
      discountDescription: { type: 'FP', code: '', isActive: true, isPercentage: true, amount: 25 },
    });
    expect(first.createdOrder.accessToken).toBeUndefined();
    const second = await create(orderBody([item(p['Caja Kukki'], 2, 2, { picks: ['Alfajores mini'] })]), u);
    expect(second.createdOrder).toMatchObject({ discount: false, discountPrice: 0, totalPrice: 800, discountDescription: { type: '' } });
    // The owner reads it; another user does not.
    const { order } = await c.rpc.request(ORDERS_SUBJECTS.get, { id: first.createdOrder._id }, { principal: u });
    expect(order.user).toBe(u.userId);
    await expect(c.rpc.request(ORDERS_SUBJECTS.get, { id: first.createdOrder._id }, { principal: user() })).rejects.toMatchObject({
      status: 404,
    });
    const mine = await c.rpc.request(ORDERS_SUBJECTS.listByUser, { userId: u.userId });
    expect(mine.orders.map((x) => x._id)).toEqual([second.createdOrder._id, first.createdOrder._id]);
    expect(mine.orders[1]).toEqual({
      _id: first.createdOrder._id,
      orderNumber: first.createdOrder.orderNumber,
      createdAt: expect.any(String),
      totalPrice: 669,
      isPaid: false,
      status: 'creada',
      deliveryDate: first.createdOrder.deliveryAddress.deliveryDate ?? null,
    });
  });

  // Concurrent first orders race on the real users SQL: first-purchase.int.test.ts.

  it('gives the first-purchase hold back when the order fails after reserving it', async () => {
    const u = user();
    await expect(
      create(orderBody([item(p['Pay de limón'])], { deliveryAddress: { ...deliveryAddress, deliveryDate: '2020-01-01' } }), u),
    ).rejects.toMatchObject({ status: 400 });
    expect(fakeUsers.held.has(u.userId)).toBe(false); // refused before reserving
    // Reserved, then refused inside the transaction by a closed delivery day: the hold is given back.
    const closed = openDayAhead(7);
    const reserves = fakeUsers.reserveCalls;
    await whileDeliveryDayClosed(c.rpc, admin, closed, () =>
      expect(
        create(orderBody([item(p['Pay de limón'])], { deliveryAddress: { ...deliveryAddress, deliveryDate: closed } }), u),
      ).rejects.toMatchObject({ status: 409 }),
    );
    expect(fakeUsers.reserveCalls).toBe(reserves + 1);
    expect(fakeUsers.releaseCalls).toContainEqual({ userId: u.userId, orderId: expect.any(String) });
    expect(fakeUsers.held.has(u.userId)).toBe(false);
    const calls = fakeUsers.releaseCalls.length;
    const created = await create(orderBody([item(p['Pay de limón'])], { couponCode: 'NOEXISTE' }), u); // FP wins, coupon ignored
    expect(created).toBeTruthy();
    expect(created.createdOrder.discountDescription.type).toBe('FP'); // the hold given back is won again
    expect(fakeUsers.releaseCalls.length).toBe(calls);
  });

  it('applies an active coupon for a guest (case-insensitive) and refuses inactive, expired or unknown ones', async () => {
    await c.rpc.request(
      COUPONS_SUBJECTS.adminCreate,
      { code: 'DULCE10', amount: 10, isPercent: true, expireDate: shopDay() },
      { principal: admin },
    );
    const off = await c.rpc.request(
      COUPONS_SUBJECTS.adminCreate,
      { code: 'APAGADO', amount: 50, isPercent: false, isActive: false, expireDate: shopDay() },
      { principal: admin },
    );
    const { createdOrder } = await create(
      orderBody([item(p['Pay de limón'], 1)], { discountDescription: { type: 'CP', code: 'dulce10' } }),
    );
    expect(createdOrder).toMatchObject({
      itemsPrice: 480,
      discount: true,
      discountPrice: 48,
      shippingPrice: 69,
      totalPrice: 501,
      discountDescription: { type: 'CP', code: 'DULCE10', isActive: true, isPercentage: true, amount: 10 },
    });
    await rejects(orderBody([item(p['Pay de limón'])], { couponCode: 'APAGADO' }), 'El cupón no está activo');
    await rejects(orderBody([item(p['Pay de limón'])], { couponCode: 'NOEXISTE' }), 'El cupón no existe');
    await c.rpc.request(COUPONS_SUBJECTS.adminUpdate, { id: off.coupon._id, isActive: true }, { principal: admin });
    const fixed = await create(orderBody([item(p['Pay de limón'], 0, 2)], { couponCode: 'apagado' }));
    expect(fixed.createdOrder).toMatchObject({ itemsPrice: 170, discountPrice: 50, totalPrice: 189 });
  });

  it('coupon limits: concurrent orders race for a maxUses:1 coupon and exactly one wins; a cancelled unpaid order gives its use back', async () => {
    const { coupon } = await c.rpc.request(
      COUPONS_SUBJECTS.adminCreate,
      { code: 'UNICO', amount: 10, isPercent: true, expireDate: shopDay(), maxUses: 1 },
      { principal: admin },
    );
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, () => create(orderBody([item(p['Pay de limón'])], { couponCode: 'unico' }))),
    );
    const won = attempts.filter((a): a is PromiseFulfilledResult<CreateOrderReply> => a.status === 'fulfilled');
    const lost = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.map((a) => ({ status: a.reason.status, message: a.reason.message }))).toEqual(
      Array.from({ length: 5 }, () => ({ status: 400, message: COUPON_MESSAGES.usedUp })),
    );
    const get = () => c.rpc.request(COUPONS_SUBJECTS.adminGet, { id: coupon._id }, { principal: admin });
    expect((await get()).coupon).toMatchObject({ maxUses: 1, uses: 1 });
    await rejects(orderBody([item(p['Pay de limón'])], { couponCode: 'UNICO' }), COUPON_MESSAGES.usedUp);

    const winner = won[0].value.createdOrder;
    await c.rpc.request(ORDERS_SUBJECTS.cancel, { id: winner._id, token: winner.accessToken });
    await eventually(async () => expect((await get()).coupon.uses).toBe(0));
    const again = await create(orderBody([item(p['Pay de limón'])], { couponCode: 'UNICO' }));
    expect(again.createdOrder.discountDescription.code).toBe('UNICO');
    expect((await get()).coupon.uses).toBe(1);
  });

  it('coupon limits: minimum order before shipping and once per customer (account or e-mail)', async () => {
    await c.rpc.request(
      COUPONS_SUBJECTS.adminCreate,
      { code: 'MINIMO', amount: 50, isPercent: false, expireDate: shopDay(), minOrderAmount: 500 },
      { principal: admin },
    );
    // Pay de limón: 480 of items (+ shipping) is below 500; two of them are not.
    await rejects(orderBody([item(p['Pay de limón'], 1)], { couponCode: 'MINIMO' }), COUPON_MESSAGES.belowMinimum('$500.00'));
    await expect(create(orderBody([item(p['Pay de limón'], 1, 2)], { couponCode: 'MINIMO' }))).resolves.toBeTruthy();
    await expect(c.rpc.request(COUPONS_SUBJECTS.validate, { code: 'minimo', orderAmount: 499.99 })).rejects.toMatchObject({
      status: 400,
      message: COUPON_MESSAGES.belowMinimum('$500.00'),
    });
    await expect(c.rpc.request(COUPONS_SUBJECTS.validate, { code: 'minimo', orderAmount: 500 })).resolves.toBeTruthy();

    await c.rpc.request(
      COUPONS_SUBJECTS.adminCreate,
      { code: 'UNAVEZ', amount: 10, isPercent: true, expireDate: shopDay(), oncePerCustomer: true },
      { principal: admin },
    );
    const first = await create(orderBody([item(p['Pay de limón'])], { couponCode: 'UNAVEZ' }));
    expect(first.createdOrder.discount).toBe(true);
    // the same e-mail as a guest again, whatever its case
    await rejects(
      orderBody([item(p['Pay de limón'])], { couponCode: 'UNAVEZ', payer: { ...payer, email: payer.email.toUpperCase() } }),
      COUPON_MESSAGES.alreadyUsed,
    );
    await expect(c.rpc.request(COUPONS_SUBJECTS.validate, { code: 'unavez', email: payer.email })).rejects.toMatchObject({
      status: 400,
      message: COUPON_MESSAGES.alreadyUsed,
    });
    // another e-mail may use it; an account is matched by its id whatever e-mail it gives
    const u = user();
    fakeUsers.held.set(u.userId, newId()); // no first-purchase discount: the coupon applies
    await expect(
      create(orderBody([item(p['Pay de limón'])], { couponCode: 'UNAVEZ', payer: { ...payer, email: 'otra@example.com' } }), u),
    ).resolves.toBeTruthy();
    await rejects(
      orderBody([item(p['Pay de limón'])], { couponCode: 'UNAVEZ', payer: { ...payer, email: 'tercera@example.com' } }),
      COUPON_MESSAGES.alreadyUsed,
      u,
    );
  });

  it('cancels an unpaid order with its capability, and never a paid one', async () => {
    const { createdOrder: o } = await create(orderBody([item(p['Pay de limón'])]));
    await expect(c.rpc.request(ORDERS_SUBJECTS.cancel, { id: o._id })).rejects.toMatchObject({ status: 404 });
    const { order } = await c.rpc.request(ORDERS_SUBJECTS.cancel, {
      id: o._id,
      token: o.accessToken,
      cancelReason: 'Me equivoqué',
    });
    expect(order).toMatchObject({ cancelled: true, status: 'cancelada', cancelReason: 'Me equivoqué' });
    await eventually(() => expect(events.some((e) => e.type === EVENTS.orderCancelled && e.data.order._id === o._id)).toBe(true));

    const { createdOrder: paid } = await create(orderBody([item(p['Pay de limón'])]));
    await new OrdersRepository(c.runtime.database('orders').db).update(paid._id, { isPaid: true, status: 'recibida' });
    await expect(c.rpc.request(ORDERS_SUBJECTS.cancel, { id: paid._id, token: paid.accessToken })).rejects.toMatchObject({
      status: 409,
      message: 'La orden ya fue pagada y no se puede cancelar',
    });
  });

  it('lets the admin list newest first, filter, page and change the status (events through the outbox)', async () => {
    const all = await c.rpc.request(ORDERS_SUBJECTS.adminList, { status: 'todas' }, { principal: admin });
    expect(all.total).toBeGreaterThan(5);
    const stamps = all.orders.map((o) => o.createdAt);
    expect(stamps).toEqual([...stamps].sort().reverse());
    const paged = await c.rpc.request(ORDERS_SUBJECTS.adminList, { page: '2', limit: '2' }, { principal: admin });
    expect(paged).toMatchObject({ page: 2, total: all.total, pages: Math.ceil(all.total / 2) });
    expect(paged.orders.map((o) => o._id)).toEqual(all.orders.slice(2, 4).map((o) => o._id));

    const target = all.orders.find((o) => o.status === 'creada')!;
    // An unpaid order never goes to the kitchen (409, unchanged); once paid it does.
    await expect(
      c.rpc.request(ORDERS_SUBJECTS.adminUpdateStatus, { id: target._id, status: 'cocinando' }, { principal: admin }),
    ).rejects.toMatchObject({ status: 409, message: 'La orden no está pagada: no puede pasar a «cocinando»' });
    await markPaid(c.runtime.database('orders').db, target._id);
    const { updatedOrder } = await c.rpc.request(
      ORDERS_SUBJECTS.adminUpdateStatus,
      { id: target._id, status: 'cocinando' },
      { principal: admin },
    );
    expect(updatedOrder.status).toBe('cocinando');
    const cooking = await c.rpc.request(ORDERS_SUBJECTS.adminList, { status: 'cocinando' }, { principal: admin });
    expect(cooking.orders.map((o) => o._id)).toEqual([target._id]);
    await eventually(() =>
      expect(events.find((e) => e.type === EVENTS.orderStatusChanged && e.data.order._id === target._id)?.data.previousStatus).toBe(
        'recibida',
      ),
    );
    expect(updatedOrder.history?.map((h) => h.status)).toEqual(['creada', 'recibida', 'cocinando']);

    await expect(
      // @ts-expect-error a status the shop does not have, to see it refused
      c.rpc.request(ORDERS_SUBJECTS.adminUpdateStatus, { id: target._id, status: 'perdida' }, { principal: admin }),
    ).rejects.toMatchObject({ status: 400, message: 'El estado de la orden no es válido' });
    await expect(c.rpc.request(ORDERS_SUBJECTS.adminList, { status: 'perdida' }, { principal: admin })).rejects.toMatchObject({
      status: 400,
    });
    await expect(c.rpc.request(ORDERS_SUBJECTS.adminList, {}, { principal: user() })).rejects.toMatchObject({ status: 403 });
    await expect(c.rpc.request(ORDERS_SUBJECTS.adminGet, { id: 'f'.repeat(24) }, { principal: admin })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('answers dashboard stats: 30 zero-filled days, counts by status, best sellers of paid orders', async () => {
    const { createdOrder: o } = await create(orderBody([item(p['Brownies de chocolate'], 1, 3)]));
    await new OrdersRepository(c.runtime.database('orders').db).update(o._id, { isPaid: true, status: 'recibida' });
    const stats = await c.rpc.request(ORDERS_SUBJECTS.adminStats, {}, { principal: admin });
    expect(stats.days).toHaveLength(30);
    expect(stats.days[29].day).toBe(shopDay());
    expect(stats.days[0]).toEqual({ day: expect.any(String), orders: 0, revenue: 0, refunds: 0, refunded: 0 });
    expect(stats.totals.orders).toBeGreaterThanOrEqual(1);
    expect(stats.totals.averageTicket).toBeCloseTo(stats.totals.revenue / stats.totals.orders, 1);
    expect(stats.days[29].revenue).toBeGreaterThanOrEqual(1020);
    expect(stats.byStatus.recibida).toBeGreaterThanOrEqual(1);
    expect(Object.keys(stats.byStatus)).toEqual([
      'creada',
      'recibida',
      'cocinando',
      'enviada',
      'entregada',
      'rechazada',
      'cancelada',
      'reembolsada',
    ]);
    expect(stats.topProducts).toContainEqual({
      id: p['Brownies de chocolate']._id,
      title: 'Brownies de chocolate',
      quantity: expect.any(Number),
      revenue: expect.any(Number),
    });
  });
});

// Its own composition, started once the main one is closed (two embedded compositions at once interfere).
describe.each(COMPOSITIONS)('orders without the users service (%s)', (kind) => {
  it('fails with 503 when the users service does not answer, and stores nothing', async () => {
    const lonely = await startComposition(
      kind,
      [
        ['catalogue', (rt) => CatalogueModule.forRoot(rt)],
        ['orders', (rt) => OrdersModule.forRoot(rt)],
      ],
      { RPC_TIMEOUT_MS: '700' },
    );
    try {
      const u = user();
      const own = await productsByName(lonely.rpc);
      await expect(
        lonely.rpc.request(
          ORDERS_SUBJECTS.create,
          { guest: false, order: orderBody([item(own['Pay de limón'])]) },
          { principal: u, timeoutMs: 15_000 },
        ),
      ).rejects.toMatchObject({ status: 503 });
      const list = await lonely.rpc.request(ORDERS_SUBJECTS.adminList, {}, { principal: admin, timeoutMs: 15_000 });
      expect(list.total).toBe(0);
    } finally {
      await lonely.close();
    }
  });
});
