import { Inject, Injectable } from '@nestjs/common';
import {
  chargeMatches,
  EVENTS,
  deliverySchedule,
  enrolmentIdFromReference,
  nextRecurringDeliveryDay,
  PAYMENTS_SERVICE_SUBJECTS,
  shopDay,
  type EventEnvelope,
  type PaymentUpdatedEvent,
  type PreapprovalUpdatedEvent,
} from '@kukki/contracts';
import { emitEvent, newId, RPC_CLIENT, SERVICE_LOGGER, ServiceStore, type Executor, type Logger, type RpcClient } from '@kukki/platform';
import { EVENT_TABLES } from './db/schema';
import { nextDelivery, toEvent } from './dto';
import { EnrolmentsRepository, SCHEDULED, type DeliveryRow, type EnrolmentRow } from './enrolments.repository';

export interface PaymentOutcome {
  handled: boolean;
  enrollmentId?: string;
  status?: string;
}

/** A charge of an enrolment, as the payments service reported it (payments.payment.updated). */
export interface EnrolmentCharge {
  paymentId: string;
  status: string;
  amountCents: number | null;
  currency: string | null;
  dateApproved: string | null;
}

const REVERSED = new Set(['refunded', 'charged_back', 'cancelled']);
/** A payment Mercado Pago did not approve (an expired OXXO ticket is `cancelled`, and says nothing new to the payer). */
const REJECTED = new Set(['rejected']);
const ENDED_PREAPPROVAL = new Set(['cancelled', 'finished', 'expired']);
/** Unneeded payments refunded per sweep. */
const REFUND_BATCH = 50;

/**
 * Enrolment lifecycle, driven by the payments service's events: payments.preapproval.updated (a
 * monthly subscription's preapproval) and payments.payment.updated of kind `subscription` (a
 * prepaid period's payment, or a month's recurring charge). The payments service fetched the state
 * from Mercado Pago; this service consumes each event once (durable consumer) and every transition
 * is idempotent and order-independent: an event applied twice, or an older state after a newer
 * one, changes nothing.
 *
 *   pending ──(preapproval authorized / payment approved)──▶ active ──▶ paused ⇄ active
 *      active/paused ──(preapproval cancelled / payment refunded)──▶ cancelled
 *      active ──(last delivery of a prepaid period passed / preapproval finished)──▶ finished
 *
 * Deliveries: a period paid at once gets one delivery per month right away (first by the 15th
 * rule, then the same kind of day in each following month); Mensual gets one per approved charge.
 */
@Injectable()
export class LifecycleService {
  constructor(
    private readonly store: ServiceStore,
    private readonly enrolments: EnrolmentsRepository,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
  ) {}

  /** payments.preapproval.updated: the preapproval of a monthly enrolment changed. */
  async onPreapprovalUpdated(event: EventEnvelope<PreapprovalUpdatedEvent>, tx: Executor): Promise<PaymentOutcome> {
    return this.applyPreapproval(event.data, tx);
  }

  /** payments.payment.updated of kind `subscription`: a payment whose external reference is an enrolment's. */
  async onPaymentUpdated(event: EventEnvelope<PaymentUpdatedEvent>, tx: Executor): Promise<PaymentOutcome> {
    const p = event.data;
    const enrolmentId = enrolmentIdFromReference(p.externalReference);
    if (!enrolmentId) return { handled: false };
    return this.applyPayment(
      enrolmentId,
      { paymentId: p.paymentId, status: p.status, amountCents: p.amountCents, currency: p.currency, dateApproved: p.dateApproved },
      tx,
    );
  }

  private async applyPreapproval(pa: PreapprovalUpdatedEvent, tx: Executor): Promise<PaymentOutcome> {
    const repo = new EnrolmentsRepository(tx);
    const found = (await repo.byMp('preapproval', pa.preapprovalId)) ?? (await this.byReference(repo, pa.externalReference));
    if (!found || found.mpKind !== 'preapproval' || found.mpId !== pa.preapprovalId) return { handled: false };
    const e = (await repo.byId(found.id, true))!;
    // An ended enrolment stays ended: a late event of an earlier state (authorized, paused) changes nothing.
    if ((e.status === 'cancelled' || e.status === 'finished') && !ENDED_PREAPPROVAL.has(pa.status))
      return { handled: true, enrollmentId: e.id, status: e.status };
    const now = new Date();
    const changes: Partial<EnrolmentRow> = { mpStatus: pa.status };
    let activated = false;
    let cancelled = false;
    let boxesLeft = 0;
    let scheduled: DeliveryRow[] = [];
    switch (pa.status) {
      case 'authorized': {
        if (pa.amountCents !== null && pa.amountCents !== e.plan.amountCents) {
          this.logger.error({ enrolmentId: e.id, amountCents: pa.amountCents }, 'preapproval amount differs from the plan; not activating');
          break;
        }
        if (e.status === 'pending' || e.status === 'authorized' || e.status === 'paused') {
          changes.status = 'active';
          if (!e.activatedAt) {
            activated = true;
            changes.activatedAt = now;
            // Mercado Pago charges the first month when the payer authorises the preapproval.
            const paidAt = pa.lastChargedAt ? new Date(pa.lastChargedAt) : now;
            changes.paidAt = e.paidAt ?? paidAt;
            const existing = await repo.deliveriesOf([e.id]);
            if (existing.length === 0) {
              scheduled = await repo.addDeliveries([
                {
                  id: newId(),
                  enrolmentId: e.id,
                  cycle: 1,
                  deliveryDate: nextRecurringDeliveryDay(changes.paidAt, null, e.address.subscriptionDate),
                },
              ]);
            }
          }
        }
        break;
      }
      case 'paused':
        if (e.status === 'active' || e.status === 'authorized') changes.status = 'paused';
        break;
      case 'cancelled':
        if (e.status !== 'cancelled' && e.status !== 'finished') {
          changes.status = 'cancelled';
          changes.endedAt = now;
          cancelled = true;
          // Cancelled at Mercado Pago: as a cancel here, the cycles already charged still ship, the rest is called off.
          boxesLeft = (await repo.cancelUnpaidDeliveriesFrom(e, shopDay(now))).length;
        }
        break;
      case 'finished':
      case 'expired':
        if (e.status !== 'cancelled' && e.status !== 'finished') {
          changes.status = 'finished';
          changes.endedAt = now;
        }
        break;
      default:
        break; // pending: nothing to do yet
    }
    if (changes.status === undefined && changes.mpStatus === e.mpStatus) return { handled: true, enrollmentId: e.id, status: e.status };
    await repo.update(e.id, changes);
    await this.emit(tx, { ...e, ...changes }, { activated, cancelled, scheduled, boxesLeft });
    return { handled: true, enrollmentId: e.id, status: changes.status ?? e.status };
  }

  private async byReference(repo: EnrolmentsRepository, reference: string | null | undefined): Promise<EnrolmentRow | null> {
    const id = enrolmentIdFromReference(reference);
    return id ? repo.byId(id) : null;
  }

  /** A payment of an enrolment (Checkout Pro or a recurring charge), applied once per payment id and status. */
  async applyPayment(enrolmentId: string, payment: EnrolmentCharge, tx: Executor): Promise<PaymentOutcome> {
    const repo = new EnrolmentsRepository(tx);
    const e = await repo.byId(enrolmentId, true);
    if (!e) return { handled: false };
    const previous = await repo.payment(payment.paymentId);
    // The amount rule of orders: to the cent, in MXN (contracts chargeMatches).
    const amountOk = chargeMatches({ amountCents: payment.amountCents, currency: payment.currency }, e.plan.amountCents);
    const status = payment.status === 'approved' && !amountOk ? 'amount_mismatch' : payment.status;
    if (previous?.status === status) return { handled: true, enrollmentId: e.id, status: e.status };
    // A paid payment never goes back to pending/rejected; only a reversal follows an approval.
    if (previous?.status === 'approved' && !REVERSED.has(status)) return { handled: true, enrollmentId: e.id, status: e.status };
    const paidAt = payment.dateApproved ? new Date(payment.dateApproved) : new Date();
    await repo.savePayment({
      paymentId: payment.paymentId,
      enrolmentId: e.id,
      status,
      amountCents: payment.amountCents ?? 0,
      approvedAt: status === 'approved' ? paidAt : null,
    });
    if (status === 'amount_mismatch') {
      this.logger.error(
        { enrolmentId: e.id, paymentId: payment.paymentId, amountCents: payment.amountCents },
        'payment amount differs from the plan; not activating',
      );
      return { handled: true, enrollmentId: e.id, status: e.status };
    }

    const changes: Partial<EnrolmentRow> = {};
    let activated = false;
    let cancelled = false;
    let scheduled: DeliveryRow[] = [];
    if (status === 'approved' && (e.status === 'cancelled' || e.status === 'finished')) {
      // Paid after the subscriber cancelled (a late payment of a pending checkout): nothing is delivered.
      this.logger.warn({ enrolmentId: e.id, paymentId: payment.paymentId }, 'payment approved for an ended enrolment; no deliveries');
    } else if (status === 'approved') {
      if (e.status === 'pending' || e.status === 'authorized') {
        changes.status = 'active';
        changes.activatedAt = e.activatedAt ?? new Date();
        activated = !e.activatedAt;
      }
      if (!e.paidAt) changes.paidAt = paidAt;
      if (e.mpKind === 'preference') changes.mpStatus = status;
      const existing = await repo.deliveriesOf([e.id]);
      if (e.mpKind === 'preference') {
        if (existing.length === 0) {
          const days = deliverySchedule(paidAt, e.plan.months, e.address.subscriptionDate);
          scheduled = await repo.addDeliveries(
            days.map((deliveryDate, i) => ({ id: newId(), enrolmentId: e.id, cycle: i + 1, deliveryDate })),
          );
        }
      } else {
        const charges = await repo.approvedPaymentCount(e.id);
        if (charges > existing.length) {
          const last =
            existing
              .map((d) => d.deliveryDate)
              .sort()
              .at(-1) ?? null;
          const deliveryDate = nextRecurringDeliveryDay(paidAt, last, existing.length === 0 ? e.address.subscriptionDate : null);
          scheduled = await repo.addDeliveries([{ id: newId(), enrolmentId: e.id, cycle: existing.length + 1, deliveryDate }]);
        }
      }
    } else if (
      REVERSED.has(status) &&
      previous?.status === 'approved' &&
      e.mpKind === 'preference' &&
      e.status !== 'cancelled' &&
      (await repo.approvedPaymentCount(e.id)) === 0
    ) {
      // Money returned for a prepaid period (not a second payment of it, given back): nothing more is delivered from today on.
      changes.status = 'cancelled';
      changes.mpStatus = status;
      changes.endedAt = new Date();
      cancelled = true;
      await repo.cancelDeliveriesFrom(e.id, shopDay());
    }
    if (Object.keys(changes).length > 0) await repo.update(e.id, changes);
    await this.emit(tx, { ...e, ...changes }, { activated, cancelled, scheduled });
    // The first payment of an enrolment was not approved: the payer hears it and can pay again.
    if (REJECTED.has(status) && e.status === 'pending')
      await emitEvent(tx, EVENT_TABLES, EVENTS.enrolmentPaymentRejected, toEvent(e, null));
    // A month's charge of an active Mensual not approved: no box for it; the subscriber hears it, once per payment.
    if (REJECTED.has(status) && e.status === 'active' && e.mpKind !== 'preference') {
      const next = nextDelivery(await repo.deliveriesOf([e.id]), shopDay());
      await emitEvent(tx, EVENT_TABLES, EVENTS.enrolmentRenewalRejected, {
        ...toEvent(e, next),
        payment: { paymentId: payment.paymentId },
      });
    }
    return { handled: true, enrollmentId: e.id, status: changes.status ?? e.status };
  }

  private async emit(
    tx: Executor,
    e: EnrolmentRow,
    what: { activated: boolean; cancelled: boolean; scheduled: DeliveryRow[]; boxesLeft?: number },
  ) {
    if (!what.activated && !what.cancelled && what.scheduled.length === 0) return;
    const all = await new EnrolmentsRepository(tx).deliveriesOf([e.id]);
    const next = nextDelivery(all, shopDay());
    const event = toEvent(e, next);
    if (what.activated) await emitEvent(tx, EVENT_TABLES, EVENTS.enrolmentActivated, event);
    if (what.cancelled) await emitEvent(tx, EVENT_TABLES, EVENTS.enrolmentCancelled, toEvent(e, next, undefined, what.boxesLeft ?? 0));
    // One e-mail per scheduling, with its first (nearest) delivery; the rest show in the admin list.
    const first = what.scheduled.filter((d) => d.status === SCHEDULED).sort((a, b) => a.deliveryDate.localeCompare(b.deliveryDate))[0];
    if (first)
      await emitEvent(tx, EVENT_TABLES, EVENTS.deliveryScheduled, {
        ...event,
        deliveryDate: first.deliveryDate,
        ...(what.activated ? { withActivation: true } : {}),
      });
  }

  /**
   * Payments no enrolment needs go back to the customer in full: one approved after its enrolment ended
   * (a checkout left open, or an OXXO ticket paid after a cancel) and a second payment of a plan paid up
   * front (paid again from the e-mail while the first was pending). One pass at a time across replicas;
   * Mercado Pago's idempotency key makes a repeated refund harmless, and the payment's report marks it refunded.
   */
  async refundUnneededPayments(): Promise<number> {
    const pass = await this.store.exclusive('subscriptions.refund-unneeded', async () => {
      let refunded = 0;
      for (const { enrolmentId, paymentId } of await this.enrolments.unneededPayments(REFUND_BATCH)) {
        try {
          const { payment } = await this.rpc.request(PAYMENTS_SERVICE_SUBJECTS.refundCreate, {
            paymentId,
            amountCents: null,
            idempotencyKey: `kukki-refund-sub-${enrolmentId}-${paymentId}`,
          });
          this.logger.warn({ enrolmentId, paymentId, status: payment.status }, 'refunded a payment the enrolment does not need');
          // Marked refunded at once (no second pass refunds it again) and told to the payer, once per payment.
          await this.store.write(async (tx) => {
            const repo = new EnrolmentsRepository(tx);
            const e = await repo.byId(enrolmentId);
            if (!e || !(await repo.markRefunded(paymentId))) return;
            const amount = payment.amountCents === null ? null : payment.amountCents / 100;
            await emitEvent(tx, EVENT_TABLES, EVENTS.enrolmentPaymentRefunded, { ...toEvent(e, null), refund: { paymentId, amount } });
          });
          refunded++;
        } catch (err) {
          this.logger.error({ err, enrolmentId, paymentId }, 'could not refund an unneeded payment; the next sweep retries');
        }
      }
      return refunded;
    });
    return pass.ran ? pass.result : 0;
  }

  /** Prepaid enrolments whose last delivery day has passed become finished (the hourly sweep). */
  async finishCompleted(now: Date = new Date()): Promise<number> {
    // One pass at a time across replicas: a sweep that comes while another is still running is skipped.
    const pass = await this.store.exclusive('subscriptions.finish-completed', async () => {
      const done = await this.enrolments.completedOneOffs(shopDay(now));
      for (const e of done) await this.enrolments.update(e.id, { status: 'finished', endedAt: now });
      return done.length;
    });
    return pass.ran ? pass.result : 0;
  }
}
