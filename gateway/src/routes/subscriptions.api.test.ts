import { currentShopMonth, spanishMonthLabel } from '@kukki/contracts';
import { newId, paymentsConfigFromEnv, signWebhook } from '@kukki/platform';
import { COMPOSITIONS, eventually } from '@kukki/platform/testing';
import type { EmulatedPayments } from '@kukki/mp-emulator/src/testing/emulated-payments';
import { enrolBody } from '@kukki/subscriptions/src/testing/enrolment-fixtures';
import { bearerSignedWith, postBrokenJson, type ApiHarness } from '../testing';
import { startSubscriptionsApi } from '../testing/subscriptions-api';

const JWT_SECRET = 'subscriptions-api-test-secret-0123456789abcdef';

describe.each(COMPOSITIONS)('subscriptions HTTP routes (%s)', (kind) => {
  let api: ApiHarness;
  let mp: EmulatedPayments;
  const adminId = newId();
  const userId = newId();
  const bearer = (id: string) => bearerSignedWith(JWT_SECRET)(id, id === adminId);
  type Plan = { _id: string; name: string; amount: number; period: string; disclaimer: string };
  /** The plans GET /api/suscripciones lists. */
  const plans = async (): Promise<Plan[]> => (await api.get('/api/suscripciones')).body.data.subscriptions;
  const planOf = async (period: string) => (await plans()).find((p) => p.period === period)!;
  const enrol = (payload: unknown, headers?: Record<string, string>) => api.post('/api/suscripciones/enrroll', payload, headers);

  beforeAll(async () => {
    ({ api, mp } = await startSubscriptionsApi(kind, JWT_SECRET, new Set([adminId])));
  });
  afterAll(async () => {
    await api?.close();
    await mp?.close();
  });

  it('GET /api/suscripciones answers { data: { subscriptions } } sorted by ascending amount', async () => {
    const res = await api.get('/api/suscripciones');
    expect(res.status).toBe(200);
    const plans = res.body.data.subscriptions;
    expect(plans).toHaveLength(5);
    expect(plans.map((p: { amount: number }) => p.amount)).toEqual(
      [...plans.map((p: { amount: number }) => p.amount)].sort((a, b) => a - b),
    );
    expect(Object.keys(plans[0])).toEqual(expect.arrayContaining(['_id', 'name', 'amount', 'period', 'disclaimer', 'discount', 'img']));
  });

  it('GET /api/suscripciones/:id answers { data: { subscription } }; unknown 404 and malformed 400 in Spanish', async () => {
    const p = (await plans())[1];
    const ok = await api.get(`/api/suscripciones/${p._id}`);
    expect(ok).toMatchObject({ status: 200, body: { data: { subscription: p } } });
    expect(await api.get(`/api/suscripciones/${'c'.repeat(24)}`)).toMatchObject({
      status: 404,
      body: { message: 'No encontramos ese plan de suscripción' },
    });
    expect(await api.get('/api/suscripciones/abc')).toMatchObject({
      status: 400,
      body: { message: 'El identificador no es válido' },
    });
  });

  it('GET /api/suscripciones/month answers the month in Spanish and its two desserts', async () => {
    const res = await api.get('/api/suscripciones/month');
    expect(res.status).toBe(200);
    expect(res.body.data.month).toBe(spanishMonthLabel(currentShopMonth()));
    expect(res.body.data.desserts).toHaveLength(2);
    expect(res.body.data.desserts[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        flavour: expect.any(String),
        texture: expect.any(String),
        pairing: expect.any(String),
        img: expect.stringMatching(/^\/media\/plans\//),
      }),
    );
  });

  it('POST /api/suscripciones/enrroll answers 201 { enrrollment: { _id, status, preApproval: { id, init_point } } } for a guest', async () => {
    const mensual = await planOf('Mensual');
    const res = await enrol(
      enrolBody({ _id: mensual._id, name: mensual.name, amount: 1, period: 'Mensual', disclaimer: mensual.disclaimer }),
    );
    expect(res.status).toBe(201);
    expect(res.body.enrrollment).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      status: 'pendiente',
      preApproval: expect.objectContaining({ id: expect.any(String), init_point: expect.stringMatching(/^https?:\/\//) }),
      accessToken: expect.stringMatching(/^[\w-]{32}$/),
    });
    expect((await mp.client.getPreApproval(res.body.enrrollment.preApproval.id)).auto_recurring?.transaction_amount).toBe(mensual.amount);
  });

  it('POST /api/suscripciones/enrroll delivers only inside the coverage, to the city of the postcode (400)', async () => {
    const plan = { _id: (await plans())[0]._id };
    const coverage =
      'Solo entregamos en Ciudad de México (códigos postales 01000 a 16999) y Estado de México (códigos postales 50000 a 57999)';
    expect(await enrol(enrolBody(plan, { zip_code: '44100' }))).toMatchObject({
      status: 400,
      body: { message: `No entregamos en el código postal 44100. ${coverage}.` },
    });
    const mismatch = await enrol(enrolBody(plan, { zip_code: '06700', city: 'Estado de México' }));
    expect(mismatch).toMatchObject({
      status: 400,
      body: { message: `El código postal 06700 no corresponde a Estado de México. ${coverage}; elige la ciudad de tu código postal.` },
    });
  });

  it('attaches a logged-in user; an invalid token on enrolment is treated as a guest', async () => {
    const anual = await planOf('Anual');
    const res = await enrol(enrolBody({ name: anual.name, period: 'Anual', amount: 5 }), bearer(userId));
    expect(res.status).toBe(201);
    const guest = await enrol(enrolBody({ _id: anual._id }), { authorization: 'Bearer nope' });
    expect(guest.status).toBe(201);
    const admin = await api.get('/api/admin/subscriptions', bearer(adminId));
    const mine = admin.body.enrollments.find((e: { _id: string }) => e._id === res.body.enrrollment._id);
    expect(mine.user).toBe(userId);
    expect(mine.plan.amount).toBe(anual.amount);
  });

  it('POST /api/suscripciones/enrroll validates in Spanish', async () => {
    const id = (await plans())[0]._id;
    expect(await enrol(enrolBody({ _id: id }, { city: 'Monterrey' }))).toMatchObject({
      status: 400,
      body: { message: 'Solo entregamos en CDMX y Estado de México' },
    });
    expect(await enrol(enrolBody({ _id: id }, { subscriptionDate: '2001-01-01' }))).toMatchObject({
      status: 400,
      body: { message: 'La fecha de suscripción no puede ser anterior a hoy' },
    });
    expect(await enrol({ ...enrolBody({ _id: id }), payer: { ...enrolBody({}).payer, email: 'x' } })).toMatchObject({
      status: 400,
      body: { message: 'Por favor escribe un correo electrónico válido' },
    });
    expect(await enrol({ payer: enrolBody({}).payer })).toMatchObject({
      status: 400,
      body: { message: 'Por favor elige un plan de suscripción' },
    });
    expect(await enrol(enrolBody({ amount: 1 }))).toMatchObject({
      status: 400,
      body: { message: 'Por favor elige un plan de suscripción' },
    });
    expect(await enrol(enrolBody({ _id: 'd'.repeat(24) }))).toMatchObject({
      status: 404,
      body: { message: 'No encontramos ese plan de suscripción' },
    });
    expect(await postBrokenJson(api, '/api/suscripciones/enrroll', '{"payer":')).toMatchObject({
      status: 400,
      body: { message: 'El cuerpo de la solicitud no es JSON válido' },
    });
  });

  it('the former subscriptions webhook path verifies the signature, then the payments service activates the enrolment from the payment it fetched', async () => {
    const trimestral = await planOf('Trimestral');
    const { body: created } = await enrol(enrolBody({ _id: trimestral._id }));
    const paymentId = await mp.pay(created.enrrollment.preApproval.id, 'approved');
    const url = `/api/webhooks/mercadopago/subscriptions?data.id=${paymentId}&type=payment`;
    const payload = { type: 'payment', action: 'payment.created', data: { id: paymentId } };

    const forged = await api.post(url, payload, { 'x-request-id': 'r1', 'x-signature': `ts=${Date.now()},v1=${'0'.repeat(64)}` });
    expect(forged).toMatchObject({ status: 401, body: { message: 'La firma de la notificación no es válida' } });
    expect(await api.post(url, payload)).toMatchObject({ status: 401 });
    const secretForMismatch = paymentsConfigFromEnv().webhookSecret;
    const mismatch = {
      'x-request-id': 'r0',
      'x-signature': signWebhook({ dataId: paymentId, requestId: 'r0', secret: secretForMismatch }),
    };
    expect(await api.post(url, { ...payload, data: { id: '12345' } }, mismatch)).toMatchObject({
      status: 401,
    });
    let admin = await api.get('/api/admin/subscriptions?status=pendiente', bearer(adminId));
    expect(admin.body.enrollments.some((e: { _id: string }) => e._id === created.enrrollment._id)).toBe(true);

    const secret = paymentsConfigFromEnv().webhookSecret;
    const signed = { 'x-request-id': 'r2', 'x-signature': signWebhook({ dataId: paymentId, requestId: 'r2', secret }) };
    expect(await api.post(url, payload, signed)).toMatchObject({
      status: 200,
      body: { received: true, handled: true },
    });
    expect(await api.post(url, payload, signed)).toMatchObject({ status: 200 });
    await eventually(async () => {
      admin = await api.get('/api/admin/subscriptions?status=activa', bearer(adminId));
      expect(admin.body.enrollments.some((x: { _id: string }) => x._id === created.enrrollment._id)).toBe(true);
    });
    const e = admin.body.enrollments.find((x: { _id: string }) => x._id === created.enrrollment._id);
    expect(e).toEqual(
      expect.objectContaining({
        status: 'activa',
        nextDelivery: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        payer: expect.objectContaining({ name: 'Ana López', email: 'ana@example.com', phone: { area_code: '55', number: '12345678' } }),
      }),
    );
    expect(e.deliveries).toHaveLength(3);

    const month = e.nextDelivery.slice(0, 7);
    const deliveries = await api.get(`/api/admin/subscriptions/deliveries?month=${month}`, bearer(adminId));
    expect(deliveries.status).toBe(200);
    expect(deliveries.body.month).toBe(month);
    const d = deliveries.body.deliveries.find((x: { enrollmentId: string }) => x.enrollmentId === created.enrrollment._id);
    expect(d).toEqual(
      expect.objectContaining({
        deliveryDate: e.nextDelivery,
        payer: expect.any(Object),
        address: expect.objectContaining({ col: 'Roma Norte' }),
        desserts: expect.any(Array),
      }),
    );
    expect(d.desserts).toHaveLength(2);
  });

  describe('POST /api/suscripciones/:id/cancel', () => {
    const enrolIn = async (period: string, headers: Record<string, string> = {}, address: Record<string, unknown> = {}) => {
      const plan = await planOf(period);
      const res = await enrol(enrolBody({ _id: plan._id }, address), headers);
      expect(res.status).toBe(201);
      return res.body.enrrollment as { _id: string; accessToken?: string; preApproval: { id: string; init_point: string } };
    };
    const cancel = (id: string, opts: { headers?: Record<string, string>; query?: string; payload?: unknown } = {}) =>
      api.post(`/api/suscripciones/${id}/cancel${opts.query ?? ''}`, opts.payload, opts.headers);

    it('the owner by session cancels an active Mensual (preapproval cancelled in Mercado Pago); again → 409; strangers 404; anonymous 401', async () => {
      const owner = newId();
      const e = await enrolIn('Mensual', bearer(owner));
      expect(e.accessToken).toBeUndefined();
      await mp.authorize(e.preApproval.id);
      const secret = paymentsConfigFromEnv().webhookSecret;
      const signed = { 'x-request-id': 'c1', 'x-signature': signWebhook({ dataId: e.preApproval.id, requestId: 'c1', secret }) };
      // the single webhook route: the preapproval's notification goes to the payments service
      expect(
        await api.post(
          `/api/webhooks/mercadopago?data.id=${e.preApproval.id}&type=subscription_preapproval`,
          { type: 'subscription_preapproval', action: 'updated', data: { id: e.preApproval.id } },
          signed,
        ),
      ).toMatchObject({ status: 200, body: { received: true, handled: true } });
      await eventually(async () => {
        const seen = await api.get(`/api/suscripciones/inscripciones/${e._id}`, bearer(owner));
        expect(seen).toMatchObject({
          status: 200,
          body: { subscription: { _id: e._id, status: 'activa', nextDelivery: expect.any(String) } },
        });
      });

      expect(await cancel(e._id)).toMatchObject({ status: 401, body: { message: expect.stringMatching(/inicia sesión/) } });
      expect(await cancel(e._id, { headers: bearer(newId()) })).toMatchObject({
        status: 404,
        body: { message: 'No encontramos esa suscripción' },
      });
      const ok = await cancel(e._id, { headers: bearer(owner) });
      expect(ok).toMatchObject({
        status: 200,
        body: {
          message: 'Cancelamos tu suscripción. No se harán más cargos ni entregas.',
          subscription: { _id: e._id, status: 'cancelada', nextDelivery: null },
        },
      });
      expect((await mp.client.getPreApproval(e.preApproval.id)).status).toBe('cancelled');
      expect(await cancel(e._id, { headers: bearer(owner) })).toMatchObject({
        status: 409,
        body: { message: 'Esta suscripción ya está cancelada' },
      });
      const admin = await api.get('/api/admin/subscriptions?status=cancelada', bearer(adminId));
      expect(admin.body.enrollments.find((x: { _id: string }) => x._id === e._id)).toMatchObject({ status: 'cancelada', deliveries: [] });
    });

    it('a guest cancels a pending one with the token of its e-mails (query, header or body); a wrong token is 404', async () => {
      const e = await enrolIn('Mensual');
      const token = e.accessToken!;
      const seen = await api.get(`/api/suscripciones/inscripciones/${e._id}?token=${token}`);
      expect(seen).toMatchObject({ status: 200, body: { subscription: { status: 'pendiente', initPoint: e.preApproval.init_point } } });
      // The guest-order header works too, as for guest orders.
      for (const header of ['x-subscription-token', 'x-order-token'])
        expect(await api.get(`/api/suscripciones/inscripciones/${e._id}`, { [header]: token })).toMatchObject({ status: 200 });
      expect(await cancel(e._id, { query: `?token=${'a'.repeat(32)}` })).toMatchObject({ status: 404 });
      expect(await cancel(e._id, { payload: [] })).toMatchObject({ status: 400 });
      expect(await cancel(e._id, { query: `?token=${token}` })).toMatchObject({
        status: 200,
        body: { subscription: { status: 'cancelada' } },
      });
      expect(await cancel(e._id, { headers: { 'x-subscription-token': token } })).toMatchObject({ status: 409 });
      expect(await cancel(e._id, { headers: { 'x-order-token': token } })).toMatchObject({ status: 409 });
      const other = await enrolIn('Única');
      expect(await cancel(other._id, { payload: { token: other.accessToken } })).toMatchObject({
        status: 200,
        body: { subscription: { status: 'cancelada' } },
      });
      expect(await cancel('abc', { headers: bearer(adminId) })).toMatchObject({
        status: 400,
        body: { message: 'El identificador no es válido' },
      });
      expect(await cancel('e'.repeat(24), { headers: bearer(adminId) })).toMatchObject({ status: 404 });
    });

    it('an admin may cancel anyone’s; the delivery instructions are kept and shown to the admin', async () => {
      const e = await enrolIn('Trimestral', {}, { notes: 'Dejar en recepción' });
      const admin = await api.get('/api/admin/subscriptions?status=pendiente', bearer(adminId));
      expect(admin.body.enrollments.find((x: { _id: string }) => x._id === e._id).deliveryAddress.notes).toBe('Dejar en recepción');
      expect(await cancel(e._id, { headers: bearer(adminId) })).toMatchObject({
        status: 200,
        body: { subscription: { status: 'cancelada' } },
      });
      const long = await enrol(
        enrolBody({ _id: (admin.body.enrollments[0] as { plan: { _id: string } }).plan._id }, { notes: 'x'.repeat(201) }),
      );
      expect(long).toMatchObject({
        status: 400,
        body: { message: 'Las indicaciones para la entrega no pueden tener más de 200 caracteres' },
      });
    });
  });

  it('admin routes: 401 without a session, 403 for a customer, 400 for a bad filter or month', async () => {
    expect(await api.get('/api/admin/subscriptions')).toMatchObject({
      status: 401,
      body: { message: 'Por favor inicia sesión para continuar' },
    });
    expect(await api.get('/api/admin/subscriptions', bearer(userId))).toMatchObject({
      status: 403,
      body: { message: 'No tienes permiso para realizar esta acción' },
    });
    expect(await api.get('/api/admin/subscriptions/deliveries', bearer(userId))).toMatchObject({
      status: 403,
    });
    expect(await api.get('/api/admin/subscriptions?status=nada', bearer(adminId))).toMatchObject({
      status: 400,
      body: { message: 'El estado de la suscripción no es válido' },
    });
    expect(await api.get('/api/admin/subscriptions/deliveries?month=2026-1', bearer(adminId))).toMatchObject({
      status: 400,
      body: { message: 'El mes debe tener el formato AAAA-MM' },
    });
    const current = await api.get('/api/admin/subscriptions/deliveries', bearer(adminId));
    expect(current).toMatchObject({ status: 200, body: { month: currentShopMonth(), deliveries: expect.any(Array) } });
  });
});
