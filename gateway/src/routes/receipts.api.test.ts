import { newId } from '@kukki/platform';
import { COMPOSITIONS } from '@kukki/platform/testing';
import { RECEIPT_MESSAGES, type Product } from '@kukki/contracts';
import { SAMPLE_FACTURA_REQUEST } from '@kukki/contracts/testing';
import { fakeUsers } from '@kukki/orders/src/testing/fake-users';
import { item, orderBody } from '@kukki/orders/src/testing/order-fixtures';
import { markPaid } from '@kukki/orders/src/testing/paid-order';
import { fakeUsersSessions, startOrdersApi, type ApiHarness } from '../testing';

const JWT_SECRET = 'receipts-api-test-secret-0123456789abcdef';
const { bearer, asAdmin } = fakeUsersSessions(JWT_SECRET);
const factura = SAMPLE_FACTURA_REQUEST;

describe.each(COMPOSITIONS)('receipts and facturas HTTP routes (%s)', (kind) => {
  let api: ApiHarness;
  let p: Record<string, Product>;

  beforeAll(async () => {
    ({ api, products: p } = await startOrdersApi(kind, { JWT_SECRET, RPC_TIMEOUT_MS: '10000' }, { coupons: false }));
  });
  afterAll(() => api?.close());

  async function order(opts: { paid: boolean; owner?: string }) {
    const res = await api.post(
      opts.owner ? '/api/orders/user' : '/api/orders/guest',
      orderBody([item(p['Pay de limón'], 1)]),
      opts.owner ? bearer(opts.owner) : {},
    );
    expect(res.status).toBe(201);
    const o = res.body.createdOrder;
    if (opts.paid) {
      await markPaid(api.composition.runtime.database('orders').db, o._id);
    }
    return { id: o._id as string, token: o.accessToken as string | undefined };
  }

  it('GET /api/orders/:id/receipt.pdf → application/pdf for the guest token (header or query), the owner or an admin; 404 others; 409 unpaid; 400 bad id', async () => {
    const o = await order({ paid: true });
    const requests: Array<{ url: string; headers: Record<string, string> }> = [
      { url: `/api/orders/${o.id}/receipt.pdf`, headers: { 'x-order-token': o.token! } },
      { url: `/api/orders/${o.id}/receipt.pdf?token=${encodeURIComponent(o.token!)}`, headers: {} },
      { url: `/api/orders/${o.id}/receipt.pdf`, headers: asAdmin },
    ];
    for (const req of requests) {
      const res = await api.request({ method: 'GET', ...req });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['content-disposition'])).toMatch(/recibo-kukki-K-\d{6,}\.pdf/);
      expect(String(res.body).startsWith('%PDF-')).toBe(true);
    }
    expect((await api.get(`/api/orders/${o.id}/receipt.pdf`)).status).toBe(404);
    expect((await api.get(`/api/orders/${o.id}/receipt.pdf`, bearer(newId()))).status).toBe(404);
    expect((await api.get(`/api/orders/${newId()}/receipt.pdf`, asAdmin)).status).toBe(404);
    expect((await api.get(`/api/orders/xyz/receipt.pdf`, asAdmin)).status).toBe(400);

    const ownerId = newId();
    fakeUsers.held.set(ownerId, newId()); // no first-purchase discount needed here
    const mine = await order({ paid: true, owner: ownerId });
    expect((await api.get(`/api/orders/${mine.id}/receipt.pdf`, bearer(ownerId))).status).toBe(200);

    const unpaid = await order({ paid: false });
    expect(await api.get(`/api/orders/${unpaid.id}/receipt.pdf`, { 'x-order-token': unpaid.token! })).toMatchObject({
      status: 409,
      body: { message: RECEIPT_MESSAGES.unpaid },
    });
    // The link opened from an e-mail (a browser navigation) gets the same refusal as a page with the way back.
    const opened = await api.request({
      method: 'GET',
      url: `/api/orders/${unpaid.id}/receipt.pdf?token=${encodeURIComponent(unpaid.token!)}`,
      headers: { 'sec-fetch-mode': 'navigate', accept: 'text/html' },
    });
    expect(opened.status).toBe(409);
    expect(opened.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(opened.body)).toContain(`<h1 style="font-size: 1.25rem">${RECEIPT_MESSAGES.unpaid}</h1>`);
    expect(String(opened.body)).toContain(`href="/order/${unpaid.id}?token=${encodeURIComponent(unpaid.token!)}"`);
    const unknown = await api.request({
      method: 'GET',
      url: `/api/orders/${newId()}/receipt.pdf`,
      headers: { 'sec-fetch-mode': 'navigate' },
    });
    expect(unknown.status).toBe(404);
    expect(String(unknown.body)).toContain('<a href="/"');
  });

  it('POST /api/orders/:id/factura → 201 stored; 400 Spanish messages; 404; 409 unpaid; admin lists (401/403) and marks emitida', async () => {
    const o = await order({ paid: true });
    const post = (body: unknown, headers: Record<string, string> = { 'x-order-token': o.token! }, id = o.id) =>
      api.post(`/api/orders/${id}/factura`, body, headers);
    expect(await post({ ...factura, rfc: 'XAXX01010100' })).toMatchObject({ status: 400, body: { message: RECEIPT_MESSAGES.rfcInvalid } });
    expect(await post({ ...factura, regimenFiscal: '999' })).toMatchObject({
      status: 400,
      body: { message: RECEIPT_MESSAGES.regimenInvalid },
    });
    expect(await post({ ...factura, usoCfdi: 'X99' })).toMatchObject({ status: 400, body: { message: RECEIPT_MESSAGES.usoCfdiInvalid } });
    // nothing chosen: asked for as a choice, not as a key to type
    expect(await post({ ...factura, regimenFiscal: '' })).toMatchObject({ status: 400, body: { message: 'Elige tu régimen fiscal' } });
    expect(await post({ ...factura, usoCfdi: undefined })).toMatchObject({ status: 400, body: { message: 'Elige el uso del CFDI' } });
    expect(await post({ ...factura, codigoPostal: 'abcde' })).toMatchObject({
      status: 400,
      body: { message: RECEIPT_MESSAGES.codigoPostalInvalid },
    });
    expect(await post([factura])).toMatchObject({ status: 400 });
    expect((await post(factura, {})).status).toBe(404);
    const unpaid = await order({ paid: false });
    expect(await post(factura, { 'x-order-token': unpaid.token! }, unpaid.id)).toMatchObject({
      status: 409,
      body: { message: RECEIPT_MESSAGES.unpaid },
    });

    const created = await post(factura);
    expect(created.status).toBe(201);
    expect(created.body.factura).toMatchObject({ ...factura, orderId: o.id, status: 'pendiente', issuedAt: null });
    const id = created.body.factura._id;

    expect((await api.get('/api/admin/facturas')).status).toBe(401);
    expect((await api.get('/api/admin/facturas', bearer(newId()))).status).toBe(403);
    const list = await api.get('/api/admin/facturas', asAdmin);
    expect(list.status).toBe(200);
    expect(list.body.facturas.find((f: { _id: string }) => f._id === id)).toMatchObject({ rfc: 'XAXX010101000', status: 'pendiente' });
    expect((await api.get('/api/admin/facturas?status=otra', asAdmin)).status).toBe(400);

    const patch = (payload: unknown, headers: Record<string, string> = asAdmin, target = id) =>
      api.patch(`/api/admin/facturas/${target}`, payload, headers);
    expect((await patch({ status: 'emitida' }, {})).status).toBe(401);
    expect((await patch({ status: 'emitida' }, bearer(newId()))).status).toBe(403);
    expect(await patch({ status: 'lista' })).toMatchObject({ status: 400, body: { message: RECEIPT_MESSAGES.facturaStatusInvalid } });
    expect((await patch({ status: 'emitida' }, asAdmin, newId())).status).toBe(404);
    expect(await patch({ status: 'emitida' }, asAdmin, 'abc')).toMatchObject({
      status: 400,
      body: { message: 'El identificador no es válido' },
    });
    const done = await patch({ status: 'emitida' });
    expect(done).toMatchObject({ status: 200, body: { factura: { _id: id, status: 'emitida', issuedAt: expect.any(String) } } });
    expect(await post(factura)).toMatchObject({ status: 409, body: { message: RECEIPT_MESSAGES.alreadyIssued } });
  });
});
