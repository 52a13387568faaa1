import { randomUUID } from 'node:crypto';
import { newId } from '@kukki/platform';
import { COMPOSITIONS } from '@kukki/platform/testing';
import type { EmulatedPayments } from '@kukki/mp-emulator/src/testing/emulated-payments';
import { enrolBody } from '@kukki/subscriptions/src/testing/enrolment-fixtures';
import { bearerSignedWith, type ApiHarness } from '../testing';
import { startSubscriptionsApi } from '../testing/subscriptions-api';

const JWT_SECRET = 'subscriptions-idempotency-api-secret-0123456789';

describe.each(COMPOSITIONS)('Idempotency-Key on POST /api/suscripciones/enrroll (%s)', (kind) => {
  let api: ApiHarness;
  let mp: EmulatedPayments;
  let plan: { _id: string };
  const bearer = bearerSignedWith(JWT_SECRET);
  const enrol = (payload: unknown, headers?: Record<string, string>) => api.post('/api/suscripciones/enrroll', payload, headers);

  beforeAll(async () => {
    ({ api, mp } = await startSubscriptionsApi(kind, JWT_SECRET));
    plan = (await api.get('/api/suscripciones')).body.data.subscriptions.find((p: { period: string }) => p.period === 'Mensual');
  });
  afterAll(async () => {
    await api?.close();
    await mp?.close();
  });

  it('a repeat with the same key and body answers the first enrolment (same _id, checkout and token), once', async () => {
    const body = enrolBody({ _id: plan._id });
    const key = { 'idempotency-key': randomUUID() };
    const checkouts = (await mp.preapprovals()).length;
    const first = await enrol(body, key);
    expect(first.status).toBe(201);
    const again = await enrol(body, key);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect((await mp.preapprovals()).length).toBe(checkouts + 1);
  });

  it('the same key with another body is a 409 in Spanish; no key enrols each time', async () => {
    const key = { 'idempotency-key': randomUUID() };
    expect((await enrol(enrolBody({ _id: plan._id }), key)).status).toBe(201);
    const checkouts = (await mp.preapprovals()).length;
    expect(await enrol(enrolBody({ _id: plan._id }, { street_number: '121' }), key)).toMatchObject({
      status: 409,
      body: { message: 'Esta clave de idempotencia ya se usó con otros datos; inicia un nuevo intento de compra' },
    });
    expect((await mp.preapprovals()).length).toBe(checkouts);
    const a = await enrol(enrolBody({ _id: plan._id }));
    const b = await enrol(enrolBody({ _id: plan._id }));
    expect(a.body.enrrollment._id).not.toBe(b.body.enrrollment._id);
    expect((await mp.preapprovals()).length).toBe(checkouts + 2);
  });

  it('concurrent repeats create one enrolment; another customer with the same key gets their own', async () => {
    const body = enrolBody({ _id: plan._id });
    const key = { 'idempotency-key': randomUUID() };
    const user = bearer(newId());
    const checkouts = (await mp.preapprovals()).length;
    const replies = await Promise.all(Array.from({ length: 5 }, () => enrol(body, { ...user, ...key })));
    expect(replies.map((r) => r.status)).toEqual(Array(5).fill(201));
    expect(new Set(replies.map((r) => r.body.enrrollment._id)).size).toBe(1);
    expect((await mp.preapprovals()).length).toBe(checkouts + 1);
    const other = await enrol(body, { ...bearer(newId()), ...key });
    expect(other.status).toBe(201);
    expect(other.body.enrrollment._id).not.toBe(replies[0].body.enrrollment._id);
  });
});
