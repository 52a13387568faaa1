import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  EVENTS,
  PAYMENTS_EVENTS,
  PAYMENTS_SERVICE_SUBJECTS,
  SUBSCRIPTIONS_SUBJECTS as S,
  SUBSCRIPTION_PERIODS,
  currentShopMonth,
  formatShopDate,
  spanishMonthLabel,
  SUBSCRIPTION_MESSAGES,
  type EventEnvelope,
  type PreapprovalUpdatedEvent,
  type RpcData,
  type SubscriptionPlanDto,
} from '@kukki/contracts';
import { PaymentsModule } from '@kukki/payments';
import { newId, payloadSealer, ServiceStore } from '@kukki/platform';
import { COMPOSITIONS, eventually, startComposition, type TestComposition } from '@kukki/platform/testing';
import { SubscriptionsModule } from './subscriptions.module';
import { uploadsDir } from './media/media-store';
import { LifecycleService } from './lifecycle.service';
import { EnrolmentsRepository } from './enrolments.repository';
import { startEmulatedPayments, type EmulatedPayments } from '@kukki/mp-emulator/src/testing/emulated-payments';
import { enrolBody } from './testing/enrolment-fixtures';

const admin = { userId: newId(), isAdmin: true };

/**
 * The subscriptions service with the payments service and the Mercado Pago emulator (official SDK),
 * on both compositions. Notifications go to payments.webhook.notify, as the webhook route sends
 * them once the signature is verified; subscriptions learns of them through the payments events.
 */
describe.each(COMPOSITIONS)('subscriptions service (%s)', (kind) => {
  let c: TestComposition;
  let mp: EmulatedPayments;
  let plans: SubscriptionPlanDto[];
  const byPeriod = (p: string) => plans.find((x) => x.period === p)!;
  const enrol = (body: RpcData<typeof S.enrol>, principal: { userId: string; isAdmin: boolean } | null = null) =>
    c.rpc.request(S.enrol, body, { principal });
  const enrolment = async (id: string) => {
    const { enrollments } = await c.rpc.request(S.adminList, {}, { principal: admin });
    return enrollments.find((e) => e._id === id)!;
  };
  const outbox = async (type: string, enrolmentId: string) => {
    const db = c.runtime.database('subscriptions').db;
    const res = await db.execute(
      sql`select count(*)::int as n from subscriptions.outbox where type = ${type} and data->'enrollment'->>'_id' = ${enrolmentId}`,
    );
    return Number((res as { rows: Array<{ n: number }> }).rows[0].n);
  };
  /** A verified notification, as the webhook route passes it on. */
  const notify = (type: string, dataId: string) => c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.webhook, { type, dataId });
  /** The enrolment once the events of what was notified have been applied. */
  const settled = async (id: string, expected: Record<string, unknown>) => {
    await eventually(async () => expect(await enrolment(id)).toMatchObject(expected));
    return enrolment(id);
  };
  /** Gives the consumers time to apply anything more (for "nothing changes" checks). */
  const quiet = () => new Promise((resolve) => setTimeout(resolve, 400));

  beforeAll(async () => {
    mp = await startEmulatedPayments();
    c = await startComposition(kind, [
      ['payments', (rt) => PaymentsModule.forRoot(rt)],
      // Unneeded payments are looked for every 300 ms here (every minute in the shop).
      ['subscriptions', (rt) => SubscriptionsModule.forRoot(rt, { refundSweepEveryMs: 300 })],
    ]);
    plans = (await c.rpc.request(S.listPlans, {})).subscriptions;
  });
  afterAll(async () => {
    await c?.close();
    await mp?.close();
  });

  it('seeds one plan per period, cheapest first, with Spanish texts and artwork served from /media/plans', async () => {
    expect(plans.map((p) => p.period).sort()).toEqual([...SUBSCRIPTION_PERIODS].sort());
    const amounts = plans.map((p) => p.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    for (const p of plans) {
      expect(p).toEqual(
        expect.objectContaining({
          _id: expect.stringMatching(/^[0-9a-f]{24}$/),
          name: expect.any(String),
          disclaimer: expect.any(String),
          discount: expect.any(String),
        }),
      );
      expect(p.img).toMatch(/^\/media\/plans\/.+\.svg$/);
      expect(fs.readFileSync(path.join(uploadsDir(c.runtime), p.img.replace('/media/', '')), 'utf8')).toContain('<svg');
    }
    expect(byPeriod('Mensual').chargeType).toBe('Recurrente');
    expect(byPeriod('Anual').chargeType).toBe('Único');
    expect(byPeriod('Anual').months).toBe(12);
  });

  it('finds a plan by id; unknown is 404 and malformed is 400, in Spanish', async () => {
    const p = plans[2];
    expect((await c.rpc.request(S.getPlan, { id: p._id })).subscription).toEqual(p);
    await expect(c.rpc.request(S.getPlan, { id: 'a'.repeat(24) })).rejects.toMatchObject({
      status: 404,
      message: 'No encontramos ese plan de suscripción',
    });
    await expect(c.rpc.request(S.getPlan, { id: 'nope' })).rejects.toMatchObject({ status: 400, message: 'El identificador no es válido' });
  });

  it('serves the two desserts of the current month', async () => {
    const reply = await c.rpc.request(S.monthDesserts, {});
    expect(reply.month).toBe(spanishMonthLabel(currentShopMonth()));
    expect(reply.desserts).toHaveLength(2);
    for (const d of reply.desserts) expect(Object.keys(d).sort()).toEqual(['flavour', 'img', 'name', 'pairing', 'texture']);
  });

  it('enrols a guest in Mensual with a recurring monthly preapproval at the stored amount, whatever amount the client sent', async () => {
    const plan = byPeriod('Mensual');
    const reply = await enrol(enrolBody({ _id: plan._id, name: plan.name, amount: 1, period: 'Mensual', disclaimer: plan.disclaimer }));
    const e = reply.enrrollment;
    expect(e._id).toMatch(/^[0-9a-f]{24}$/);
    expect(e.status).toBe('pendiente');
    expect(e.preApproval).toMatchObject({
      type: 'preapproval',
      chargeType: 'Recurrente',
      amount: plan.amount,
      init_point: expect.stringContaining('preapproval_id='),
    });
    const pa = await mp.client.getPreApproval(e.preApproval.id);
    expect(pa.auto_recurring).toMatchObject({
      frequency: 1,
      frequency_type: 'months',
      transaction_amount: plan.amount,
      currency_id: 'MXN',
    });
    expect(pa.external_reference).toBe(`sub_${e._id}`);
    expect(pa.payer_email).toBe('ana@example.com');
    expect(pa.back_url).toBe(`http://tienda.test/misuscripcion`);
    // the payments service recorded it
    expect((await c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.preapprovalGet, { preapprovalId: pa.id! })).preapproval).toMatchObject({
      status: 'pending',
      externalReference: `sub_${e._id}`,
      amountCents: plan.amount * 100,
    });
    expect((await enrolment(e._id)).user).toBeNull();
    expect(await outbox(EVENTS.enrolmentCreated, e._id)).toBe(1);
  });

  it('charges every other period once for the whole period with a Checkout Pro preference, found by name and period', async () => {
    const plan = byPeriod('Trimestral');
    const user = { userId: newId(), isAdmin: false };
    const reply = await enrol(enrolBody({ name: plan.name, period: plan.period, amount: 10 }), user);
    expect(reply.enrrollment.preApproval).toMatchObject({ type: 'preference', chargeType: 'Único', amount: plan.amount });
    const pref = await mp.client.getPreference(reply.enrrollment.preApproval.id);
    expect(pref.items).toEqual([expect.objectContaining({ quantity: 1, unit_price: plan.amount, currency_id: 'MXN' })]);
    // the shop's single notification URL (the webhook route)
    expect(pref.notification_url).toBe(mp.client.notificationUrl);
    expect(pref.notification_url).toMatch(/^http:\/\/tienda\.test\/api\/webhooks\/[a-z]+$/);
    expect(pref.external_reference).toBe(`sub_${reply.enrrollment._id}`);
    expect((await enrolment(reply.enrrollment._id)).user).toBe(user.userId);
  });

  it('refuses invalid enrolments with Spanish 400s and an unknown plan with 404', async () => {
    const plan = byPeriod('Anual');
    const bad = async (body: RpcData<typeof S.enrol>) =>
      enrol(body).then(
        () => null,
        (e: { status: number; message: string }) => e,
      );
    expect(await bad({ ...enrolBody({ _id: plan._id }), payer: { ...enrolBody({}).payer, email: 'no-es-correo' } })).toMatchObject({
      status: 400,
      message: 'Por favor escribe un correo electrónico válido',
    });
    const refusedAddresses: Array<[Record<string, unknown>, string]> = [
      [{ city: 'Guadalajara' }, 'Solo entregamos en CDMX y Estado de México'],
      [{ subscriptionDate: '2020-01-01' }, 'La fecha de suscripción no puede ser anterior a hoy'],
      [{ subscriptionDate: '2026-13-45' }, 'La fecha de suscripción debe tener el formato AAAA-MM-DD'],
      [{ zip_code: '123' }, 'El código postal debe tener 5 dígitos'],
    ];
    for (const [address, message] of refusedAddresses) {
      expect(await bad(enrolBody({ _id: plan._id }, address))).toMatchObject({ status: 400, message });
    }
    expect(
      await bad({ ...enrolBody({ _id: plan._id }), payer: { ...enrolBody({}).payer, phone: { area_code: '55', number: '12ab' } } }),
    ).toMatchObject({ status: 400 });
    expect(
      await bad({ ...enrolBody({ _id: plan._id }), payer: { ...enrolBody({}).payer, phone: { area_code: 'lada', number: '5512345678' } } }),
    ).toMatchObject({ status: 400, message: 'La lada debe tener solo dígitos' });
    // the same phone rules as an order's payer: a country code as lada, a number with the mobile prefix
    const asOrders = await enrol({
      ...enrolBody({ _id: plan._id }),
      payer: { ...enrolBody({}).payer, phone: { area_code: '+521', number: '52 55 1234 5678' } },
    });
    expect(asOrders.enrrollment._id).toMatch(/^[0-9a-f]{24}$/);
    expect(await bad(enrolBody({}))).toMatchObject({ status: 400, message: 'Por favor elige un plan de suscripción' });
    expect(await bad(enrolBody({ _id: 'b'.repeat(24) }))).toMatchObject({ status: 404, message: 'No encontramos ese plan de suscripción' });
    const loose = await enrol(enrolBody({ name: 'kukki unica', period: 'unica' }));
    expect(loose.enrrollment.preApproval.amount).toBe(byPeriod('Única').amount);
    const noCity = await enrol(enrolBody({ _id: plan._id }, { city: undefined }));
    expect((await enrolment(noCity.enrrollment._id)).deliveryAddress.city).toBe('CDMX');
  });

  it('answers 502 in Spanish and stores nothing when Mercado Pago fails', async () => {
    const before = (await c.rpc.request(S.adminList, {}, { principal: admin })).enrollments.length;
    mp.down = true;
    try {
      await expect(enrol(enrolBody({ _id: byPeriod('Única')._id }))).rejects.toMatchObject({
        status: 502,
        message: expect.stringContaining('Mercado Pago'),
      });
    } finally {
      mp.down = false;
    }
    const after = (await c.rpc.request(S.adminList, {}, { principal: admin })).enrollments.length;
    expect(after).toBe(before);
  });

  it('activates a prepaid period on an approved payment webhook, schedules one delivery per month, and is idempotent', async () => {
    const plan = byPeriod('Semestral');
    const { enrrollment } = await enrol(enrolBody({ _id: plan._id }));
    const paymentId = await mp.pay(enrrollment.preApproval.id, 'approved');
    await expect(notify('payment', paymentId)).resolves.toEqual({ accepted: true });
    await notify('payment', paymentId);
    await settled(enrrollment._id, { status: 'activa' });
    await quiet();
    const e = await enrolment(enrrollment._id);
    expect(e.deliveries).toHaveLength(6);
    expect(new Set(e.deliveries.map((d) => d.deliveryDate.slice(0, 7))).size).toBe(6);
    expect(e.nextDelivery).toBe(e.deliveries[0].deliveryDate);
    expect(['15', e.nextDelivery!.slice(8)]).toContain(e.deliveries[0].deliveryDate.slice(8));
    expect(await outbox(EVENTS.enrolmentActivated, enrrollment._id)).toBe(1);
    expect(await outbox(EVENTS.deliveryScheduled, enrrollment._id)).toBe(1);
  });

  it('never activates on a tampered amount or currency, a rejection or a forged reference', async () => {
    const plan = byPeriod('Única');
    const { enrrollment } = await enrol(enrolBody({ _id: plan._id, amount: 1 }));
    const reference = `sub_${enrrollment._id}`;
    await notify('payment', await mp.payOther(reference, 1));
    await notify('payment', await mp.payOther(reference, plan.amount, 'USD'));
    await notify('payment', await mp.pay(enrrollment.preApproval.id, 'rejected'));
    // a payment whose reference names an enrolment that does not exist
    await notify('payment', await mp.payOther(`sub_${newId()}`, plan.amount));
    await quiet();
    expect((await enrolment(enrrollment._id)).status).toBe('pendiente');
    expect((await enrolment(enrrollment._id)).deliveries).toHaveLength(0);
    // then the real payment activates it
    await notify('payment', await mp.pay(enrrollment.preApproval.id, 'approved'));
    expect((await settled(enrrollment._id, { status: 'activa' })).deliveries).toHaveLength(1);
    // an id Mercado Pago does not know is acknowledged and changes nothing
    await expect(notify('payment', '999')).resolves.toEqual({ accepted: true });
    await expect(notify('subscription_preapproval', 'f'.repeat(32))).resolves.toEqual({ accepted: true });
    await expect(notify('subscription_authorized_payment', '999')).resolves.toEqual({ accepted: true });
  });

  it("a pending payment and a rejected one show on the payer's view; a rejection of a pending enrolment is told once", async () => {
    const plan = byPeriod('Única');
    const { enrrollment } = await enrol(enrolBody({ _id: plan._id, amount: plan.amount }));
    const view = async () =>
      (await c.rpc.request(S.get, { id: enrrollment._id, token: enrrollment.accessToken }, { principal: null })).subscription;
    expect((await view()).paymentStatus).toBeNull();
    await notify('payment', await mp.pay(enrrollment.preApproval.id, 'pending'));
    await eventually(async () => expect((await view()).paymentStatus).toBe('pending'));
    expect(await outbox(EVENTS.enrolmentPaymentRejected, enrrollment._id)).toBe(0);
    const rejected = await mp.pay(enrrollment.preApproval.id, 'rejected');
    await notify('payment', rejected);
    await eventually(async () => expect((await view()).paymentStatus).toBe('rejected'));
    await notify('payment', rejected);
    await quiet();
    expect(await outbox(EVENTS.enrolmentPaymentRejected, enrrollment._id)).toBe(1);
    await notify('payment', await mp.pay(enrrollment.preApproval.id, 'approved'));
    await settled(enrrollment._id, { status: 'activa' });
    expect(await view()).toMatchObject({ status: 'activa', paymentStatus: null, initPoint: null });
    // a rejected attempt after the plan is paid tells nobody anything
    await notify('payment', await mp.pay(enrrollment.preApproval.id, 'rejected'));
    await quiet();
    expect(await outbox(EVENTS.enrolmentPaymentRejected, enrrollment._id)).toBe(1);
  });

  it('Mensual: authorised → active with the first delivery; each further charge adds a month; cancelling ends it', async () => {
    const plan = byPeriod('Mensual');
    const user = { userId: newId(), isAdmin: false };
    const { enrrollment } = await enrol(enrolBody({ _id: plan._id }), user);
    const paId = enrrollment.preApproval.id;
    const firstCharge = await mp.authorize(paId);
    await notify('subscription_preapproval', paId);
    await notify('subscription_preapproval', paId);
    let e = await settled(enrrollment._id, { status: 'activa' });
    expect(e.deliveries).toHaveLength(1);
    // the first charge is the one of the authorisation: no second delivery, however often it is notified
    await notify('payment', firstCharge);
    await notify('payment', firstCharge);
    await quiet();
    expect((await enrolment(enrrollment._id)).deliveries).toHaveLength(1);
    // next month's charge (a renewal), notified as an authorized payment, twice
    const second = await mp.charge(paId);
    await notify('subscription_authorized_payment', second.authorizedPaymentId);
    await notify('subscription_authorized_payment', second.authorizedPaymentId);
    e = await settled(enrrollment._id, { deliveries: [expect.anything(), expect.anything()] });
    // the same charge notified as a payment too: recorded once
    await notify('payment', second.paymentId);
    await quiet();
    e = await enrolment(enrrollment._id);
    expect(e.deliveries).toHaveLength(2);
    expect(e.deliveries[1].deliveryDate > e.deliveries[0].deliveryDate).toBe(true);
    // a rejected charge adds nothing; the subscriber is told once, however often it is notified
    expect(await outbox(EVENTS.enrolmentRenewalRejected, enrrollment._id)).toBe(0);
    const failed = await mp.charge(paId, 'rejected');
    await notify('subscription_authorized_payment', failed.authorizedPaymentId);
    await notify('subscription_authorized_payment', failed.authorizedPaymentId);
    await quiet();
    expect((await enrolment(enrrollment._id)).deliveries).toHaveLength(2);
    expect(await outbox(EVENTS.enrolmentRenewalRejected, enrrollment._id)).toBe(1);
    expect(await outbox(EVENTS.enrolmentPaymentRejected, enrrollment._id)).toBe(0);
    // the user's profile sees it
    const mine = await c.rpc.request(S.byUser, { userId: user.userId });
    expect(mine.subscriptions).toEqual([
      {
        _id: enrrollment._id,
        plan: expect.objectContaining({ name: plan.name, period: 'Mensual', amount: plan.amount }),
        status: 'activa',
        nextDelivery: e.nextDelivery,
        initPoint: null,
        paymentStatus: null,
        createdAt: expect.any(String),
      },
    ]);
    // paused, then cancelled
    await mp.setPreapproval(paId, 'paused');
    await notify('subscription_preapproval', paId);
    await settled(enrrollment._id, { status: 'pausada' });
    await mp.setPreapproval(paId, 'cancelled');
    await notify('subscription_preapproval', paId);
    await notify('subscription_preapproval', paId);
    await settled(enrrollment._id, { status: 'cancelada' });
    await quiet();
    expect(await outbox(EVENTS.enrolmentCancelled, enrrollment._id)).toBe(1);
    expect(await outbox(EVENTS.enrolmentActivated, enrrollment._id)).toBe(1);
    expect(await outbox(EVENTS.deliveryScheduled, enrrollment._id)).toBe(2);
  });

  it('Mensual, notifications out of order: the charge before the authorisation activates it once; a stale event after the cancellation changes nothing', async () => {
    const plan = byPeriod('Mensual');
    const { enrrollment } = await enrol(enrolBody({ _id: plan._id }), { userId: newId(), isAdmin: false });
    const paId = enrrollment.preApproval.id;
    const firstCharge = await mp.authorize(paId);
    // the payment's notification arrives before the preapproval's
    await notify('payment', firstCharge);
    await settled(enrrollment._id, { status: 'activa', deliveries: [expect.anything()] });
    await notify('subscription_preapproval', paId);
    await quiet();
    expect((await enrolment(enrrollment._id)).deliveries).toHaveLength(1);
    expect(await outbox(EVENTS.enrolmentActivated, enrrollment._id)).toBe(1);
    expect(await outbox(EVENTS.deliveryScheduled, enrrollment._id)).toBe(1);
    // cancelled at Mercado Pago
    await mp.setPreapproval(paId, 'cancelled');
    await notify('subscription_preapproval', paId);
    await settled(enrrollment._id, { status: 'cancelada' });
    // an older "authorized" event delivered late (a redelivery of the bus): nothing changes
    const stale: EventEnvelope<PreapprovalUpdatedEvent> = {
      id: newId(),
      type: PAYMENTS_EVENTS.preapprovalUpdated,
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
      data: {
        preapprovalId: paId,
        externalReference: `sub_${enrrollment._id}`,
        status: 'authorized',
        initPoint: enrrollment.preApproval.init_point,
        amountCents: plan.amount * 100,
        currency: 'MXN',
        lastChargedAt: new Date(Date.now() - 60_000).toISOString(),
        lastModified: new Date(Date.now() - 60_000).toISOString(),
      },
    };
    await c.runtime.events.publish(stale);
    await c.runtime.events.publish(stale);
    await quiet();
    expect((await enrolment(enrrollment._id)).status).toBe('cancelada');
    expect(await outbox(EVENTS.enrolmentActivated, enrrollment._id)).toBe(1);
    expect(await outbox(EVENTS.enrolmentCancelled, enrrollment._id)).toBe(1);
  });

  describe('self-service cancel', () => {
    const cancel = (id: string, principal: { userId: string; isAdmin: boolean } | null, token?: string) =>
      c.rpc.request(S.cancel, { id, token }, { principal });
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: { status: number; message: string }) => ({ status: e.status, message: e.message }),
      );

    it('the owner cancels an active Mensual: the preapproval is cancelled in Mercado Pago, deliveries stop, one e-mail event; again → 409', async () => {
      const plan = byPeriod('Mensual');
      const user = { userId: newId(), isAdmin: false };
      const { enrrollment } = await enrol(enrolBody({ _id: plan._id }), user);
      expect(enrrollment.accessToken).toBeUndefined();
      const paId = enrrollment.preApproval.id;
      await mp.authorize(paId);
      await notify('subscription_preapproval', paId);
      expect((await settled(enrrollment._id, { status: 'activa' })).deliveries).toHaveLength(1);

      expect(await failure(cancel(enrrollment._id, { userId: newId(), isAdmin: false }))).toEqual({
        status: 404,
        message: 'No encontramos esa suscripción',
      });
      expect(await failure(cancel(enrrollment._id, null))).toMatchObject({ status: 401 });
      const reply = await cancel(enrrollment._id, user);
      expect(reply).toEqual({
        message: 'Cancelamos tu suscripción. No se harán más cargos ni entregas.',
        subscription: expect.objectContaining({ _id: enrrollment._id, status: 'cancelada', nextDelivery: null, initPoint: null }),
      });
      expect((await mp.client.getPreApproval(paId)).status).toBe('cancelled');
      const e = await enrolment(enrrollment._id);
      expect(e).toMatchObject({ status: 'cancelada', nextDelivery: null, deliveries: [] });
      expect(await outbox(EVENTS.enrolmentCancelled, enrrollment._id)).toBe(1);
      // Mercado Pago's own notification of the cancellation changes nothing more.
      await notify('subscription_preapproval', paId);
      await quiet();
      expect(await outbox(EVENTS.enrolmentCancelled, enrrollment._id)).toBe(1);
      expect(await failure(cancel(enrrollment._id, user))).toEqual({ status: 409, message: 'Esta suscripción ya está cancelada' });
      const mine = await c.rpc.request(S.byUser, { userId: user.userId });
      expect(mine.subscriptions[0].status).toBe('cancelada');
    });

    it('cancelled at Mercado Pago before any charge was recorded: no next delivery, and the admin delivery list drops it', async () => {
      const plan = byPeriod('Mensual');
      const { enrrollment } = await enrol(enrolBody({ _id: plan._id }), { userId: newId(), isAdmin: false });
      const paId = enrrollment.preApproval.id;
      await mp.authorize(paId);
      await notify('subscription_preapproval', paId);
      const [scheduled] = (await settled(enrrollment._id, { status: 'activa' })).deliveries;
      const month = scheduled.deliveryDate.slice(0, 7);
      const listed = async () =>
        (await c.rpc.request(S.adminDeliveries, { month }, { principal: admin })).deliveries.filter(
          (d: { enrollmentId: string }) => d.enrollmentId === enrrollment._id,
        );
      expect(await listed()).toHaveLength(1);
      await mp.setPreapproval(paId, 'cancelled');
      await notify('subscription_preapproval', paId);
      await settled(enrrollment._id, { status: 'cancelada', nextDelivery: null, deliveries: [] });
      expect(await listed()).toHaveLength(0);
    });

    it('a guest cancels a pending enrolment with the token returned at enrolment; a wrong token is 404; admins may cancel', async () => {
      const { enrrollment } = await enrol(enrolBody({ _id: byPeriod('Mensual')._id }));
      expect(enrrollment.accessToken).toMatch(/^[\w-]{32}$/);
      const seen = await c.rpc.request(S.get, { id: enrrollment._id, token: enrrollment.accessToken }, { principal: null });
      expect(seen.subscription).toMatchObject({ status: 'pendiente', initPoint: enrrollment.preApproval.init_point });
      expect(await failure(cancel(enrrollment._id, null, 'x'.repeat(32)))).toMatchObject({ status: 404 });
      expect(await failure(cancel(enrrollment._id, null, `${enrrollment.accessToken}x`))).toMatchObject({ status: 404 });
      // Mercado Pago down: 502 and nothing changes.
      mp.down = true;
      try {
        expect(await failure(cancel(enrrollment._id, null, enrrollment.accessToken))).toMatchObject({ status: 502 });
      } finally {
        mp.down = false;
      }
      expect((await enrolment(enrrollment._id)).status).toBe('pendiente');
      const reply = await cancel(enrrollment._id, null, enrrollment.accessToken);
      expect(reply.subscription).toMatchObject({ status: 'cancelada' });
      expect(await outbox(EVENTS.enrolmentCancelled, enrrollment._id)).toBe(1);
      // The created event carried the guest's link with the token, sealed: never the token in plain text.
      const db = c.runtime.database('subscriptions').db;
      const res = await db.execute(
        sql`select data->>'manageUrl' as url from subscriptions.outbox where type = ${EVENTS.enrolmentCreated} and data->'enrollment'->>'_id' = ${enrrollment._id}`,
      );
      const stored = (res as { rows: Array<{ url: string }> }).rows[0].url;
      expect(stored).not.toContain(enrrollment.accessToken);
      expect(payloadSealer(c.runtime).open(stored)).toBe(
        `http://tienda.test/misuscripcion?suscripcion=${enrrollment._id}&token=${enrrollment.accessToken}`,
      );

      // An admin cancels a prepaid active one: every paid box still ships and the reply says so; no Mercado Pago call.
      const prepaid = (await enrol(enrolBody({ _id: byPeriod('Trimestral')._id }))).enrrollment;
      await notify('payment', await mp.pay(prepaid.preApproval.id, 'approved'));
      const before = await settled(prepaid._id, { status: 'activa' });
      expect(before.deliveries).toHaveLength(3);
      const cancelledPrepaid = await cancel(prepaid._id, admin);
      expect(cancelledPrepaid).toEqual({
        message: SUBSCRIPTION_MESSAGES.cancelledPaidShip(3, formatShopDate(before.deliveries[0].deliveryDate)),
        subscription: expect.objectContaining({ status: 'cancelada', nextDelivery: before.deliveries[0].deliveryDate }),
      });
      expect(await enrolment(prepaid._id)).toMatchObject({ status: 'cancelada', deliveries: before.deliveries });
      expect(await failure(cancel(prepaid._id, admin))).toMatchObject({ status: 409 });
      expect(await failure(c.rpc.request(S.cancel, { id: 'nope' }, { principal: admin }))).toMatchObject({
        status: 400,
        message: 'El identificador no es válido',
      });
    });
  });

  it('keeps the delivery instructions (deliveryAddress.notes, up to 200 characters) for the admin and the deliveries list', async () => {
    const notes = 'Tocar el timbre 2, dejar con el portero si no hay nadie';
    const { enrrollment } = await enrol(enrolBody({ _id: byPeriod('Semestral')._id }, { notes: `  ${notes} ` }));
    const e = await enrolment(enrrollment._id);
    expect(e.deliveryAddress.notes).toBe(notes);
    await notify('payment', await mp.pay(enrrollment.preApproval.id, 'approved'));
    const month = (await settled(enrrollment._id, { status: 'activa' })).nextDelivery!.slice(0, 7);
    const { deliveries } = await c.rpc.request(S.adminDeliveries, { month }, { principal: admin });
    expect(deliveries.find((d) => d.enrollmentId === enrrollment._id)!.address.notes).toBe(notes);
    await expect(enrol(enrolBody({ _id: byPeriod('Semestral')._id }, { notes: 'x'.repeat(201) }))).rejects.toMatchObject({
      status: 400,
      message: 'Las indicaciones para la entrega no pueden tener más de 200 caracteres',
    });
  });

  it('a refunded prepaid period is cancelled and its future deliveries dropped', async () => {
    const { enrrollment } = await enrol(enrolBody({ _id: byPeriod('Trimestral')._id }));
    const paymentId = await mp.pay(enrrollment.preApproval.id, 'approved');
    await notify('payment', paymentId);
    await settled(enrrollment._id, { status: 'activa' });
    await mp.client.refundPayment(paymentId, `refund-${paymentId}`);
    await notify('payment', paymentId);
    const e = await settled(enrrollment._id, { status: 'cancelada' });
    expect(e.deliveries).toHaveLength(0);
    // the approval notified again afterwards (a late redelivery) changes nothing
    await notify('payment', paymentId);
    await quiet();
    expect((await enrolment(enrrollment._id)).status).toBe('cancelada');
    expect(await outbox(EVENTS.enrolmentCancelled, enrrollment._id)).toBe(1);
  });

  describe('money paid for a prepaid period', () => {
    const paymentStatus = async (id: string) => (await mp.client.getPayment(id)).status;

    it('a cancel keeps every box already paid; the reply and the cancelled event say how many; the payment stays', async () => {
      const user = { userId: newId(), isAdmin: false };
      const { enrrollment } = await enrol(enrolBody({ _id: byPeriod('Trimestral')._id }), user);
      const paymentId = await mp.pay(enrrollment.preApproval.id, 'approved');
      await notify('payment', paymentId);
      const before = await settled(enrrollment._id, { status: 'activa' });
      expect(before.deliveries).toHaveLength(3);
      const reply = await c.rpc.request(S.cancel, { id: enrrollment._id }, { principal: user });
      expect(reply.message).toBe(
        `Cancelamos tu suscripción. Tus 3 cajas ya pagadas se entregan como estaba previsto, la próxima el ${formatShopDate(before.deliveries[0].deliveryDate)}; no se harán más cargos.`,
      );
      const after = await enrolment(enrrollment._id);
      expect(after.status).toBe('cancelada');
      expect(after.deliveries.map((d) => d.deliveryDate)).toEqual(before.deliveries.map((d) => d.deliveryDate));
      const db = c.runtime.database('subscriptions').db;
      const event = await db.execute(
        sql`select data->>'boxesLeft' as n from subscriptions.outbox where type = ${EVENTS.enrolmentCancelled} and data->'enrollment'->>'_id' = ${enrrollment._id}`,
      );
      expect((event as { rows: Array<{ n: string }> }).rows).toEqual([{ n: '3' }]);
      await quiet();
      expect(await paymentStatus(paymentId)).toBe('approved');
    });

    it('a payment approved after the cancel is refunded in full, and nothing is delivered', async () => {
      const { enrrollment } = await enrol(enrolBody({ _id: byPeriod('Única')._id }));
      await c.rpc.request(S.cancel, { id: enrrollment._id, token: enrrollment.accessToken }, { principal: null });
      const late = await mp.pay(enrrollment.preApproval.id, 'approved');
      await notify('payment', late);
      await eventually(async () => expect(await paymentStatus(late)).toBe('refunded'));
      await notify('payment', late);
      await quiet();
      expect(await enrolment(enrrollment._id)).toMatchObject({ status: 'cancelada', deliveries: [] });
      // The payer is told the money went back, once.
      expect(await outbox(EVENTS.enrolmentPaymentRefunded, enrrollment._id)).toBe(1);
    });

    it('a second payment of a period already paid is refunded in full; the first keeps the plan active with its boxes', async () => {
      const { enrrollment } = await enrol(enrolBody({ _id: byPeriod('Semestral')._id }));
      const first = await mp.pay(enrrollment.preApproval.id, 'approved');
      await notify('payment', first);
      await settled(enrrollment._id, { status: 'activa' });
      const again = await mp.pay(enrrollment.preApproval.id, 'approved');
      await notify('payment', again);
      await eventually(async () => expect(await paymentStatus(again)).toBe('refunded'));
      // The refund's own report: the plan keeps its first payment and its six boxes.
      await notify('payment', again);
      await quiet();
      expect(await enrolment(enrrollment._id)).toMatchObject({ status: 'activa' });
      expect((await enrolment(enrrollment._id)).deliveries).toHaveLength(6);
      expect(await paymentStatus(first)).toBe('approved');
      expect(await outbox(EVENTS.enrolmentPaymentRefunded, enrrollment._id)).toBe(1);
    });
  });

  it("shows a user's enrolments only to that user, an admin or a service: another user is 403, a guest 401", async () => {
    const owner = { userId: newId(), isAdmin: false };
    const byUser = (principal?: { userId: string; isAdmin: boolean } | null) =>
      c.rpc.request(S.byUser, { userId: owner.userId }, principal === undefined ? {} : { principal });
    for (const reader of [owner, admin, undefined]) await expect(byUser(reader)).resolves.toEqual({ subscriptions: [] });
    await expect(byUser({ userId: newId(), isAdmin: false })).rejects.toMatchObject({ status: 403 });
    await expect(byUser(null)).rejects.toMatchObject({ status: 401 });
  });

  it('admin: lists enrolments filtered by status and the deliveries of a month; non-admins are refused', async () => {
    const { enrollments } = await c.rpc.request(S.adminList, { status: 'activa' }, { principal: admin });
    expect(enrollments.length).toBeGreaterThan(0);
    expect(enrollments.every((e) => e.status === 'activa')).toBe(true);
    // The stored English name is still read as a filter.
    const legacy = await c.rpc.request(S.adminList, { status: 'active' }, { principal: admin });
    expect(legacy.enrollments.map((e) => e._id)).toEqual(enrollments.map((e) => e._id));
    expect(enrollments[0]).toEqual(
      expect.objectContaining({
        plan: expect.any(Object),
        payer: expect.objectContaining({ name: 'Ana López', email: 'ana@example.com' }),
        deliveryAddress: expect.any(Object),
        nextDelivery: expect.any(String),
      }),
    );
    // @ts-expect-error a status filter the shop does not have, to see it refused
    await expect(c.rpc.request(S.adminList, { status: 'rara' }, { principal: admin })).rejects.toMatchObject({ status: 400 });
    await expect(c.rpc.request(S.adminList, {}, { principal: { userId: newId(), isAdmin: false } })).rejects.toMatchObject({ status: 403 });
    await expect(c.rpc.request(S.adminList, {})).rejects.toMatchObject({ status: 401 });

    const month = enrollments[0].nextDelivery!.slice(0, 7);
    const reply = await c.rpc.request(S.adminDeliveries, { month }, { principal: admin });
    expect(reply.month).toBe(month);
    expect(reply.deliveries.length).toBeGreaterThan(0);
    for (const d of reply.deliveries) {
      expect(d.deliveryDate.startsWith(month)).toBe(true);
      expect(d).toEqual(
        expect.objectContaining({ enrollmentId: expect.any(String), payer: expect.any(Object), address: expect.any(Object) }),
      );
      expect(d.desserts).toHaveLength(2);
    }
    await expect(c.rpc.request(S.adminDeliveries, { month: '2026-13' }, { principal: admin })).rejects.toMatchObject({
      status: 400,
      message: 'El mes debe tener el formato AAAA-MM',
    });
  });

  it('finishes prepaid enrolments once their last delivery has passed; Mensual is left to Mercado Pago', async () => {
    const { enrrollment } = await enrol(enrolBody({ id: byPeriod('Única')._id }));
    await notify('payment', await mp.pay(enrrollment.preApproval.id));
    await settled(enrrollment._id, { status: 'activa' });
    const handle = c.runtime.database('subscriptions');
    const store = new ServiceStore(handle, { poke() {}, stop: async () => {} });
    const lifecycle = new LifecycleService(store, new EnrolmentsRepository(handle.db), c.runtime.logger('subscriptions'), c.rpc);
    expect(await lifecycle.finishCompleted(new Date())).toBe(0);
    const later = new Date(Date.now() + 40 * 24 * 3600_000);
    // two sweeps at once (two replicas): one pass finishes them, the other is skipped
    const passes = await Promise.all([lifecycle.finishCompleted(later), lifecycle.finishCompleted(later)]);
    expect(Math.min(...passes)).toBe(0);
    expect(Math.max(...passes)).toBeGreaterThan(0);
    expect((await enrolment(enrrollment._id)).status).toBe('finalizada');
    const { enrollments } = await c.rpc.request(S.adminList, { status: 'active' }, { principal: admin });
    expect(enrollments.every((e) => e.plan.period === 'Mensual' || e.plan.months > 1)).toBe(true);
  });
});
