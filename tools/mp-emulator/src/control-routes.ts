import { textOf } from '@kukki/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, PAYMENT_STATUSES } from './shapes';
import { DEFERRED_METHODS, type DeferredMethod } from './deferred';
import type { Emulator } from './emulator';
import type { PaymentStatus } from './types';

type Body = Record<string, unknown>;

function status(value: unknown): PaymentStatus {
  if (typeof value === 'string' && PAYMENT_STATUSES.includes(value as PaymentStatus)) return value as PaymentStatus;
  throw new ApiError(400, 'invalid_status', `status must be one of ${PAYMENT_STATUSES.join(', ')}`);
}

/** `payment_method_id` of a cash or transfer payment; a card (or nothing) is undefined. */
function deferredMethod(value: unknown): DeferredMethod | undefined {
  if (value === undefined || value === null || value === '' || ['visa', 'master', 'amex', 'card'].includes(textOf(value))) return undefined;
  if (DEFERRED_METHODS.includes(value as DeferredMethod)) return value as DeferredMethod;
  throw new ApiError(400, 'invalid_payment_method_id', 'payment_method_id must be oxxo, spei or a card');
}

const optionalString = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** A payment status asked for a preapproval, as the subscriber's decision on its checkout page. */
const PREAPPROVAL_DECISION: Partial<Record<PaymentStatus, 'authorized' | 'rejected' | 'cancelled' | 'pending'>> = {
  approved: 'authorized',
  authorized: 'authorized',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

/**
 * Control API for tests and scripts (not part of Mercado Pago):
 * - POST /__emulator/payments {preference_id | external_reference, status, status_detail?, notify?}
 *   → 201 the payment (+ `webhook`: the delivery), after sending `payment.created`; given a
 *   preapproval's id (as `preference_id` or `preapproval_id`) or reference, it decides that
 *   preapproval instead (approved → authorized with its first charge) → 201 { ...payment, preapproval, webhooks };
 *   With `payment_method_id: "oxxo" | "spei"` (status defaults to pending) it is a cash ticket or a
 *   bank transfer with a reference, a link and an expiry (`expires_in_days`, default 3);
 * - POST /__emulator/payments/:id {status, status_detail?, notify?} → `payment.updated`;
 * - POST /__emulator/payments/:id/approve → a pending ticket or transfer is paid (`payment.updated`);
 * - POST /__emulator/payments/:id/expire → it expires unpaid (cancelled / expired, `payment.updated`);
 * - POST /__emulator/payments/:id/notify → sends the payment's notification again;
 * - GET /__emulator/preferences?external_reference=… → recorded preferences (array);
 * - GET /__emulator/payments?external_reference=… → payments (array);
 * - POST /__emulator/preapprovals {preapproval_id, status: authorized|rejected|cancelled|paused, notify?};
 * - POST /__emulator/preapprovals/:id/charges {status?: approved|rejected, amount?, notify?} → 201 a
 *   later month's charge of an authorized preapproval { authorized_payment, payment, webhook },
 *   notified as `subscription_authorized_payment`;
 * - GET /__emulator/webhooks → deliveries; POST /__emulator/reset.
 */
export function registerControlRoutes(app: FastifyInstance, emulator: Emulator) {
  app.post('/__emulator/payments', async (req: FastifyRequest, reply: FastifyReply) => {
    const body = (req.body ?? {}) as Body;
    let preferenceId = optionalString(body.preference_id);
    const ref = optionalString(body.external_reference);
    if (!preferenceId && ref) preferenceId = emulator.store.list('preferences', { external_reference: ref }).at(-1)?.id;
    // A monthly subscription's init point is a preapproval, not a preference: the subscriber's
    // decision on it is what "paying" means there (authorised = first charge approved).
    const preapprovalId =
      (preferenceId && !emulator.store.get('preferences', preferenceId) && emulator.store.get('preapprovals', preferenceId)
        ? preferenceId
        : undefined) ??
      optionalString(body.preapproval_id) ??
      (!preferenceId && ref ? emulator.store.list('preapprovals', { external_reference: ref }).at(-1)?.id : undefined);
    if (preapprovalId) {
      const decision = PREAPPROVAL_DECISION[status(body.status ?? 'approved')] ?? 'pending';
      const result = await emulator.decidePreapproval(preapprovalId, decision, { notify: body.notify !== false });
      return reply.status(201).send({ ...(result.payment ?? {}), preapproval: result.preapproval, webhooks: result.webhooks });
    }
    if (!preferenceId) throw new ApiError(400, 'invalid_preference_id', 'preference_id is required');
    const method = deferredMethod(body.payment_method_id);
    const { payment, webhook } = await emulator.payPreference(preferenceId, status(body.status ?? (method ? 'pending' : 'approved')), {
      statusDetail: optionalString(body.status_detail),
      notify: body.notify !== false,
      method,
      expiresInDays: typeof body.expires_in_days === 'number' ? body.expires_in_days : undefined,
      installments: typeof body.installments === 'number' ? body.installments : undefined,
    });
    return reply.status(201).send({ ...payment, webhook });
  });

  app.post('/__emulator/payments/:id', async (req: FastifyRequest) => {
    const body = (req.body ?? {}) as Body;
    const { payment, webhook } = await emulator.updatePayment((req.params as { id: string }).id, status(body.status), {
      statusDetail: optionalString(body.status_detail),
      notify: body.notify !== false,
    });
    return { ...payment, webhook };
  });

  app.post('/__emulator/payments/:id/approve', async (req: FastifyRequest) => {
    const { payment, webhook } = await emulator.approveDeferred((req.params as { id: string }).id);
    return { ...payment, webhook };
  });

  app.post('/__emulator/payments/:id/expire', async (req: FastifyRequest) => {
    const { payment, webhook } = await emulator.expireDeferred((req.params as { id: string }).id);
    return { ...payment, webhook };
  });

  app.post('/__emulator/payments/:id/notify', async (req: FastifyRequest) => {
    const body = (req.body ?? {}) as Body;
    return { webhook: await emulator.renotifyPayment((req.params as { id: string }).id, optionalString(body.action)) };
  });

  app.get('/__emulator/preferences', async (req) =>
    emulator.store.list('preferences', { external_reference: optionalString((req.query as Body).external_reference) }),
  );

  app.get('/__emulator/payments', async (req) => {
    const q = req.query as Body;
    return emulator.store.list('payments', {
      external_reference: optionalString(q.external_reference),
      preference_id: optionalString(q.preference_id),
    });
  });

  app.post('/__emulator/preapprovals', async (req: FastifyRequest) => {
    const body = (req.body ?? {}) as Body;
    const id = optionalString(body.preapproval_id);
    if (!id) throw new ApiError(400, 'invalid_preapproval_id', 'preapproval_id is required');
    const decision = body.status ?? 'authorized';
    if (!['authorized', 'rejected', 'cancelled', 'paused', 'pending'].includes(textOf(decision)))
      throw new ApiError(400, 'invalid_status', 'status must be authorized, rejected, cancelled, paused or pending');
    return emulator.decidePreapproval(id, decision as 'authorized', { notify: body.notify !== false });
  });

  app.post('/__emulator/preapprovals/:id/charges', async (req: FastifyRequest, reply: FastifyReply) => {
    const body = (req.body ?? {}) as Body;
    const charge = body.status ?? 'approved';
    if (charge !== 'approved' && charge !== 'rejected') throw new ApiError(400, 'invalid_status', 'status must be approved or rejected');
    const result = await emulator.chargePreapproval((req.params as { id: string }).id, {
      status: charge,
      amount: typeof body.amount === 'number' ? body.amount : undefined,
      notify: body.notify !== false,
    });
    return reply.status(201).send({ authorized_payment: result.authorizedPayment, payment: result.payment, webhook: result.webhook });
  });

  app.get('/__emulator/preapprovals', async (req) =>
    emulator.store.list('preapprovals', { external_reference: optionalString((req.query as Body).external_reference) }),
  );

  app.get('/__emulator/webhooks', async () => emulator.store.webhooks());

  app.post('/__emulator/reset', async () => {
    emulator.store.reset();
    return { ok: true };
  });
}
