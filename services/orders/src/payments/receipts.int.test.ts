import { sql } from 'drizzle-orm';
import { EVENTS, ORDERS_SUBJECTS, RECEIPT_MESSAGES, RECEIPTS_SUBJECTS, type EventEnvelope, type Principal } from '@kukki/contracts';
import { newId } from '@kukki/platform';
import { COMPOSITIONS, eventually, startComposition, type TestComposition } from '@kukki/platform/testing';
import { item, orderBody, productsByName } from '../testing/order-fixtures';
import { orderModules } from '../testing/order-modules';
import { markPaid } from '../testing/paid-order';
import { OrdersRepository } from '../orders.repository';

const admin: Principal = { userId: newId(), isAdmin: true };
const factura = {
  rfc: 'xaxx010101000',
  razonSocial: 'Público en General',
  regimenFiscal: '616',
  codigoPostal: '06700',
  usoCfdi: 's01',
  email: 'Facturas@Example.com',
};

describe.each(COMPOSITIONS)('receipts and facturas (%s)', (kind) => {
  let c: TestComposition;
  const events: EventEnvelope<any>[] = [];

  beforeAll(async () => {
    c = await startComposition(kind, orderModules({ coupons: false }));
    await c.runtime.events.subscribe('receipts-test-spy', async (e) => void events.push(e));
  });
  afterAll(() => c?.close());

  async function order(paid: boolean) {
    const p = await productsByName(c.rpc);
    const { createdOrder } = await c.rpc.request(ORDERS_SUBJECTS.create, {
      guest: true,
      order: orderBody([item(p['Pay de limón'], 1, 2)]),
    });
    if (paid) {
      await markPaid(c.runtime.database('orders').db, createdOrder._id);
    }
    return { id: createdOrder._id, token: createdOrder.accessToken! };
  }

  it('a paid order has a PDF receipt for its guest token or an admin; 404 for others, 409 unpaid', async () => {
    const o = await order(true);
    const r = await c.rpc.request(RECEIPTS_SUBJECTS.receipt, { id: o.id, token: o.token });
    const pdf = Buffer.from(r.pdfBase64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
    expect(r.filename).toMatch(/^recibo-kukki-K-\d{6,}\.pdf$/);
    await expect(c.rpc.request(RECEIPTS_SUBJECTS.receipt, { id: o.id }, { principal: admin })).resolves.toBeTruthy();
    await expect(c.rpc.request(RECEIPTS_SUBJECTS.receipt, { id: o.id, token: 'otro' })).rejects.toMatchObject({ status: 404 });
    await expect(
      c.rpc.request(RECEIPTS_SUBJECTS.receipt, { id: o.id }, { principal: { userId: newId(), isAdmin: false } }),
    ).rejects.toMatchObject({ status: 404 });
    const unpaid = await order(false);
    await expect(c.rpc.request(RECEIPTS_SUBJECTS.receipt, { id: unpaid.id, token: unpaid.token })).rejects.toMatchObject({
      status: 409,
      message: RECEIPT_MESSAGES.unpaid,
    });
    // Paid, then refunded in full: not «todavía no está pagada».
    const refunded = await order(true);
    await new OrdersRepository(c.runtime.database('orders').db).update(refunded.id, { isPaid: false, paidAt: null, status: 'reembolsada' });
    await expect(c.rpc.request(RECEIPTS_SUBJECTS.receipt, { id: refunded.id, token: refunded.token })).rejects.toMatchObject({
      status: 409,
      message: RECEIPT_MESSAGES.refunded,
    });
    // Cancelled: it never will be paid, so not «todavía» either.
    const cancelled = await order(false);
    await new OrdersRepository(c.runtime.database('orders').db).update(cancelled.id, { status: 'cancelada', cancelled: true });
    await expect(c.rpc.request(RECEIPTS_SUBJECTS.receipt, { id: cancelled.id, token: cancelled.token })).rejects.toMatchObject({
      status: 409,
      message: RECEIPT_MESSAGES.cancelled,
    });
  });

  it('stores a factura request for a paid order (RFC and SAT codes checked), e-mails the shop, and the admin marks it emitida', async () => {
    const o = await order(true);
    const request = (body: object, token: string | null = o.token) =>
      c.rpc.request(RECEIPTS_SUBJECTS.requestFactura, { id: o.id, token, factura: body });
    const bad: Array<[object, string]> = [
      [{ ...factura, rfc: 'ABC123' }, RECEIPT_MESSAGES.rfcInvalid],
      [{ ...factura, rfc: 'XAXX011301000' }, RECEIPT_MESSAGES.rfcInvalid], // month 13
      [{ ...factura, rfc: 'XAXX0101010001' }, RECEIPT_MESSAGES.rfcInvalid], // 14 characters
      [{ ...factura, razonSocial: ' ' }, RECEIPT_MESSAGES.razonSocialRequired],
      [{ ...factura, regimenFiscal: '600' }, RECEIPT_MESSAGES.regimenInvalid],
      [{ ...factura, codigoPostal: '6700' }, RECEIPT_MESSAGES.codigoPostalInvalid],
      [{ ...factura, usoCfdi: 'P01' }, RECEIPT_MESSAGES.usoCfdiInvalid],
      [{ ...factura, email: 'no' }, RECEIPT_MESSAGES.emailInvalid],
      [{}, RECEIPT_MESSAGES.rfcInvalid],
    ];
    for (const [body, message] of bad) await expect(request(body)).rejects.toMatchObject({ status: 400, message });
    await expect(request(factura, 'otro')).rejects.toMatchObject({ status: 404 });

    const { factura: stored } = await request(factura);
    expect(stored).toMatchObject({
      orderId: o.id,
      rfc: 'XAXX010101000',
      usoCfdi: 'S01',
      email: 'facturas@example.com',
      status: 'pendiente',
      issuedAt: null,
      total: 960,
    });
    // a 12-character RFC (persona moral) is valid too; a new request replaces the pending one without
    // telling the shop again: still one orders.factura.requested for this order
    const { factura: again } = await request({ ...factura, rfc: 'KUK010203AB1', regimenFiscal: '601', usoCfdi: 'G03' });
    expect(again).toMatchObject({ _id: stored._id, rfc: 'KUK010203AB1' });
    for (let i = 0; i < 9; i += 1) await request(factura);
    const { factura: state } = await c.rpc.request(RECEIPTS_SUBJECTS.getFactura, { id: o.id, token: o.token });
    expect(state).toMatchObject({ _id: stored._id, rfc: 'XAXX010101000', status: 'pendiente' });
    await expect(c.rpc.request(RECEIPTS_SUBJECTS.getFactura, { id: o.id, token: 'otro' })).rejects.toMatchObject({ status: 404 });
    // A marker: another order's first request; once its event is seen, everything emitted before it was too.
    const marker = await order(true);
    const { factura: markerFactura } = await c.rpc.request(RECEIPTS_SUBJECTS.requestFactura, {
      id: marker.id,
      token: marker.token,
      factura,
    });
    await eventually(async () =>
      expect(events.some((e) => e.type === EVENTS.facturaRequested && e.data.factura.orderId === marker.id)).toBe(true),
    );
    expect(events.filter((e) => e.type === EVENTS.facturaRequested && e.data.factura.orderId === o.id)).toHaveLength(1);
    expect((await c.rpc.request(RECEIPTS_SUBJECTS.getFactura, { id: (await order(true)).id }, { principal: admin })).factura).toBeNull();

    const unpaid = await order(false);
    await expect(c.rpc.request(RECEIPTS_SUBJECTS.requestFactura, { id: unpaid.id, token: unpaid.token, factura })).rejects.toMatchObject({
      status: 409,
      message: RECEIPT_MESSAGES.unpaid,
    });

    await expect(c.rpc.request(RECEIPTS_SUBJECTS.adminList, {})).rejects.toMatchObject({ status: 401 });
    const { facturas } = await c.rpc.request(RECEIPTS_SUBJECTS.adminList, { status: 'pendiente' }, { principal: admin });
    expect(facturas.find((f) => f._id === stored._id)).toEqual(state);
    expect(facturas.find((f) => f._id === markerFactura._id)).toEqual(markerFactura);
    // newest request first
    expect(facturas.findIndex((f) => f._id === markerFactura._id)).toBeLessThan(facturas.findIndex((f) => f._id === stored._id));
    await expect(
      // @ts-expect-error a status a factura cannot have, to see it refused
      c.rpc.request(RECEIPTS_SUBJECTS.adminUpdate, { id: stored._id, status: 'hecha' }, { principal: admin }),
    ).rejects.toMatchObject({ status: 400, message: RECEIPT_MESSAGES.facturaStatusInvalid });
    await expect(
      c.rpc.request(RECEIPTS_SUBJECTS.adminUpdate, { id: newId(), status: 'emitida' }, { principal: admin }),
    ).rejects.toMatchObject({ status: 404 });
    const { factura: issued } = await c.rpc.request(
      RECEIPTS_SUBJECTS.adminUpdate,
      { id: stored._id, status: 'emitida' },
      { principal: admin },
    );
    expect(issued).toMatchObject({ status: 'emitida', issuedAt: expect.any(String) });
    const after = await c.rpc.request(RECEIPTS_SUBJECTS.adminList, { status: 'emitida' }, { principal: admin });
    expect(after.facturas.map((f) => f._id)).toContain(stored._id);
    await expect(request(factura)).rejects.toMatchObject({ status: 409, message: RECEIPT_MESSAGES.alreadyIssued });
    const db = c.runtime.database('orders').db;
    const rows = await db.execute(sql`select count(*)::int as n from orders.factura_requests where order_id = ${o.id}`);
    expect(Number(((rows as { rows: Array<{ n: number }> }).rows ?? (rows as Array<{ n: number }>))[0].n)).toBe(1);
  });
});
