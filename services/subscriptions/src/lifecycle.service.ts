import { Inject, Injectable } from '@nestjs/common';
import {
  chargeMatches,
  PAYMENT_CURRENCY,
  EVENTS,
  deliverySchedule,
  enrolmentIdFromReference,
  nextRecurringDeliveryDay,
  shopDay,
  type SubscriptionWebhook,
} from '@kukki/contracts';
import { emitEvent, newId, SERVICE_LOGGER, ServiceStore, type Executor, type Logger } from '@kukki/platform';
import { EVENT_TABLES } from './db/schema';
import { nextDelivery, toEvent } from './dto';
import { EnrolmentsRepository, SCHEDULED, type DeliveryRow, type EnrolmentRow } from './enrolments.repository';
import type { MpPayment, MpPreApproval, SubscriptionPayments } from './payments/port';
import { SUBSCRIPTIONS_PAYMENTS } from './tokens';

export interface WebhookOutcome {
  handled: boolean;
  enrollmentId?: string;
  status?: string;
}

const cents = (pesos: number) => Math.round(Number(pesos) * 100);
const REVERSED = new Set(['refunded', 'charged_back', 'cancelled']);

/**
 * Enrolment lifecycle, driven by Mercado Pago notifications. The notification only says *what*
 * changed; the state is always fetched from the API. Every transition is idempotent: applying the
 * same notification twice (or an older one after a newer one) changes nothing.
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
    @Inject(SUBSCRIPTIONS_PAYMENTS) private readonly payments: SubscriptionPayments,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async apply(note: SubscriptionWebhook): Promise<WebhookOutcome> {
    const type = note.type.toLowerCase();
    let outcome: WebhookOutcome = { handled: false };
    if (type === 'subscription_preapproval' || type === 'preapproval') {
      outcome = await this.applyPreapproval(await this.payments.getPreapproval(note.dataId));
    } else if (type === 'subscription_authorized_payment' || type === 'authorized_payment') {
      const ap = await this.payments.getAuthorizedPayment(note.dataId);
      const enrolment = await this.repo().byMp('preapproval', ap.preapproval_id);
      if (enrolment) {
        const paymentId = ap.payment?.id ? String(ap.payment.id) : `ap-${ap.id}`;
        const status = ap.payment?.status ?? (ap.status === 'processed' ? 'approved' : ap.status);
        outcome = await this.applyPayment(enrolment.id, {
          id: paymentId,
          status,
          transaction_amount: ap.transaction_amount,
          // A charge of a preapproval is in the preapproval's currency (MXN) unless it says otherwise.
          currency_id: ap.currency_id ?? PAYMENT_CURRENCY,
          date_approved: ap.date_created ?? null,
        });
      }
    } else if (type === 'payment') {
      const payment = await this.payments.getPayment(note.dataId);
      const enrolment = await this.enrolmentOfPayment(payment);
      if (enrolment) outcome = await this.applyPayment(enrolment.id, payment);
    }
    if (outcome.handled) this.store.publish();
    return outcome;
  }

  private repo(db: Executor = this.store.db) {
    return new EnrolmentsRepository(db);
  }

  private async enrolmentOfPayment(payment: MpPayment): Promise<EnrolmentRow | null> {
    const id = enrolmentIdFromReference(payment.external_reference);
    if (id) return this.repo().byId(id);
    if (payment.preapproval_id) return this.repo().byMp('preapproval', payment.preapproval_id);
    return null;
  }

  private async applyPreapproval(pa: MpPreApproval): Promise<WebhookOutcome> {
    const found = (await this.repo().byMp('preapproval', pa.id)) ?? (await this.byReference(pa.external_reference));
    if (!found || found.mpKind !== 'preapproval' || found.mpId !== pa.id) return { handled: false };
    return this.store.db.transaction(async (tx) => {
      const repo = this.repo(tx);
      const e = (await repo.byId(found.id, true))!;
      const now = new Date();
      const changes: Partial<EnrolmentRow> = { mpStatus: pa.status };
      let activated = false;
      let cancelled = false;
      let scheduled: DeliveryRow[] = [];
      switch (pa.status) {
        case 'authorized': {
          const amount = pa.auto_recurring?.transaction_amount;
          if (amount !== undefined && cents(amount) !== e.plan.amountCents) {
            this.logger.error({ enrolmentId: e.id, amount }, 'preapproval amount differs from the plan; not activating');
            break;
          }
          if (e.status === 'pending' || e.status === 'authorized' || e.status === 'paused') {
            changes.status = 'active';
            if (!e.activatedAt) {
              activated = true;
              changes.activatedAt = now;
              // Mercado Pago charges the first month when the payer authorises the preapproval.
              const paidAt = pa.summarized?.last_charged_date ? new Date(pa.summarized.last_charged_date) : now;
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
            // Cancelled at Mercado Pago: as a cancel here, a cycle already charged still ships, the rest is called off.
            await repo.cancelUnpaidDeliveriesFrom(e, shopDay(now));
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
      await this.emit(tx, { ...e, ...changes } as EnrolmentRow, { activated, cancelled, scheduled });
      return { handled: true, enrollmentId: e.id, status: changes.status ?? e.status };
    });
  }

  private async byReference(reference: string | null | undefined): Promise<EnrolmentRow | null> {
    const id = enrolmentIdFromReference(reference);
    return id ? this.repo().byId(id) : null;
  }

  /** A payment of an enrolment (Checkout Pro or a recurring charge), applied once per payment id and status. */
  async applyPayment(enrolmentId: string, payment: MpPayment): Promise<WebhookOutcome> {
    return this.store.db.transaction(async (tx) => {
      const repo = this.repo(tx);
      const e = await repo.byId(enrolmentId, true);
      if (!e) return { handled: false };
      const previous = await repo.payment(payment.id);
      // The amount rule of orders: to the cent, in MXN (contracts chargeMatches).
      const amountOk = chargeMatches({ amountCents: cents(payment.transaction_amount), currency: payment.currency_id }, e.plan.amountCents);
      const status = payment.status === 'approved' && !amountOk ? 'amount_mismatch' : payment.status;
      if (previous?.status === status) return { handled: true, enrollmentId: e.id, status: e.status };
      // A paid payment never goes back to pending/rejected; only a reversal follows an approval.
      if (previous?.status === 'approved' && !REVERSED.has(status)) return { handled: true, enrollmentId: e.id, status: e.status };
      const paidAt = payment.date_approved ? new Date(payment.date_approved) : new Date();
      await repo.savePayment({
        paymentId: payment.id,
        enrolmentId: e.id,
        status,
        amountCents: cents(payment.transaction_amount),
        approvedAt: status === 'approved' ? paidAt : null,
      });
      if (status === 'amount_mismatch') {
        this.logger.error(
          { enrolmentId: e.id, paymentId: payment.id, amount: payment.transaction_amount },
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
        this.logger.warn({ enrolmentId: e.id, paymentId: payment.id }, 'payment approved for an ended enrolment; no deliveries');
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
      } else if (REVERSED.has(status) && previous?.status === 'approved' && e.mpKind === 'preference' && e.status !== 'cancelled') {
        // Money returned for a prepaid period: nothing more is delivered from today on.
        changes.status = 'cancelled';
        changes.mpStatus = status;
        changes.endedAt = new Date();
        cancelled = true;
        await repo.cancelDeliveriesFrom(e.id, shopDay());
      }
      if (Object.keys(changes).length > 0) await repo.update(e.id, changes);
      await this.emit(tx, { ...e, ...changes } as EnrolmentRow, { activated, cancelled, scheduled });
      return { handled: true, enrollmentId: e.id, status: changes.status ?? e.status };
    });
  }

  private async emit(tx: Executor, e: EnrolmentRow, what: { activated: boolean; cancelled: boolean; scheduled: DeliveryRow[] }) {
    if (!what.activated && !what.cancelled && what.scheduled.length === 0) return;
    const all = await this.repo(tx).deliveriesOf([e.id]);
    const next = nextDelivery(all, shopDay());
    const event = toEvent(e, next);
    if (what.activated) await emitEvent(tx, EVENT_TABLES, EVENTS.enrolmentActivated, event);
    if (what.cancelled) await emitEvent(tx, EVENT_TABLES, EVENTS.enrolmentCancelled, event);
    // One e-mail per scheduling, with its first (nearest) delivery; the rest show in the admin list.
    const first = what.scheduled.filter((d) => d.status === SCHEDULED).sort((a, b) => a.deliveryDate.localeCompare(b.deliveryDate))[0];
    if (first) await emitEvent(tx, EVENT_TABLES, EVENTS.deliveryScheduled, { ...event, deliveryDate: first.deliveryDate });
  }

  /** Prepaid enrolments whose last delivery day has passed become finished. */
  async finishCompleted(now: Date = new Date()): Promise<number> {
    const done = await this.repo().completedOneOffs(shopDay(now));
    for (const e of done) await this.repo().update(e.id, { status: 'finished', endedAt: now });
    return done.length;
  }
}
