import { COMPOSITIONS, eventually } from '@kukki/platform/testing';
import { RECEIPT_MESSAGES, type Product } from '@kukki/contracts';
import { SAMPLE_FACTURA_REQUEST } from '@kukki/contracts/testing';
import { NotificationsModule } from '@kukki/notifications';
import { item, orderBody } from '@kukki/orders/src/testing/order-fixtures';
import { orderModules } from '@kukki/orders/src/testing/order-modules';
import { markPaid } from '@kukki/orders/src/testing/paid-order';
import { MemoryMailer, startApi, type ApiHarness } from '../testing';

jest.setTimeout(90_000);

const SHOP_INBOX = 'tienda-facturas@kukki.test';
const factura = SAMPLE_FACTURA_REQUEST;

describe.each(COMPOSITIONS)('the customer asks for a factura, repeatedly (%s)', (kind) => {
  let api: ApiHarness;
  let p: Record<string, Product>;
  const mailer = new MemoryMailer();
  const shopMails = (orderNumber: string) =>
    mailer.sent.filter((m) => m.to === SHOP_INBOX && m.subject.startsWith('Solicitud de factura') && m.subject.includes(orderNumber));

  beforeAll(async () => {
    api = await startApi(kind, [
      ...orderModules({ coupons: false }),
      ['notifications', (rt) => NotificationsModule.forRoot(rt, { shopInbox: SHOP_INBOX, mailer })],
    ]);
    const { body } = await api.get('/api/productos');
    p = Object.fromEntries(body.products.map((x: Product) => [x.name, x]));
  });
  afterAll(() => api?.close());

  async function paidOrder() {
    const res = await api.post('/api/orders/guest', orderBody([item(p['Pay de limón'], 1)]));
    expect(res.status).toBe(201);
    const o = res.body.createdOrder;
    await markPaid(api.composition.runtime.database('orders').db, o._id);
    return { id: o._id as string, headers: { 'x-order-token': o.accessToken as string } };
  }

  it('10 × the same request → one pending request and one e-mail to the shop; GET shows its state', async () => {
    const o = await paidOrder();
    expect(await api.get(`/api/orders/${o.id}/factura`, o.headers)).toMatchObject({ status: 200, body: { factura: null } });
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await api.post(`/api/orders/${o.id}/factura`, factura, o.headers));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.factura._id)).size).toBe(1);
    const orderNumber = answers[0].body.factura.orderNumber as string;
    expect(orderNumber).toMatch(/^K-\d{6,}$/);

    const state = await api.get(`/api/orders/${o.id}/factura`, o.headers);
    expect(state).toMatchObject({ status: 200, body: { factura: { ...factura, rfc: 'XAXX010101000', status: 'pendiente', orderNumber } } });
    expect((await api.get(`/api/orders/${o.id}/factura`)).status).toBe(404);
    expect((await api.get(`/api/orders/${o.id}/factura`, { 'x-order-token': 'otro' })).status).toBe(404);
    expect((await api.get(`/api/orders/xyz/factura`, o.headers)).status).toBe(400);

    // A marker: another order's first request reaches the shop; the first order's stays at one e-mail.
    const marker = await paidOrder();
    const markerReply = await api.post(`/api/orders/${marker.id}/factura`, factura, marker.headers);
    await eventually(() => expect(shopMails(markerReply.body.factura.orderNumber)).toHaveLength(1));
    await eventually(() => expect(shopMails(orderNumber)).toHaveLength(1));
    expect(shopMails(orderNumber)).toHaveLength(1);
  });

  it('an unpaid order says so (409) and has no factura yet', async () => {
    const res = await api.post('/api/orders/guest', orderBody([item(p['Pay de limón'], 1)]));
    const o = res.body.createdOrder;
    const headers = { 'x-order-token': o.accessToken };
    expect(await api.post(`/api/orders/${o._id}/factura`, factura, headers)).toMatchObject({
      status: 409,
      body: { message: RECEIPT_MESSAGES.unpaid },
    });
    expect(await api.get(`/api/orders/${o._id}/factura`, headers)).toMatchObject({ status: 200, body: { factura: null } });
  });
});
