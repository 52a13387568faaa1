import { newId } from '@kukki/platform';
import { COMPOSITIONS } from '@kukki/platform/testing';
import { CAPACITY_MESSAGES, shopDay, weekdayOf, type Product, formatShopDate } from '@kukki/contracts';
import { openDaysAhead } from '@kukki/contracts/testing';
import { deliveryAddress, item, orderBody, payer } from '@kukki/orders/src/testing/order-fixtures';
import { fakeUsersSessions, startOrdersApi, type ApiHarness } from '../testing';

const JWT_SECRET = 'orders-tools-api-test-secret-0123456789abcdef';
const { bearer, asAdmin } = fakeUsersSessions(JWT_SECRET);
const daysAhead = (n: number) => shopDay(new Date(Date.now() + n * 86_400_000));
const COVERAGE = 'Solo entregamos en Ciudad de México (códigos postales 01000 a 16999) y Estado de México (códigos postales 50000 a 57999)';

describe.each(COMPOSITIONS)('order numbers, coverage, capacity, sold out, search and export over HTTP (%s)', (kind) => {
  let api: ApiHarness;
  let p: Record<string, Product>;
  const req = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    api.request({ method, url, payload, headers });
  const guest = (extra: Record<string, unknown> = {}, items?: unknown[]) =>
    req('POST', '/api/orders/guest', orderBody(items ?? [item(p['Pay de limón'])], extra));

  beforeAll(async () => {
    ({ api, products: p } = await startOrdersApi(kind, { JWT_SECRET, RPC_TIMEOUT_MS: '10000' }));
  });
  afterAll(() => api?.close());

  it('every order shape carries orderNumber: create reply (with _id), detail, admin list and detail', async () => {
    const created = await guest();
    expect(created.status).toBe(201);
    const o = created.body.createdOrder;
    expect(o).toMatchObject({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), orderNumber: expect.stringMatching(/^K-\d{6}$/) });
    const detail = await req('GET', `/api/orders/detail/${o._id}`, undefined, { 'x-order-token': o.accessToken });
    expect(detail.body.order.orderNumber).toBe(o.orderNumber);
    expect((await req('GET', `/api/admin/orders/${o._id}`, undefined, asAdmin)).body.order.orderNumber).toBe(o.orderNumber);
    const list = await req('GET', `/api/admin/orders?q=${o.orderNumber}`, undefined, asAdmin);
    expect(list.body.orders.map((x: { orderNumber: string }) => x.orderNumber)).toEqual([o.orderNumber]);
  });

  it('delivers only inside the coverage and to the city of the postcode (400 naming the coverage)', async () => {
    for (const [patch, message] of [
      [{ zip_code: '44100' }, `No entregamos en el código postal 44100. ${COVERAGE}.`],
      [{ zip_code: '58000', city: 'Estado de México' }, `No entregamos en el código postal 58000. ${COVERAGE}.`],
      [
        { zip_code: '06700', city: 'Estado de México' },
        `El código postal 06700 no corresponde a Estado de México. ${COVERAGE}; elige la ciudad de tu código postal.`,
      ],
      [
        { zip_code: '54000', city: 'CDMX' },
        `El código postal 54000 no corresponde a Ciudad de México. ${COVERAGE}; elige la ciudad de tu código postal.`,
      ],
    ] as const) {
      const res = await guest({ deliveryAddress: { ...deliveryAddress, ...patch } });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    expect((await guest({ deliveryAddress: { ...deliveryAddress, zip_code: '54000', city: 'Estado de México' } })).status).toBe(201);
  });

  it('capacity: admin sets the default and per-date overrides; the public window shows availability; full or closed days answer 409', async () => {
    expect(await req('GET', '/api/admin/capacity', undefined, asAdmin)).toMatchObject({
      status: 200,
      body: { defaultPerDay: null, overrides: [] },
    });
    const dates = await req('GET', '/api/delivery-dates');
    expect(dates.status).toBe(200);
    expect(dates.body.dates.length).toBeGreaterThanOrEqual(30);
    // Every day is open but the closed weekdays (Sunday by default), which say so.
    for (const d of dates.body.dates as Array<{ date: string; available: boolean; closed?: boolean }>)
      expect(d).toEqual(weekdayOf(d.date) === 0 ? { date: d.date, available: false, closed: true } : { date: d.date, available: true });
    expect(dates.body.dates[0].date >= shopDay()).toBe(true);

    expect(await req('PUT', '/api/admin/capacity', {}, asAdmin)).toMatchObject({
      status: 400,
      body: { message: CAPACITY_MESSAGES.defaultRequired },
    });
    for (const payload of [{ defaultPerDay: -2 }, { defaultPerDay: 2.5 }, { defaultPerDay: 'diez' }, [5]]) {
      const res = await req('PUT', '/api/admin/capacity', payload, asAdmin);
      expect(res).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^La capacidad diaria/) } });
    }
    const [day, closed] = openDaysAhead(2, 2);
    expect(await req('PUT', '/api/admin/capacity/2026-02-30', { capacity: 1 }, asAdmin)).toMatchObject({
      status: 400,
      body: { message: 'La fecha no es válida, usa el formato AAAA-MM-DD' },
    });
    expect(await req('PUT', `/api/admin/capacity/${day}`, {}, asAdmin)).toMatchObject({
      status: 400,
      body: { message: CAPACITY_MESSAGES.capacityInvalid },
    });
    expect(await req('PUT', `/api/admin/capacity/${day}`, { capacity: -1 }, asAdmin)).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^La capacidad del día/) },
    });
    expect(await req('PUT', `/api/admin/capacity/${day}`, { capacity: 1 }, asAdmin)).toMatchObject({
      status: 200,
      body: { defaultPerDay: null, overrides: [{ date: day, capacity: 1, used: 0 }] },
    });
    const first = await guest({ deliveryAddress: { ...deliveryAddress, deliveryDate: day } });
    expect(first.status).toBe(201);
    expect(await guest({ deliveryAddress: { ...deliveryAddress, deliveryDate: day } })).toMatchObject({
      status: 409,
      body: { message: `Ya no tenemos cupo para entregar el ${formatShopDate(day)}, por favor elige otra fecha` },
    });
    const window = await req('GET', '/api/delivery-dates');
    expect(window.body.dates).toContainEqual({ date: day, available: false });
    // Cancelling the unpaid order gives the slot back.
    await req('PATCH', `/api/orders/cancel/${first.body.createdOrder._id}`, {}, { 'x-order-token': first.body.createdOrder.accessToken });
    expect((await req('GET', '/api/delivery-dates')).body.dates).toContainEqual({ date: day, available: true });

    await req('PUT', `/api/admin/capacity/${closed}`, { capacity: 0 }, asAdmin);
    expect(await guest({ deliveryAddress: { ...deliveryAddress, deliveryDate: closed } })).toMatchObject({
      status: 409,
      body: { message: `No hacemos entregas el ${formatShopDate(closed)}, por favor elige otra fecha` },
    });
    expect((await req('PUT', '/api/admin/capacity', { defaultPerDay: 0 }, asAdmin)).body.defaultPerDay).toBe(0);
    // Default 0 closes every day except the one whose override (1, now free again) wins.
    const closedWindow = (await req('GET', '/api/delivery-dates')).body.dates as Array<{ date: string; available: boolean }>;
    expect(closedWindow.filter((d) => d.available).map((d) => d.date)).toEqual([day]);
    expect((await guest()).status).toBe(201); // no delivery date: no capacity used
    expect((await req('PUT', '/api/admin/capacity', { defaultPerDay: null }, asAdmin)).body.defaultPerDay).toBeNull();
    const removed = await req('PUT', `/api/admin/capacity/${closed}`, { capacity: null }, asAdmin);
    expect(removed.body.overrides.map((o: { date: string }) => o.date)).not.toContain(closed);
    expect((await guest({ deliveryAddress: { ...deliveryAddress, deliveryDate: closed } })).status).toBe(201);
    expect((await req('PUT', `/api/admin/capacity/${day}`, { capacity: 5 }, bearer(newId()))).status).toBe(403);
    expect((await req('GET', '/api/admin/capacity')).status).toBe(401);
  });

  it('sold out: PATCH {"available": false} alone marks it «Agotado»; the catalogue shows it and orders refuse it', async () => {
    const pay = p['Pay de limón'];
    const url = `/api/admin/products/${pay._id}`;
    expect(pay.available).toBe(true);
    expect(await req('PATCH', url, { available: 'no' }, asAdmin)).toMatchObject({
      status: 400,
      body: { message: 'La disponibilidad (available) debe ser true o false' },
    });
    const off = await req('PATCH', url, { available: false }, asAdmin);
    expect(off).toMatchObject({ status: 200, body: { product: { _id: pay._id, available: false, name: 'Pay de limón' } } });
    const list = await req('GET', '/api/productos');
    expect(list.body.products.find((x: Product) => x._id === pay._id)).toMatchObject({ available: false });
    const one = await req('GET', `/api/productos/${pay.category}/${pay._id}`);
    expect(one.body.product).toMatchObject({ _id: pay._id, available: false });
    expect(await guest()).toMatchObject({
      status: 400,
      body: { message: 'Lo sentimos, Pay de limón está agotado; quítalo de tu carrito para continuar' },
    });
    expect((await req('PATCH', url, { available: true }, asAdmin)).body.product.available).toBe(true);
    expect((await guest()).status).toBe(201);
    expect((await req('PATCH', url, { available: false }, bearer(newId()))).status).toBe(403);
  });

  it('admin search (number, name, e-mail, phone; no case or accents), creation range in Mexico City, and the CSV export', async () => {
    const who = { ...payer, name: 'Zoé Ávila-Núñez', email: 'Zoe.Avila@Example.com', phone: { area_code: '55', number: '98761234' } };
    const a = (await guest({ payer: who })).body.createdOrder;
    const b = (await guest({ payer: { ...payer, name: '=HYPERLINK("x")', email: 'otro@example.com' } })).body.createdOrder;
    const ids = async (query: string) =>
      (await req('GET', `/api/admin/orders?${query}`, undefined, asAdmin)).body.orders.map((o: { _id: string }) => o._id);
    expect(await ids('q=zoe%20avila')).toEqual([a._id]);
    expect(await ids(`q=${encodeURIComponent('ZOÉ ÁVILA-NÚÑEZ')}`)).toEqual([a._id]);
    expect(await ids('q=zoe.avila%40example')).toEqual([a._id]);
    expect(await ids('q=9876-1234')).toEqual([a._id]);
    expect(await ids(`q=${a.orderNumber.toLowerCase()}`)).toEqual([a._id]);
    expect(await ids('q=%25')).toEqual([]); // % is literal, not a wildcard
    const today = shopDay();
    expect(await ids(`q=zoe&from=${today}&to=${today}`)).toEqual([a._id]);
    expect(await ids(`q=zoe&from=${daysAhead(1)}`)).toEqual([]);
    expect(await ids(`q=zoe&to=${shopDay(new Date(Date.now() - 86_400_000))}`)).toEqual([]);
    const page = await req('GET', `/api/admin/orders?from=${today}&to=${today}&page=1&limit=1`, undefined, asAdmin);
    expect(page.body).toMatchObject({ page: 1, pages: page.body.total });
    for (const [query, message] of [
      ['from=2026-13-01', 'La fecha inicial (from) no es válida, usa el formato AAAA-MM-DD'],
      ['to=ayer', 'La fecha final (to) no es válida, usa el formato AAAA-MM-DD'],
      ['from=2026-05-02&to=2026-05-01', 'La fecha «Desde» debe ser anterior o igual a la fecha «Hasta»'],
      [`q=${'x'.repeat(101)}`, 'La búsqueda debe tener máximo 100 caracteres'],
    ]) {
      expect(await req('GET', `/api/admin/orders?${query}`, undefined, asAdmin)).toMatchObject({ status: 400, body: { message } });
      expect(await req('GET', `/api/admin/orders/export.csv?${query}`, undefined, asAdmin)).toMatchObject({
        status: 400,
        body: { message },
      });
    }

    const csv = await req('GET', `/api/admin/orders/export.csv?from=${today}&to=${today}`, undefined, asAdmin);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text: string = csv.body;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('numero,fecha,entrega,nombre,email,telefono,direccion,productos,total,pagada,estado');
    expect(lines.find((l) => l.startsWith(`${a.orderNumber},`))).toMatch(
      /,Zoé Ávila-Núñez,zoe\.avila@example\.com,55 98761234,".*",1 x Pay de limón \(Chico\)|,Zoé Ávila-Núñez,/,
    );
    expect(lines.find((l) => l.startsWith(`${b.orderNumber},`))).toContain(`"'=HYPERLINK(""x"")"`);
    const only = await req('GET', '/api/admin/orders/export.csv?q=zoe%20avila', undefined, asAdmin);
    expect(only.body.slice(1).trim().split('\r\n')).toHaveLength(2);
    expect((await req('GET', '/api/admin/orders/export.csv')).status).toBe(401);
    expect((await req('GET', '/api/admin/orders/export.csv', undefined, bearer(newId()))).status).toBe(403);
  });
});
