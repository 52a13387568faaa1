import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  adminCanSet,
  adminTransitionRefusal,
  isTimelineStepBack,
  ORDER_STATUSES,
  PAID_STATUSES,
  type OrderStatus,
  type Product,
} from '@kukki/contracts';
import { newId } from '@kukki/platform';
import { COMPOSITIONS, eventually } from '@kukki/platform/testing';
import { NotificationsModule } from '@kukki/notifications';
import { emails, whatsappMessages } from '@kukki/notifications/src/db/schema';
import { outbox } from '@kukki/orders/src/db/schema';
import { OrdersRepository } from '@kukki/orders/src/orders.repository';
import { orderModules } from '@kukki/orders/src/testing/order-modules';
import { item, orderBody, payer } from '@kukki/orders/src/testing/order-fixtures';
import { markPaid } from '@kukki/orders/src/testing/paid-order';
import { fakeUsersSessions, MemoryMailer, startApi, type ApiHarness } from '../testing';

jest.setTimeout(180_000);

const JWT_SECRET = 'lifecycle-api-test-secret-0123456789abcdef';
const { asAdmin } = fakeUsersSessions(JWT_SECRET);

/** Status changes that e-mail the buyer (notifications' templates). */
const EMAILED: readonly OrderStatus[] = ['cocinando', 'enviada', 'entregada'];

/** Every (from, to) pair of distinct statuses: 8 × 7 = 56 admin status changes. */
const PAIRS: Array<[OrderStatus, OrderStatus]> = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.filter((to) => to !== from).map((to): [OrderStatus, OrderStatus] => [from, to]),
);

describe.each(COMPOSITIONS)('order lifecycle over HTTP (%s)', (kind) => {
  let api: ApiHarness;
  let product: Product;
  let n = 0;
  const db = () => api.composition.runtime.database('orders').db;
  const mailDb = () => api.composition.runtime.database('notifications').db;

  /** A guest order (its own e-mail, so its mail can be told apart) brought to `status` the way the shop gets there. */
  async function orderIn(status: OrderStatus): Promise<{ id: string; email: string; total: number }> {
    const email = `ciclo-${kind}-${++n}-${newId().slice(-6)}@example.com`;
    const res = await api.post('/api/orders/guest', orderBody([item(product)], { payer: { ...payer, email } }));
    expect(res.status).toBe(201);
    const { _id: id, accessToken, totalPrice: total } = res.body.createdOrder;
    const repo = new OrdersRepository(db());
    if (status === 'cancelada') {
      expect((await api.patch(`/api/orders/cancel/${id}`, {}, { 'x-order-token': accessToken })).status).toBe(200);
    } else if (status === 'rechazada') {
      await repo.update(id, { status: 'rechazada' });
    } else if (status === 'reembolsada') {
      await markPaid(db(), id);
      await repo.update(id, { status: 'reembolsada', isPaid: false });
    } else if (PAID_STATUSES.includes(status)) {
      await markPaid(db(), id);
      if (status !== 'recibida') await repo.update(id, { status });
    }
    return { id, email, total };
  }

  // A change of status is announced by one event: orders.order.cancelled for a cancellation (the customer's and the
  // shop's alike: holds, first-purchase discount and e-mail follow from it), orders.order.status-changed otherwise.
  const statusEvents = async (id: string) => {
    const [row] = await db()
      .select({ n: sql<number>`count(*)` })
      .from(outbox)
      .where(
        and(inArray(outbox.type, ['orders.order.status-changed', 'orders.order.cancelled']), sql`${outbox.data}->'order'->>'_id' = ${id}`),
      );
    return Number(row.n);
  };
  const statusMails = async (email: string) =>
    mailDb()
      .select({ template: emails.template })
      .from(emails)
      .where(and(eq(emails.to, email), eq(emails.source, 'orders.order.status-changed')));

  beforeAll(async () => {
    const notifications = kind === 'embedded' ? { smtpUrl: undefined } : { mailer: new MemoryMailer() };
    api = await startApi(kind, [...orderModules(), ['notifications', (rt) => NotificationsModule.forRoot(rt, notifications)]], {
      JWT_SECRET,
      RPC_TIMEOUT_MS: '10000',
      ORDERS_RATE_LIMIT: '1000',
    });
    const { body } = await api.get('/api/productos');
    product = body.products.find((p: Product) => p.name === 'Pay de limón');
  });
  afterAll(() => api?.close());

  it(`every admin status change of the table: ${PAIRS.filter(([f, t]) => adminCanSet(f, t)).length} allowed → 200 with history, and an e-mail unless it steps back along the timeline; every other → 409 in Spanish, nothing changed, no event, no e-mail`, async () => {
    const results: Array<{ from: OrderStatus; to: OrderStatus; id: string; email: string; allowed: boolean }> = [];
    for (const [from, to] of PAIRS) {
      const { id, email } = await orderIn(from);
      const before = (await api.get(`/api/admin/orders/${id}`, asAdmin)).body.order;
      expect(before.status).toBe(from);
      const eventsBefore = await statusEvents(id);
      const res = await api.patch(`/api/admin/orders/${id}`, { status: to }, asAdmin);
      const allowed = adminCanSet(from, to);
      const after = (await api.get(`/api/admin/orders/${id}`, asAdmin)).body.order;
      if (allowed) {
        expect({ from, to, status: res.status, now: res.body.updatedOrder?.status }).toEqual({ from, to, status: 200, now: to });
        expect(after.history.at(-1)).toEqual({ status: to, at: expect.any(String) });
        expect(after.history).toHaveLength(before.history.length + 1);
        expect(await statusEvents(id)).toBe(eventsBefore + 1);
      } else {
        expect({ from, to, status: res.status, message: res.body.message }).toEqual({
          from,
          to,
          status: 409,
          message: adminTransitionRefusal(from, to),
        });
        expect(after).toEqual(before);
        expect(await statusEvents(id)).toBe(eventsBefore);
      }
      results.push({ from, to, id, email, allowed });
    }
    // The allowed changes forward to a kitchen status e-mail the buyer; once they all arrived, no refused change and no
    // correction back along the timeline (entregada → cocinando: she was told the later step) has any.
    const mailed = results.filter((r) => r.allowed && EMAILED.includes(r.to) && !isTimelineStepBack(r.from, r.to));
    const stepsBack = results.filter((r) => r.allowed && isTimelineStepBack(r.from, r.to));
    expect(mailed.length).toBeGreaterThan(0);
    expect(stepsBack.length).toBeGreaterThan(0);
    await eventually(async () => {
      for (const r of mailed) expect(await statusMails(r.email)).toHaveLength(1);
    }, 60_000);
    for (const r of [...results.filter((x) => !x.allowed), ...stepsBack])
      expect({ ...r, mails: await statusMails(r.email) }).toEqual({ ...r, mails: [] });
    expect(results.filter((r) => r.allowed)).toHaveLength(PAIRS.filter(([f, t]) => adminCanSet(f, t)).length);
  });

  it('an order moved back by mistake and forward again announces each status once (e-mail and WhatsApp)', async () => {
    const email = `vaiven-${kind}-${newId().slice(-6)}@example.com`;
    const created = await api.post('/api/orders/guest', orderBody([item(product)], { payer: { ...payer, email }, notifyWhatsApp: true }));
    const { _id: id, orderNumber } = created.body.createdOrder;
    await markPaid(db(), id);
    for (const status of ['cocinando', 'recibida', 'cocinando', 'enviada', 'cocinando', 'enviada', 'entregada'])
      expect({ status, res: (await api.patch(`/api/admin/orders/${id}`, { status }, asAdmin)).status }).toEqual({ status, res: 200 });
    // «Entregada», the last change, arrives once the earlier ones were handled: the repeats added nothing.
    const templates = async () => (await statusMails(email)).map((m) => m.template).sort();
    await eventually(async () => expect(await templates()).toContain('order-delivered'), 60_000);
    expect(await templates()).toEqual(['order-cooking', 'order-delivered', 'order-shipped']);
    const whatsApp = async () =>
      (await mailDb().select({ template: whatsappMessages.template, params: whatsappMessages.params }).from(whatsappMessages))
        .filter((m) => m.params[0] === orderNumber)
        .map((m) => m.template)
        .sort();
    await eventually(async () => expect(await whatsApp()).toContain('pedido_entregado'), 60_000);
    expect(await whatsApp()).toEqual(['pedido_cocinando', 'pedido_en_camino', 'pedido_entregado']);
  });

  it('the customer cannot cancel a paid or refunded order (409, unchanged); the detail carries the history', async () => {
    for (const status of ['recibida', 'entregada', 'reembolsada'] as OrderStatus[]) {
      const { id } = await orderIn(status);
      const res = await api.patch(`/api/orders/cancel/${id}`, {}, asAdmin);
      expect(res.status).toBe(409);
      expect(typeof res.body.message).toBe('string');
      expect((await api.get(`/api/admin/orders/${id}`, asAdmin)).body.order.status).toBe(status);
    }
    const { id } = await orderIn('enviada');
    const detail = await api.get(`/api/orders/detail/${id}`, asAdmin);
    expect(detail.status).toBe(200);
    expect(detail.body.history.map((h: { status: string }) => h.status)).toEqual(['creada', 'recibida', 'enviada']);
    expect(detail.body.order.history).toEqual(detail.body.history);
    for (const h of detail.body.history) expect(Number.isNaN(Date.parse(h.at))).toBe(false);
  });

  it('GET /api/admin/orders?deliveryFrom=&deliveryTo= filters by delivery day (and keeps from/to by creation day)', async () => {
    const days = (await api.get('/api/delivery-dates')).body.dates
      .filter((d: { available: boolean }) => d.available)
      .map((d: { date: string }) => d.date);
    const [first, second] = [days[1], days[2]];
    const place = async (deliveryDate: string) => {
      const email = `entrega-${newId().slice(-8)}@example.com`;
      const body = orderBody([item(product)], { payer: { ...payer, email } });
      const res = await api.post('/api/orders/guest', { ...body, deliveryAddress: { ...body.deliveryAddress, deliveryDate } });
      expect(res.status).toBe(201);
      return res.body.createdOrder._id as string;
    };
    const a = await place(first);
    const b = await place(second);
    const ids = async (query: string) => {
      const res = await api.get(`/api/admin/orders?limit=100&${query}`, asAdmin);
      expect(res.status).toBe(200);
      return res.body.orders.map((o: { _id: string }) => o._id) as string[];
    };
    const onFirst = await ids(`deliveryFrom=${first}&deliveryTo=${first}`);
    expect(onFirst).toContain(a);
    expect(onFirst).not.toContain(b);
    expect(await ids(`deliveryFrom=${second}`)).toEqual(expect.arrayContaining([b]));
    expect(await ids(`deliveryFrom=${second}`)).not.toContain(a);
    expect(await ids(`deliveryTo=${first}`)).not.toContain(b);
    expect((await ids(`from=2020-01-01&deliveryFrom=${first}&deliveryTo=${second}`)).sort()).toEqual(expect.arrayContaining([a, b]));
    expect(await ids(`to=2020-01-01&deliveryFrom=${first}`)).toEqual([]);
    expect(await api.get(`/api/admin/orders?deliveryFrom=${second}&deliveryTo=${first}`, asAdmin)).toMatchObject({
      status: 400,
      body: { message: 'La fecha «Entrega desde» debe ser anterior o igual a la fecha «Entrega hasta»' },
    });
    expect(await api.get('/api/admin/orders?deliveryFrom=mañana', asAdmin)).toMatchObject({
      status: 400,
      body: { message: 'La fecha de entrega inicial (deliveryFrom) no es válida, usa el formato AAAA-MM-DD' },
    });
  });

  it('GET /api/admin/stats counts paid, not refunded orders; refunds apart', async () => {
    const before = (await api.get('/api/admin/stats', asAdmin)).body;
    await orderIn('creada');
    await orderIn('cancelada');
    const { total } = await orderIn('reembolsada');
    await orderIn('cocinando');
    await orderIn('recibida');
    const after = (await api.get('/api/admin/stats', asAdmin)).body;
    expect(after.totals.orders - before.totals.orders).toBe(2);
    expect(after.totals.revenue - before.totals.revenue).toBeCloseTo(2 * total, 2);
    expect(after.totals.refunds - before.totals.refunds).toBe(1);
    expect(after.totals.refunded - before.totals.refunded).toBeCloseTo(total, 2);
    expect(after.totals.averageTicket).toBeCloseTo(after.totals.revenue / after.totals.orders, 1);
    expect(after.days.at(-1).orders - before.days.at(-1).orders).toBe(2);
  });

  it('GET /api/admin/stats: a partial refund leaves the order counted, its revenue net of what was given back, the refund shown apart', async () => {
    const before = (await api.get('/api/admin/stats', asAdmin)).body;
    const { id, total } = await orderIn('enviada');
    await new OrdersRepository(db()).update(id, { refunds: [{ id: `r-${id}`, amountCents: 3000, at: new Date().toISOString() }] });
    const after = (await api.get('/api/admin/stats', asAdmin)).body;
    expect(after.totals.orders - before.totals.orders).toBe(1);
    expect(after.totals.revenue - before.totals.revenue).toBeCloseTo(total - 30, 2);
    expect(after.totals.refunds - before.totals.refunds).toBe(1);
    expect(after.totals.refunded - before.totals.refunded).toBeCloseTo(30, 2);
    expect(after.days.at(-1).refunded - before.days.at(-1).refunded).toBeCloseTo(30, 2);
  });

  it('GET /api/admin/stats: a cancelled order whose late payment went back is no sale and no refund, as in the sales report', async () => {
    const before = (await api.get('/api/admin/stats', asAdmin)).body;
    const { id, total } = await orderIn('cancelada');
    const cents = Math.round(total * 100);
    await new OrdersRepository(db()).update(id, { refunds: [{ id: `r-${id}`, amountCents: cents, at: new Date().toISOString() }] });
    const after = (await api.get('/api/admin/stats', asAdmin)).body;
    expect(after.totals).toMatchObject({ orders: before.totals.orders, refunds: before.totals.refunds });
    expect(after.totals.refunded).toBeCloseTo(before.totals.refunded, 2);
  });
});
