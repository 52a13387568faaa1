import { newId } from '@kukki/platform';
import { COMPOSITIONS } from '@kukki/platform/testing';
import type { Product } from '@kukki/contracts';
import { deliveryAddress, item, orderBody, payer } from '@kukki/orders/src/testing/order-fixtures';
import { fakeUsersSessions, postBrokenJson, startOrdersApi, type ApiHarness } from '../testing';

const JWT_SECRET = 'orders-api-test-secret-0123456789abcdef';
const { bearer, asAdmin } = fakeUsersSessions(JWT_SECRET);

describe.each(COMPOSITIONS)('orders HTTP routes (%s)', (kind) => {
  let api: ApiHarness;
  let p: Record<string, Product>;
  const guestOrder = async (items: unknown[], extra: Record<string, unknown> = {}) => {
    const res = await api.post('/api/orders/guest', orderBody(items, extra));
    expect(res.status).toBe(201);
    return res.body.createdOrder;
  };

  beforeAll(async () => {
    ({ api, products: p } = await startOrdersApi(kind, { JWT_SECRET, RPC_TIMEOUT_MS: '10000' }));
  });
  afterAll(() => api?.close());

  it('POST /api/orders/guest → 201 { createdOrder } priced by the server, with an access token', async () => {
    const res = await api.post(
      '/api/orders/guest',
      orderBody([item(p['Caja Kukki'], 0, 1, { picks: ['Besos de coco'] }), item(p['Pay de limón'], 0, 2)]),
    );
    expect(res.status).toBe(201);
    expect(res.body.createdOrder).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      accessToken: expect.any(String),
      status: 'creada',
      user: null,
      isPaid: false,
      itemsPrice: 370,
      shippingPrice: 69,
      totalPrice: 439,
      discountPrice: 0,
    });
    expect(res.body.createdOrder.items[0]).toMatchObject({
      title: 'Caja Kukki (Chica)',
      description: 'Caja con: Besos de coco',
      unit_price: 200,
    });
  });

  it('refuses tampered prices and invalid data with 400 { message } in Spanish', async () => {
    const cases: Array<[unknown, string | RegExp]> = [
      [orderBody([item(p['Caja Kukki'], 0, 1, { unit_price: 20, picks: ['Besos de coco'] })]), 'El precio de Caja Kukki no es válido'],
      [
        orderBody([
          item(p['Caja Kukki'], 2, 1, {
            picks: ['Besos de coco', 'Alfajores mini', 'Galletas de moca', 'Galletas de churro', 'Nueces garapiñadas'],
          }),
        ]),
        'Para la caja grande por favor selecciona máximo 4 productos',
      ],
      [orderBody([item(p['Caja Kukki'])]), 'Selecciona un producto para agregar a tu caja por favor'],
      [orderBody([item(p['Trufas de chocolate'])]), 'Selecciona al menos un tipo de chocolate por favor'],
      [orderBody([]), 'Agrega al menos un producto a tu orden'],
      [orderBody([item(p['Pay de limón'], 0, 25)]), 'La cantidad debe ser un número entero entre 1 y 20'],
      [orderBody([{ ...item(p['Pay de limón']), id: newId() }]), 'No encontramos ese producto'],
      [
        orderBody([item(p['Pay de limón'])], { deliveryAddress: { ...deliveryAddress, zip_code: 'abcde' } }),
        'El código postal debe tener 5 dígitos',
      ],
      [
        orderBody([item(p['Pay de limón'])], { deliveryAddress: { ...deliveryAddress, city: 'Guadalajara' } }),
        'La ciudad debe ser CDMX o Estado de México',
      ],
      [
        orderBody([item(p['Pay de limón'])], { deliveryAddress: { ...deliveryAddress, giftText: 'a'.repeat(101) } }),
        'La nota de regalo debe tener máximo 100 caracteres',
      ],
      [
        orderBody([item(p['Pay de limón'])], { deliveryAddress: { ...deliveryAddress, street_name: 'a'.repeat(121) } }),
        'La calle debe tener máximo 120 caracteres',
      ],
      [
        orderBody([item(p['Pay de limón'])], { deliveryAddress: { ...deliveryAddress, col: 'a'.repeat(81) } }),
        'La colonia debe tener máximo 80 caracteres',
      ],
      [orderBody([item(p['Pay de limón'])], { payer: { ...payer, name: 'a'.repeat(121) } }), 'El nombre debe tener máximo 120 caracteres'],
      [orderBody([item(p['Pay de limón'])], { payer: { ...payer, name: '\u200b' } }), 'Por favor ingresa tu nombre'],
      [
        orderBody([item(p['Pay de limón'])], { deliveryAddress: { ...deliveryAddress, deliveryDate: '2001-01-01' } }),
        /^La fecha de entrega debe estar entre/,
      ],
      [
        orderBody([item(p['Pay de limón'])], { payer: { name: 'Ana', email: 'ana', phone: { area_code: '55', number: '12345678' } } }),
        'Por favor ingresa un correo válido',
      ],
      [orderBody([item(p['Pay de limón'])], { discountDescription: { type: 'CP', code: 'NOEXISTE' } }), 'El cupón no existe'],
    ];
    for (const [payload, message] of cases) {
      const res = await api.post('/api/orders/guest', payload);
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 400,
        message: expect.stringMatching(typeof message === 'string' ? `^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : message),
      });
    }
    const bad = await postBrokenJson(api, '/api/orders/guest', '{"items":');
    expect(bad).toMatchObject({ status: 400, body: { message: 'El cuerpo de la solicitud no es JSON válido' } });
    const deep = `{"items":${'['.repeat(20_000)}1${']'.repeat(20_000)}}`;
    const nested = await api.post('/api/orders/guest', deep, { 'content-type': 'application/json' });
    expect(nested).toMatchObject({ status: 400, body: { message: 'Los datos enviados no son válidos' } });
  });

  it('answers crafted bodies (wrong types, lists for text, nested fields) naming the field in words, never a path', async () => {
    const pie = item(p['Pay de limón']);
    const withDelivery = (fields: Record<string, unknown>) => orderBody([pie], { deliveryAddress: { ...deliveryAddress, ...fields } });
    const cases: Array<[unknown, string]> = [
      [withDelivery({ giftText: 12345 }), 'La nota de regalo debe ser texto'],
      [withDelivery({ giftText: ['Feliz', 'día'] }), 'La nota de regalo debe ser texto'],
      [withDelivery({ interior_number: { n: 3 } }), 'El número interior debe ser texto'],
      [withDelivery({ zip_code: 'x\u0000' }), 'El código postal contiene caracteres no permitidos'],
      [orderBody([pie, 'Pay de limón']), 'El producto 2 no es válido'],
      [orderBody([{ ...pie, title: 'Pay\u0000' }]), 'El nombre del producto 1 contiene caracteres no permitidos'],
      [orderBody([pie], { payer: { ...payer, address: ['Durango 10'] } }), 'La dirección del comprador no es válida'],
      [orderBody([pie], { notifyWhatsApp: 'sí' }), 'El aviso por WhatsApp debe ser verdadero o falso'],
    ];
    for (const [payload, message] of cases) {
      const res = await api.post('/api/orders/guest', payload);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
  });

  it('GET /api/orders/detail/:id opens a guest order only with its capability (header or query)', async () => {
    const o = await guestOrder([item(p['Pay de limón'])]);
    const url = `/api/orders/detail/${o._id}`;
    const withHeader = await api.get(url, { 'x-order-token': o.accessToken });
    expect(withHeader.status).toBe(200);
    expect(withHeader.body).toEqual({
      order: expect.objectContaining({ _id: o._id, totalPrice: 154 }),
      payment: { mode: expect.any(String), publicKey: expect.any(String), installmentsMax: 1 },
      history: [{ status: 'creada', at: o.createdAt }],
    });
    expect((await api.get(`${url}?token=${encodeURIComponent(o.accessToken)}`)).status).toBe(200);
    expect(await api.get(url)).toMatchObject({ status: 404, body: { message: 'No encontramos esa orden' } });
    expect((await api.get(url, { 'x-order-token': 'adivinado' })).status).toBe(404);
    expect((await api.get(url, bearer(newId()))).status).toBe(404);
    expect((await api.get(url, asAdmin)).status).toBe(200);
    expect(await api.get('/api/orders/detail/123')).toMatchObject({
      status: 400,
      body: { message: 'El identificador no es válido' },
    });
  });

  it('POST /api/orders/user needs a session, gives 25 % on the first purchase only, and only the owner reads it', async () => {
    expect(await api.post('/api/orders/user', orderBody([item(p['Pay de limón'])]))).toMatchObject({
      status: 401,
      body: { message: 'Por favor inicia sesión para continuar' },
    });
    const userId = newId();
    const first = await api.post(
      '/api/orders/user',
      orderBody([item(p['Brownies de chocolate'], 1, 2)], { discountDescription: { type: 'FP' } }),
      bearer(userId),
    );
    expect(first.status).toBe(201);
    expect(first.body.createdOrder).toMatchObject({
      user: userId,
      itemsPrice: 680,
      discount: true,
      discountPrice: 170,
      shippingPrice: 69,
      totalPrice: 579,
      discountDescription: { type: 'FP' },
    });
    expect(first.body.createdOrder.accessToken).toBeUndefined();
    const second = await api.post(
      '/api/orders/user',
      orderBody([item(p['Brownies de chocolate'], 1, 2)], { discountDescription: { type: 'FP' } }),
      bearer(userId),
    );
    expect(second.body.createdOrder).toMatchObject({
      discount: false,
      discountPrice: 0,
      totalPrice: 749,
      discountDescription: { type: '' },
    });
    const url = `/api/orders/detail/${first.body.createdOrder._id}`;
    expect((await api.get(url, bearer(userId))).status).toBe(200);
    expect((await api.get(url, bearer(newId()))).status).toBe(404);
    expect((await api.get(url)).status).toBe(404);
  });

  it('several simultaneous first orders of one user: exactly one gets FP', async () => {
    const headers = bearer(newId());
    const results = await Promise.all(
      Array.from({ length: 6 }, () => api.post('/api/orders/user', orderBody([item(p['Pay de limón'])]), headers)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(results.filter((r) => r.body.createdOrder.discountDescription.type === 'FP')).toHaveLength(1);
  });

  it('coupon limits over HTTP: fields validated in Spanish; POST /api/orders/coupon checks orderAmount/itemsPrice; uses listed; used up → 400', async () => {
    const expireDate = new Date(Date.now() + 7 * 86400000).toISOString().slice(0, 10);
    const base = { code: 'limite1', amount: 50, isPercent: false, expireDate };
    expect(await api.post('/api/admin/coupons', { ...base, maxUses: -2 }, asAdmin)).toMatchObject({
      status: 400,
      body: { message: 'El número máximo de usos debe ser un número entero mayor a 0' },
    });
    expect(await api.post('/api/admin/coupons', { ...base, minOrderAmount: 'mucho' }, asAdmin)).toMatchObject({
      status: 400,
      body: { message: 'La compra mínima debe ser un monto mayor o igual a 0' },
    });
    expect(await api.post('/api/admin/coupons', { ...base, oncePerCustomer: 3 }, asAdmin)).toMatchObject({ status: 400 });
    const created = await api.post('/api/admin/coupons', { ...base, maxUses: 1, oncePerCustomer: true, minOrderAmount: 400 }, asAdmin);
    expect(created).toMatchObject({
      status: 201,
      body: { coupon: { code: 'LIMITE1', maxUses: 1, oncePerCustomer: true, minOrderAmount: 400, uses: 0 } },
    });

    const below = { status: 400, body: { message: 'Este cupón aplica en compras desde $400.00 (sin contar el envío)' } };
    expect(await api.post('/api/orders/coupon', { couponCode: 'limite1', orderAmount: 399.5 })).toMatchObject(below);
    expect(await api.post('/api/orders/coupon', { couponCode: 'limite1', itemsPrice: '120' })).toMatchObject(below);
    expect(await api.post('/api/orders/coupon', { couponCode: 'limite1', orderAmount: 'x' })).toMatchObject({
      status: 400,
      body: { message: 'El monto de la orden no es válido' },
    });
    expect(await api.post('/api/orders/coupon', { couponCode: 'limite1', orderAmount: 400 })).toMatchObject({ status: 200 });
    expect(await api.post('/api/orders/coupon', { couponCode: 'limite1' })).toMatchObject({ status: 200 }); // no amount: not checked
    expect((await api.post('/api/orders/guest', orderBody([item(p['Pay de limón'], 0, 2)], { couponCode: 'limite1' }))).body).toMatchObject(
      below.body,
    );

    await guestOrder([item(p['Pay de limón'], 1)], { couponCode: 'limite1' });
    const list = await api.get('/api/admin/coupons', asAdmin);
    expect(list.body.coupons.find((c: { code: string }) => c.code === 'LIMITE1')).toMatchObject({ uses: 1, maxUses: 1 });
    const usedUp = { status: 400, body: { message: 'Este cupón ya alcanzó su límite de usos' } };
    expect(await api.post('/api/orders/coupon', { couponCode: 'limite1', orderAmount: 500 })).toMatchObject(usedUp);
    expect(await api.post('/api/orders/guest', orderBody([item(p['Pay de limón'], 1)], { couponCode: 'limite1' }))).toMatchObject(usedUp);

    // PATCH without the new fields keeps them; null clears a limit
    const id = created.body.coupon._id;
    const patched = await api.patch(`/api/admin/coupons/${id}`, { amount: 60 }, asAdmin);
    expect(patched).toMatchObject({ status: 200, body: { coupon: { amount: 60, maxUses: 1, minOrderAmount: 400, uses: 1 } } });
    const cleared = await api.patch(`/api/admin/coupons/${id}`, { maxUses: null }, asAdmin);
    expect(cleared).toMatchObject({ status: 200, body: { coupon: { maxUses: null } } });
  });

  it('coupons: admin creates, the shopper validates and applies, an inactive one is refused', async () => {
    const base = {
      code: 'galleta20',
      amount: 20,
      isPercent: true,
      isActive: true,
      expireDate: new Date(Date.now() + 7 * 86400000).toISOString().slice(0, 10),
    };
    expect((await api.post('/api/admin/coupons', base)).status).toBe(401);
    expect((await api.post('/api/admin/coupons', base, bearer(newId()))).status).toBe(403);
    const created = await api.post('/api/admin/coupons', base, asAdmin);
    expect(created.status).toBe(201);
    expect(created.body.coupon).toEqual({
      _id: expect.any(String),
      code: 'GALLETA20',
      isActive: true,
      isPercent: true,
      amount: 20,
      expireDate: base.expireDate,
      maxUses: null,
      oncePerCustomer: false,
      minOrderAmount: null,
      uses: 0,
    });
    expect(await api.post('/api/admin/coupons', { ...base, code: 'GALLETA20' }, asAdmin)).toMatchObject({
      status: 409,
      body: { message: 'Ya existe un cupón con ese código' },
    });
    expect(await api.post('/api/admin/coupons', { ...base, code: 'MUCHO', amount: 120 }, asAdmin)).toMatchObject({
      status: 400,
      body: { message: 'El porcentaje de descuento no puede ser mayor a 100' },
    });
    expect(await api.post('/api/admin/coupons', { ...base, code: 'LEJOS', expireDate: '2999-01-01' }, asAdmin)).toMatchObject({
      status: 400,
    });

    const valid = await api.post('/api/orders/coupon', { couponCode: 'Galleta20' });
    expect(valid).toMatchObject({ status: 200, body: { coupon: { code: 'GALLETA20', isActive: true, isPercent: true, amount: 20 } } });
    expect(await api.post('/api/orders/coupon', { couponCode: 'NADA' })).toMatchObject({
      status: 404,
      body: { message: 'El cupón no existe' },
    });
    expect(await api.post('/api/orders/coupon', {})).toMatchObject({
      status: 400,
      body: { message: 'Por favor ingresa el código del cupón' },
    });

    const o = await guestOrder([item(p['Pay de limón'], 1)], {
      discountDescription: { type: 'CP', code: 'galleta20', isActive: true, isPercentage: true, amount: 99 },
    });
    expect(o).toMatchObject({
      itemsPrice: 480,
      discountPrice: 96,
      shippingPrice: 69,
      totalPrice: 453,
      discountDescription: { type: 'CP', code: 'GALLETA20', amount: 20 },
    });

    const id = created.body.coupon._id;
    expect((await api.get('/api/admin/coupons', asAdmin)).body.coupons.map((c: { _id: string }) => c._id)).toContain(id);
    expect(await api.get(`/api/admin/coupons/${id}`, asAdmin)).toMatchObject({
      status: 200,
      body: { coupon: { _id: id } },
    });
    const off = await api.patch(`/api/admin/coupons/${id}`, { ...base, isActive: false }, asAdmin);
    expect(off).toMatchObject({ status: 200, body: { coupon: { _id: id, isActive: false } } });
    expect(await api.post('/api/orders/coupon', { couponCode: 'galleta20' })).toMatchObject({
      status: 400,
      body: { message: 'El cupón no está activo' },
    });
    expect(await api.post('/api/orders/guest', orderBody([item(p['Pay de limón'])], { couponCode: 'GALLETA20' }))).toMatchObject({
      status: 400,
      body: { message: 'El cupón no está activo' },
    });
    expect((await api.get(`/api/admin/coupons/${newId()}`, asAdmin)).status).toBe(404);
    for (const payload of [[], [{ amount: 5 }], '"GALLETA20"']) {
      const res = await api.patch(`/api/admin/coupons/${id}`, payload, { ...asAdmin, 'content-type': 'application/json' });
      expect(res).toMatchObject({ status: 400, body: { message: 'Los datos enviados no son válidos' } });
    }
  });

  it('PATCH /api/orders/cancel/:id cancels an unpaid order with its capability', async () => {
    const o = await guestOrder([item(p['Pay de limón'])]);
    const url = `/api/orders/cancel/${o._id}`;
    expect((await api.patch(url, {})).status).toBe(404);
    const wrongType = await api.patch(url, { cancelReason: 5 }, { 'x-order-token': o.accessToken });
    expect(wrongType).toMatchObject({ status: 400, body: { message: 'El motivo de cancelación no es válido' } });
    for (const payload of ['[]', '"cancelar"']) {
      const notObject = await api.patch(url, payload, { 'x-order-token': o.accessToken, 'content-type': 'application/json' });
      expect(notObject).toMatchObject({ status: 400, body: { message: 'Los datos enviados no son válidos' } });
    }
    const res = await api.patch(url, { cancelReason: 'Ya no lo necesito' }, { 'x-order-token': o.accessToken });
    expect(res).toMatchObject({
      status: 200,
      body: { order: { _id: o._id, cancelled: true, status: 'cancelada', cancelReason: 'Ya no lo necesito' } },
    });
  });

  it('admin orders: list newest first, filter, page, detail, status change; non-admins are refused', async () => {
    expect((await api.get('/api/admin/orders')).status).toBe(401);
    expect((await api.get('/api/admin/orders', bearer(newId()))).status).toBe(403);
    const list = await api.get('/api/admin/orders', asAdmin);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: expect.any(Number), page: 1, pages: expect.any(Number) });
    expect(list.body.orders.length).toBeGreaterThan(3);
    const cancelled = await api.get('/api/admin/orders?status=cancelada', asAdmin);
    expect(cancelled.body.orders.length).toBeGreaterThan(0);
    expect(cancelled.body.orders.every((o: { status: string }) => o.status === 'cancelada')).toBe(true);
    const todas = await api.get('/api/admin/orders?status=todas&page=1&limit=2', asAdmin);
    expect(todas.body).toMatchObject({ page: 1, total: list.body.total, pages: Math.ceil(list.body.total / 2) });
    expect(todas.body.orders.map((o: { _id: string }) => o._id)).toEqual(list.body.orders.slice(0, 2).map((o: { _id: string }) => o._id));
    expect(await api.get('/api/admin/orders?status=nada', asAdmin)).toMatchObject({
      status: 400,
      body: { message: 'El estado de la orden no es válido' },
    });

    const id = list.body.orders.find((o: { status: string }) => o.status === 'creada')._id;
    expect(await api.get(`/api/admin/orders/${id}`, asAdmin)).toMatchObject({
      status: 200,
      body: { order: { _id: id } },
    });
    // An unpaid order never goes to the kitchen (the lifecycle table: order-lifecycle.api.test.ts has every pair).
    expect(await api.patch(`/api/admin/orders/${id}`, { status: 'enviada' }, asAdmin)).toMatchObject({
      status: 409,
      body: { message: 'La orden no está pagada: no puede pasar a «enviada»' },
    });
    const updated = await api.patch(`/api/admin/orders/${id}`, { status: 'cancelada' }, asAdmin);
    expect(updated).toMatchObject({ status: 200, body: { updatedOrder: { _id: id, status: 'cancelada' } } });
    expect(await api.patch(`/api/admin/orders/${id}`, { status: 'volando' }, asAdmin)).toMatchObject({
      status: 400,
      body: { message: 'El estado de la orden no es válido' },
    });
    expect((await api.patch(`/api/admin/orders/${id}`, { status: 'enviada' }, bearer(newId()))).status).toBe(403);
    expect((await api.get(`/api/admin/orders/${newId()}`, asAdmin)).status).toBe(404);

    const stats = await api.get('/api/admin/stats', asAdmin);
    expect(stats.status).toBe(200);
    expect(stats.body.days).toHaveLength(30);
    expect(stats.body.byStatus.cancelada).toBeGreaterThanOrEqual(1);
    expect(Array.isArray(stats.body.topProducts)).toBe(true);
    expect((await api.get('/api/admin/stats', bearer(newId()))).status).toBe(403);
  });
});
