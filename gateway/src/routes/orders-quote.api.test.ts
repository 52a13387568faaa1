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
    expect(quote.body.lines).toEqual(quote.body.items);
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
});
