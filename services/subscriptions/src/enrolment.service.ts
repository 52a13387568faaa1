import { Inject, Injectable } from '@nestjs/common';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import {
  EVENTS,
  PAYMENTS_SERVICE_SUBJECTS,
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
  RPC_CLIENT,
  SERVICE_LOGGER,
  SERVICE_RUNTIME,
  SERVICE_SEALER,
  ServiceFailure,
  ServiceStore,
  type Executor,
  type Logger,
  type RpcClient,
} from '@kukki/platform';
import { EVENT_TABLES } from './db/schema';
import { manageUrl, statusOf, toEvent, toPreApproval } from './dto';
import { EnrolmentsRepository, type EnrolmentRow } from './enrolments.repository';
import type { PlanRow } from './plans.repository';
import { PlansService } from './plans.service';
import type { Runtime, Sealer } from '@kukki/platform';

/** One enrolment attempt under an `Idempotency-Key`: the id the key was claimed with, completed in the enrolment's transaction. */
export interface EnrolmentAttempt {
  enrolmentId: string;
  complete(tx: Executor, guestToken: string | null): Promise<void>;
}

/**
 * Enrolment (spec §3): the plan is found on the server and only its stored amount is charged.
 *
 * The checkout is created by the payments service (RPC payments.preapproval.create and
 * payments.subscription.preference); its events drive the lifecycle (lifecycle.service.ts).
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
  private readonly publicUrl: string;

  constructor(
    private readonly store: ServiceStore,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(SERVICE_RUNTIME) runtime: Runtime,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    private readonly plans: PlansService,
    @Inject(SERVICE_SEALER) private readonly sealer: Sealer,
  ) {
    this.publicUrl = runtime.publicUrl;
  }

  /** The /misuscripcion link; with the guest's token it travels sealed (never plain in the outbox or events). */
  private guestManageUrl(id: string, token?: string | null): string {
    const url = manageUrl(this.publicUrl, id, token);
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
    const base = this.publicUrl;
    const externalReference = subscriptionReference(id);
    const title = `Suscripción ${plan.name}`;
    const idempotencyKey = `enrolment-${id}`;
    if (plan.period === 'Mensual') {
      const { preapproval } = await this.rpc.request(PAYMENTS_SERVICE_SUBJECTS.preapprovalCreate, {
        externalReference,
        reason: title,
        payerEmail: payer.email,
        backUrl: `${base}/misuscripcion`,
        amountCents: plan.amountCents,
        idempotencyKey,
      });
      return {
        kind: 'preapproval' as const,
        id: preapproval.preapprovalId,
        initPoint: preapproval.initPoint,
        status: preapproval.status || 'pending',
      };
    }
    const { preference } = await this.rpc.request(PAYMENTS_SERVICE_SUBJECTS.subscriptionPreference, {
      externalReference,
      item: {
        id: plan.id,
        title,
        description: `${plan.period}: dos postres cada mes durante ${plan.months} ${plan.months === 1 ? 'mes' : 'meses'}`,
        pictureUrl: plan.img.startsWith('/') ? `${base}${plan.img}` : plan.img,
        amountCents: plan.amountCents,
      },
      payer: { name: payer.name, email: payer.email, phone: payer.phone },
      backUrls: { success: `${base}/misuscripcion`, failure: `${base}/suscripciones/${plan.id}`, pending: `${base}/misuscripcion` },
      metadata: { enrolment_id: id },
      idempotencyKey,
    });
    return { kind: 'preference' as const, id: preference.id, initPoint: preference.initPoint, status: 'pending' };
  }
}
