import { newId } from '@kukki/platform';
import { COMPOSITIONS } from '@kukki/platform/testing';
import type { Product } from '@kukki/contracts';
import { fakeUsers } from '@kukki/orders/src/testing/fake-users';
import { item, orderBody } from '@kukki/orders/src/testing/order-fixtures';
import { bearerSignedWith, startOrdersApi, type ApiHarness } from '../testing';

const JWT_SECRET = 'orders-quote-api-test-secret-0123456789abcdef';
const bearer = bearerSignedWith(JWT_SECRET);

describe.each(COMPOSITIONS)('POST /api/orders/quote (%s)', (kind) => {
  let api: ApiHarness;
  let p: Record<string, Product>;
  const userOrders = async (userId: string) => {
    const admin = newId();
    fakeUsers.admins.add(admin);
    const res = await api.get('/api/admin/orders?limit=100', bearer(admin, true));
    return (res.body.orders as Array<{ user: string | null }>).filter((o) => o.user === userId).length;
  };

  beforeAll(async () => {
    ({ api, products: p } = await startOrdersApi(kind, { JWT_SECRET, RPC_TIMEOUT_MS: '10000' }));
  });
  afterAll(() => api?.close());

  it('a guest quote is priced like the guest order that follows, and stores nothing', async () => {
    const body = orderBody([item(p['Caja Kukki'], 0, 1, { picks: ['Besos de coco'] }), item(p['Pay de limón'], 0, 2)]);
    const quote = await api.post('/api/orders/quote', body);
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({
      itemsPrice: 370,
      discount: false,
      discountPrice: 0,
      discountDescription: { type: '' },
      shippingPrice: 69,
      taxPrice: 0,
      totalPrice: 439,
    });
    expect(quote.body.items).toHaveLength(2);
    expect(quote.body).not.toHaveProperty('lines');
    expect(quote.body.items[0]).toMatchObject({
      title: 'Caja Kukki (Chica)',
      unit_price: 200,
      quantity: 1,
      description: 'Caja con: Besos de coco',
    });
    expect(quote.body._id).toBeUndefined();
    expect(quote.body.accessToken).toBeUndefined();

    const created = await api.post('/api/orders/guest', body);
    expect(created.status).toBe(201);
    for (const key of ['itemsPrice', 'discountPrice', 'shippingPrice', 'taxPrice', 'totalPrice'] as const)
      expect(created.body.createdOrder[key]).toBe(quote.body[key]);
  });

  it('a user quote shows the first purchase without holding it; create then charges the same', async () => {
    const userId = newId();
    const body = orderBody([item(p['Pay de limón'], 0, 2)]);
    const first = await api.post('/api/orders/quote', body, bearer(userId));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      discount: true,
      discountDescription: { type: 'FP', isPercentage: true, amount: 25 },
      discountPrice: first.body.itemsPrice * 0.25,
    });
    // Quoting again reserves nothing: still eligible, and no order was stored.
    expect(fakeUsers.held.has(userId)).toBe(false);
    expect((await api.post('/api/orders/quote', body, bearer(userId))).body.discountDescription.type).toBe('FP');
    expect(await userOrders(userId)).toBe(0);

    const created = await api.post('/api/orders/user', body, bearer(userId));
    expect(created.status).toBe(201);
    expect(created.body.createdOrder.totalPrice).toBe(first.body.totalPrice);

    // The discount is now taken: the next quote is at full price, as the next order would be.
    const after = await api.post('/api/orders/quote', body, bearer(userId));
    expect(after.body).toMatchObject({ discount: false, discountPrice: 0, discountDescription: { type: '' } });
    expect(after.body.totalPrice).toBeGreaterThan(first.body.totalPrice);
  });

  it('refuses what create refuses, with the same Spanish message', async () => {
    const stale = await api.post(
      '/api/orders/quote',
      orderBody([item(p['Caja Kukki'], 0, 1, { unit_price: 20, picks: ['Besos de coco'] })]),
    );
    expect(stale).toMatchObject({ status: 400, body: { message: 'El precio de Caja Kukki no es válido' } });
    const empty = await api.post('/api/orders/quote', orderBody([]));
    expect(empty).toMatchObject({ status: 400, body: { message: 'Agrega al menos un producto a tu orden' } });
    const coupon = await api.post(
      '/api/orders/quote',
      orderBody([item(p['Pay de limón'])], { discountDescription: { type: 'CP', code: 'NOEXISTE' } }),
    );
    expect(coupon).toMatchObject({ status: 400, body: { message: 'El cupón no existe' } });
  });

  it('a coupon below its minimum is refused by the quote and the coupon check, naming the minimum, and holds no use', async () => {
    const admin = newId();
    fakeUsers.admins.add(admin);
    const body = orderBody([item(p['Pay de limón'], 0, 1)]);
    const plain = await api.post('/api/orders/quote', body);
    expect(plain.status).toBe(200);
    const minimum = plain.body.itemsPrice + 100;
    const expireDate = new Date(Date.now() + 7 * 86400000).toISOString().slice(0, 10);
    const created = await api.post(
      '/api/admin/coupons',
      { code: 'MINQUOTE', amount: 50, isPercent: false, expireDate, minOrderAmount: minimum },
      bearer(admin, true),
    );
    expect(created.status).toBe(201);
    const refused = { status: 400, body: { message: `Este cupón aplica en compras desde $${minimum.toFixed(2)} (sin contar el envío)` } };

    expect(await api.post('/api/orders/coupon', { couponCode: 'minquote', orderAmount: plain.body.itemsPrice })).toMatchObject(refused);
    const withCoupon = orderBody([item(p['Pay de limón'], 0, 1)], { discountDescription: { type: 'CP', code: 'minquote' } });
    expect(await api.post('/api/orders/quote', withCoupon)).toMatchObject(refused);
    expect(await api.post('/api/orders/guest', withCoupon)).toMatchObject(refused);

    // Nothing was applied nor held: the coupon has no use, and the same cart without it is priced as before.
    const list = await api.get('/api/admin/coupons', bearer(admin, true));
    expect(list.body.coupons.find((c: { code: string }) => c.code === 'MINQUOTE')).toMatchObject({ uses: 0, minOrderAmount: minimum });
    const again = await api.post('/api/orders/quote', body);
    expect(again).toMatchObject({ status: 200, body: { totalPrice: plain.body.totalPrice, discount: false } });
    expect((await api.post('/api/orders/guest', body)).status).toBe(201);
  });
});
