import { Inject, Injectable } from '@nestjs/common';
import { addDays, format } from 'date-fns';
import {
  EVENTS,
  PERIOD_MONTHS,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_START_MAX_DAYS_AHEAD,
  isSubscriptionPeriod,
  shopDay,
  shopNow,
  subscriptionReference,
  type EnrolReply,
  type EnrolRequest,
  type Principal,
} from '@kukki/contracts';
import {
  badRequest,
  emitEvent,
  newCapability,
  newId,
  payloadSealer,
  SERVICE_LOGGER,
  SERVICE_RUNTIME,
  ServiceFailure,
  ServiceStore,
  type Executor,
  type Logger,
} from '@kukki/platform';
import { EVENT_TABLES } from './db/schema';
import { manageUrl, statusOf, toEvent, toPreApproval } from './dto';
import { EnrolmentsRepository, type EnrolmentRow } from './enrolments.repository';
import type { PlanRow } from './plans.repository';
import { PlansService } from './plans.service';
import type { SubscriptionPayments } from './payments/port';
import { SUBSCRIPTIONS_PAYMENTS } from './tokens';
import type { Runtime, Sealer } from '@kukki/platform';

/** Where Mercado Pago sends the notifications of what this service creates (see README). */
export const SUBSCRIPTIONS_WEBHOOK_PATH = '/api/webhooks/mercadopago/subscriptions';

/** One enrolment attempt under an `Idempotency-Key`: the id the key was claimed with, completed in the enrolment's transaction. */
export interface EnrolmentAttempt {
  enrolmentId: string;
  complete(tx: Executor, guestToken: string | null): Promise<void>;
}

/**
 * Enrolment (spec §3): the plan is found on the server and only its stored amount is charged.
 *
 * Mercado Pago mechanism:
 * - `Mensual` → a PreApproval (Mercado Pago "suscripciones"): auto_recurring 1 month, the payer
 *   authorises the card once and is charged every month until they cancel (charge type Recurrente).
 * - every other period (Única, Trimestral, Semestral, Anual) → a Checkout Pro preference for the
 *   whole period's amount, charged once (charge type Único). A PreApproval cannot express "charge
 *   once": it needs a frequency and would keep charging unless an end date is computed exactly, and
 *   a failed card would be retried over days. A preference is one payment with one outcome, can be
 *   paid with any method (cards, OXXO, SPEI, installments for the annual plan) and is the same
 *   mechanism the shop's orders already reconcile. Both answer `preApproval: { id, init_point }`.
 */
@Injectable()
export class EnrolmentService {
  private readonly sealer: Sealer;

  constructor(
    private readonly store: ServiceStore,
    @Inject(SUBSCRIPTIONS_PAYMENTS) private readonly payments: SubscriptionPayments,
    @Inject(SERVICE_RUNTIME) runtime: Runtime,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    private readonly plans: PlansService,
  ) {
    this.sealer = payloadSealer(runtime);
  }

  /** The /misuscripcion link; with the guest's token it travels sealed (never plain in the outbox or events). */
  private guestManageUrl(id: string, token?: string | null): string {
    const url = manageUrl(this.payments.publicUrl, id, token);
    return token ? this.sealer.seal(url) : url;
  }

  async enrol(request: EnrolRequest, principal: Principal | null, now: Date = new Date(), attempt?: EnrolmentAttempt): Promise<EnrolReply> {
    const start = request.payer.deliveryAddress.subscriptionDate;
    const today = shopDay(now);
    if (start < today) throw badRequest(SUBSCRIPTION_MESSAGES.datePast);
    if (start > format(addDays(shopNow(now), SUBSCRIPTION_START_MAX_DAYS_AHEAD), 'yyyy-MM-dd'))
      throw badRequest(SUBSCRIPTION_MESSAGES.dateTooFar);
    const plan = await this.plans.resolve(request.subscription);
    if (!isSubscriptionPeriod(plan.period)) throw badRequest(SUBSCRIPTION_MESSAGES.planNotFound);

    const id = attempt?.enrolmentId ?? newId();
    const { payer } = request;
    // A guest gets the capability to see and cancel the enrolment (as guest orders do).
    const capability = principal ? null : newCapability();
    const mp = await this.createCheckout(id, plan, payer).catch((err: unknown) => {
      this.logger.error({ err, enrolmentId: id }, 'Mercado Pago rejected the enrolment checkout');
      throw new ServiceFailure(502, SUBSCRIPTION_MESSAGES.paymentUnavailable);
    });

    const row: EnrolmentRow = {
      id,
      planId: plan.id,
      plan: {
        name: plan.name,
        amountCents: plan.amountCents,
        period: plan.period,
        months: plan.months || PERIOD_MONTHS[plan.period],
        disclaimer: plan.disclaimer,
      },
      userId: principal?.userId ?? null,
      accessTokenHash: capability?.hash ?? null,
      payer: { name: payer.name, email: payer.email, phone: payer.phone },
      address: payer.deliveryAddress,
      status: 'pending',
      mpKind: mp.kind,
      mpId: mp.id,
      mpStatus: mp.status,
      initPoint: mp.initPoint,
      paidAt: null,
      activatedAt: null,
      endedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.store.write(async (tx) => {
      if (attempt) await attempt.complete(tx, capability?.token ?? null);
      await new EnrolmentsRepository(tx).insert(row);
      await emitEvent(tx, EVENT_TABLES, EVENTS.enrolmentCreated, toEvent(row, null, this.guestManageUrl(id, capability?.token)));
    });
    return {
      enrrollment: {
        _id: id,
        status: statusOf(row),
        preApproval: toPreApproval(row),
        ...(capability ? { accessToken: capability.token } : {}),
      },
    };
  }

  private async createCheckout(id: string, plan: PlanRow, payer: EnrolRequest['payer']) {
    const base = this.payments.publicUrl;
    const reference = subscriptionReference(id);
    const amount = plan.amountCents / 100;
    const title = `Suscripción ${plan.name}`;
    if (plan.period === 'Mensual') {
      const pa = await this.payments.createPreapproval(
        {
          reason: title,
          external_reference: reference,
          payer_email: payer.email,
          back_url: `${base}/misuscripcion`,
          status: 'pending',
          auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: amount, currency_id: 'MXN' },
        },
        `enrolment-${id}`,
      );
      return { kind: 'preapproval' as const, id: pa.id, initPoint: pa.init_point, status: pa.status || 'pending' };
    }
    const pref = await this.payments.createPreference(
      {
        items: [
          {
            id: plan.id,
            title,
            description: `${plan.period}: dos postres cada mes durante ${plan.months} ${plan.months === 1 ? 'mes' : 'meses'}`,
            picture_url: plan.img.startsWith('/') ? `${base}${plan.img}` : plan.img,
            category_id: 'food',
            quantity: 1,
            unit_price: amount,
            currency_id: 'MXN',
          },
        ],
        payer: { name: payer.name, email: payer.email, phone: payer.phone },
        external_reference: reference,
        back_urls: { success: `${base}/misuscripcion`, failure: `${base}/suscripciones/${plan.id}`, pending: `${base}/misuscripcion` },
        auto_return: 'approved',
        notification_url: `${base}${SUBSCRIPTIONS_WEBHOOK_PATH}`,
        statement_descriptor: 'KUKKI',
        metadata: { enrolment_id: id },
      },
      `enrolment-${id}`,
    );
    return { kind: 'preference' as const, id: pref.id, initPoint: pref.init_point, status: 'pending' };
  }
}
