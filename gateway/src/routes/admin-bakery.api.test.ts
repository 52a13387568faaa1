import { PDFParse } from 'pdf-parse';
import { newId } from '@kukki/platform';
import { COMPOSITIONS } from '@kukki/platform/testing';
import type { Product } from '@kukki/contracts';
import { openDaysAhead } from '@kukki/contracts/testing';
import { fakeUsers } from '@kukki/orders/src/testing/fake-users';
import { deliveryAddress, item, orderBody, payer } from '@kukki/orders/src/testing/order-fixtures';
import { markPaid } from '@kukki/orders/src/testing/paid-order';
import { orderModules } from '@kukki/orders/src/testing/order-modules';
import { SubscriptionsModule } from '@kukki/subscriptions';
import { fakeUsersSessions, startApi, type ApiHarness } from '../testing';

const JWT_SECRET = 'admin-bakery-api-test-secret-0123456789abcdef';
const { bearer, asAdmin } = fakeUsersSessions(JWT_SECRET);
const asCustomer = bearer(newId());

const pdfText = async (body: string | Buffer) => {
  const parser = new PDFParse({ data: Buffer.isBuffer(body) ? body : Buffer.from(body, 'binary') });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};

describe.each(COMPOSITIONS)(
  'the bakery morning over HTTP: production, routes, packing slips, reports, customers, shop orders (%s)',
  (kind) => {
    let api: ApiHarness;
    let p: Record<string, Product>;
    const [day, otherDay] = openDaysAhead(9, 2);
    const box = () =>
      item(p['Caja Kukki'], 0, 1, { picks: ['Alfajores mini', 'Biscottis de mermelada', 'Nueces garapiñadas', 'Besos de coco'] });
    const guest = (items: unknown[], extra: Record<string, unknown> = {}) =>
      api.post('/api/orders/guest', orderBody(items, { deliveryAddress: { ...deliveryAddress, deliveryDate: day }, ...extra }));
    const paidOrder = async (items: unknown[], extra: Record<string, unknown> = {}) => {
      const res = await guest(items, extra);
      expect(res.status).toBe(201);
      await markPaid(api.composition.runtime.database('orders').db, res.body.createdOrder._id);
      return res.body.createdOrder as { _id: string; orderNumber: string; accessToken: string };
    };
    let paid: Array<{ _id: string; orderNumber: string }>;
    let unpaid: { _id: string; orderNumber: string };

    beforeAll(async () => {
      api = await startApi(kind, [...orderModules(), ['subscriptions', (rt) => SubscriptionsModule.forRoot(rt)]], {
        JWT_SECRET,
        RPC_TIMEOUT_MS: '10000',
      });
      p = Object.fromEntries((await api.get('/api/productos')).body.products.map((x: Product) => [x.name, x]));
      fakeUsers.accounts = [
        { _id: newId(), name: 'Jimena Núñez', email: 'jimena@example.com', isAdmin: false, phone: '+52 55 2222 3333' },
        { _id: newId(), name: 'Dueña', email: 'duena@kukki.mx', isAdmin: true },
      ];
      paid = [
        await paidOrder([item(p['Pay de limón'], 0, 2)]),
        await paidOrder([item(p['Pay de limón'], 0, 1), box()], {
          deliveryAddress: { ...deliveryAddress, deliveryDate: day, del: 'Benito Juárez', zip_code: '03100' },
          payer: { ...payer, name: 'Beto Ríos', email: 'beto@example.com' },
        }),
        await paidOrder([box()], { deliveryAddress: { ...deliveryAddress, deliveryDate: day, del: 'Álvaro Obregón', zip_code: '01000' } }),
      ];
      unpaid = (await guest([item(p['Pay de limón'], 0, 5)])).body.createdOrder;
    });
    afterAll(() => api?.close());

    it('GET /api/admin/production?date= counts only paid orders of that day: products by size and boxes by contents', async () => {
      const res = await api.get(`/api/admin/production?date=${day}`, asAdmin);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ date: day, orders: 3, subscriptions: 0 });
      const pay = res.body.products.find((x: { productId: string }) => x.productId === p['Pay de limón']._id);
      expect(pay).toEqual({ productId: p['Pay de limón']._id, name: 'Pay de limón', size: p['Pay de limón'].size[0], quantity: 3 });
      expect(res.body.boxes).toEqual([
        expect.objectContaining({
          name: 'Caja Kukki',
          size: 'Chica',
          count: 2,
          contents: expect.arrayContaining([{ name: 'Biscottis de mermelada', quantity: 2 }]),
        }),
      ]);
      expect((await api.get(`/api/admin/production?date=${otherDay}`, asAdmin)).body).toMatchObject({
        date: otherDay,
        orders: 0,
        products: [],
        boxes: [],
      });
    });

    it('GET /api/admin/routes?date= lists a stop per paid order grouped by alcaldía then postcode, with phone and gift note', async () => {
      const res = await api.get(`/api/admin/routes?date=${day}`, asAdmin);
      expect(res.status).toBe(200);
      expect(res.body.stops.map((s: { alcaldia: string }) => s.alcaldia)).toEqual(['Álvaro Obregón', 'Benito Juárez', 'Cuauhtémoc']);
      expect(res.body.stops.map((s: { orderNumber: string }) => s.orderNumber)).not.toContain(unpaid.orderNumber);
      expect(res.body.stops[1]).toMatchObject({
        orderNumber: paid[1].orderNumber,
        name: 'Beto Ríos',
        phone: '55 12345678',
        zip: '03100',
        giftText: '¡Feliz cumpleaños!',
        // Street and colonia; then the alcaldía, postcode and city, each in its field (read in that order).
        address: 'Durango 10, int. 3B, col. Roma Norte',
        alcaldia: 'Benito Juárez',
        city: 'CDMX',
        items: expect.arrayContaining([
          expect.objectContaining({ name: expect.stringContaining('Caja Kukki'), quantity: 1, contents: expect.any(Array) }),
        ]),
      });
    });

    it('packing slips: one order (no prices, gift note) and a whole day as PDFs; 404 for an unknown order, 400 for a bad id or date', async () => {
      const one = await api.request({ method: 'GET', url: `/api/admin/orders/${paid[1]._id}/packing-slip.pdf`, headers: asAdmin });
      expect(one.status).toBe(200);
      expect(one.headers['content-type']).toBe('application/pdf');
      const raw = await api.app
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'GET', url: `/api/admin/orders/${paid[1]._id}/packing-slip.pdf`, headers: asAdmin });
      const text = await pdfText(raw.rawPayload);
      expect(text).toContain(`Orden ${paid[1].orderNumber}`);
      expect(text).toContain('Beto Ríos');
      expect(text).toContain('¡Feliz cumpleaños!');
      expect(text).toContain('Lleva: ');
      expect(text).not.toMatch(/\$\s?\d/);
      expect(text).not.toContain('no la empaques');
      const unpaidSlip = await api.app
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'GET', url: `/api/admin/orders/${unpaid._id}/packing-slip.pdf`, headers: asAdmin });
      expect(await pdfText(unpaidSlip.rawPayload)).toContain('SIN PAGAR: no la empaques hasta que se pague');
      const dropped = (await guest([item(p['Pay de limón'], 0, 1)])).body.createdOrder as { _id: string; accessToken: string };
      const cancelled = await api.patch(
        `/api/orders/cancel/${dropped._id}`,
        { cancelReason: 'Ya no la necesito' },
        {
          'x-order-token': dropped.accessToken,
        },
      );
      expect(cancelled.status).toBe(200);
      const cancelledSlip = await api.app
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'GET', url: `/api/admin/orders/${dropped._id}/packing-slip.pdf`, headers: asAdmin });
      expect((await pdfText(cancelledSlip.rawPayload)).replace(/\s+/g, ' ')).toContain(
        'CANCELADA: no la empaques (motivo: Ya no la necesito)',
      );
      const dayRaw = await api.app
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'GET', url: `/api/admin/packing-slips.pdf?date=${day}`, headers: asAdmin });
      expect(dayRaw.statusCode).toBe(200);
      const dayText = await pdfText(dayRaw.rawPayload);
      for (const o of paid) expect(dayText).toContain(`Orden ${o.orderNumber}`);
      expect(dayText).not.toContain(unpaid.orderNumber);
      expect((await api.get(`/api/admin/orders/${newId()}/packing-slip.pdf`, asAdmin)).status).toBe(404);
      expect((await api.get('/api/admin/orders/xyz/packing-slip.pdf', asAdmin)).status).toBe(400);
      expect((await api.get('/api/admin/packing-slips.pdf?date=2026-02-30', asAdmin)).status).toBe(400);
    });

    it('day routes refuse a missing or invalid date with a Spanish 400', async () => {
      for (const url of ['/api/admin/production', '/api/admin/routes?date=mañana', '/api/admin/production?date=2026-13-01']) {
        const res = await api.get(url, asAdmin);
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(/fecha|date/);
      }
    });

    it('GET /api/admin/reports/sales: paid, not cancelled, not refunded; by product, payment method, coupon and day; CSV twin with BOM', async () => {
      const res = await api.get('/api/admin/reports/sales', asAdmin);
      expect(res.status).toBe(200);
      const { totals, byProduct, byPaymentMethod, byCoupon, byDay } = res.body;
      expect(totals.orders).toBeGreaterThanOrEqual(3);
      expect(Object.keys(totals).sort()).toEqual(['discounts', 'net', 'orders', 'refunds', 'revenue', 'shipping']);
      expect(totals.net).toBeCloseTo(totals.revenue - totals.refunds, 2);
      expect(byProduct.find((x: { productId: string }) => x.productId === p['Pay de limón']._id).quantity).toBeGreaterThanOrEqual(3);
      expect(byPaymentMethod[0]).toEqual({ method: expect.any(String), orders: expect.any(Number), revenue: expect.any(Number) });
      expect(Array.isArray(byCoupon)).toBe(true);
      expect(byDay).toHaveLength(30);
      expect(byDay.reduce((n: number, d: { orders: number }) => n + d.orders, 0)).toBe(totals.orders);
      // Cancelling one of the paid orders' refund path is not open here; an unpaid order never counts.
      const before = totals.orders;
      await api.post('/api/orders/guest', orderBody([item(p['Pay de limón'])]));
      expect((await api.get('/api/admin/reports/sales', asAdmin)).body.totals.orders).toBe(before);

      const csv = await api.get('/api/admin/reports/sales.csv', asAdmin);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(String(csv.body).startsWith('\uFEFFOrden,Pagada,Cliente')).toBe(true);
      expect(String(csv.body)).toContain(paid[1].orderNumber);
      expect(String(csv.body)).not.toContain(unpaid.orderNumber);
      const products = await api.get('/api/admin/reports/sales.csv?table=products', asAdmin);
      expect(products.headers['content-disposition']).toContain('ventas-productos.csv');
      expect(String(products.body).startsWith('\uFEFFProducto,Piezas,Ingresos\r\n')).toBe(true);
      expect(String(products.body)).toContain('Pay de limón,');
      const days = String((await api.get('/api/admin/reports/sales.csv?table=days', asAdmin)).body)
        .trim()
        .split('\r\n');
      expect(days).toHaveLength(1 + 30 + 1);
      expect(days.at(-1)).toBe(`Total,${totals.orders},${totals.revenue.toFixed(2)}`);
      expect((await api.get('/api/admin/reports/sales.csv?table=impuestos', asAdmin)).status).toBe(400);

      expect((await api.get('/api/admin/reports/sales?from=2026-12-10&to=2026-12-01', asAdmin)).body).toEqual({
        message: 'La fecha inicial no puede ser posterior a la final',
      });
      expect((await api.get('/api/admin/reports/sales?from=ayer', asAdmin)).status).toBe(400);
      expect((await api.get('/api/admin/reports/sales?from=2020-01-01&to=2026-01-01', asAdmin)).status).toBe(400);
    });

    it('GET /api/admin/customers: guest buyers by e-mail and registered users, accent-insensitive search, pages', async () => {
      const all = await api.get('/api/admin/customers', asAdmin);
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ page: 1, pages: 1 });
      const beto = all.body.customers.find((c: { email: string }) => c.email === 'beto@example.com');
      expect(beto).toEqual({
        email: 'beto@example.com',
        name: 'Beto Ríos',
        userId: null,
        orders: 1,
        totalSpent: expect.any(Number),
        lastOrderAt: expect.any(String),
      });
      expect(all.body.customers).toContainEqual({
        email: 'jimena@example.com',
        name: 'Jimena Núñez',
        userId: fakeUsers.accounts[0]._id,
        orders: 0,
        totalSpent: 0,
        lastOrderAt: null,
      });
      const found = await api.get(`/api/admin/customers?q=${encodeURIComponent('RIOS')}`, asAdmin);
      expect(found.body.customers.map((c: { email: string }) => c.email)).toEqual(['beto@example.com']);
      expect((await api.get('/api/admin/customers?q=nunez', asAdmin)).body.customers.map((c: { name: string }) => c.name)).toEqual([
        'Jimena Núñez',
      ]);
      expect(all.body.customers.map((c: { email: string }) => c.email)).not.toContain('duena@kukki.mx');
      const byPhone = (q: string) => api.get(`/api/admin/customers?q=${encodeURIComponent(q)}`, asAdmin);
      for (const q of ['55 2222-3333', '+52 55 2222 3333', '+521 55 2222 3333', '22223333'])
        expect((await byPhone(q)).body.customers.map((c: { email: string }) => c.email)).toEqual(['jimena@example.com']);
      expect((await byPhone('1234 5678')).body.customers.map((c: { email: string }) => c.email)).toContain('beto@example.com');
      expect((await api.get('/api/admin/customers?page=0', asAdmin)).status).toBe(400);
    });

    it('POST /api/admin/orders: a phone order priced by the server, paid at the counter, listed with its channel; 400 for a bad channel', async () => {
      const body = orderBody([item(p['Pay de limón'], 0, 2)], {
        deliveryAddress: { ...deliveryAddress, deliveryDate: otherDay },
        payer: { ...payer, email: '' },
        channel: 'telefono',
        paid: true,
      });
      const res = await api.post('/api/admin/orders', body, asAdmin);
      expect(res.status).toBe(201);
      const o = res.body.createdOrder;
      expect(o).toMatchObject({ channel: 'telefono', isPaid: true, status: 'recibida', itemsPrice: p['Pay de limón'].price[0] * 2 });
      const listed = await api.get(`/api/admin/orders?q=${o.orderNumber}`, asAdmin);
      expect(listed.body.orders[0]).toMatchObject({ _id: o._id, channel: 'telefono' });
      expect((await api.get(`/api/admin/production?date=${otherDay}`, asAdmin)).body.orders).toBe(1);
      expect(await api.post('/api/admin/orders', { ...body, channel: 'fax' }, asAdmin)).toMatchObject({
        status: 400,
        body: { message: 'El canal debe ser telefono, whatsapp o mostrador' },
      });
      expect((await api.post('/api/admin/orders', { ...body, paid: 'si' }, asAdmin)).status).toBe(400);
    });

    it('every new route is admin-only: 401 anonymous, 403 customer', async () => {
      for (const [method, url] of [
        ['GET', `/api/admin/production?date=${day}`],
        ['GET', `/api/admin/routes?date=${day}`],
        ['GET', `/api/admin/orders/${paid[0]._id}/packing-slip.pdf`],
        ['GET', `/api/admin/packing-slips.pdf?date=${day}`],
        ['GET', '/api/admin/reports/sales'],
        ['GET', '/api/admin/reports/sales.csv'],
        ['GET', '/api/admin/customers'],
        ['POST', '/api/admin/orders'],
      ]) {
        expect((await api.request({ method, url, payload: method === 'POST' ? {} : undefined })).status).toBe(401);
        expect((await api.request({ method, url, payload: method === 'POST' ? {} : undefined, headers: asCustomer })).status).toBe(403);
      }
    });
  },
);
