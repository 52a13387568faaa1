import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  enrolmentIdFromReference,
  EVENTS,
  ORDER_MESSAGES as OM,
  PAYMENT_MESSAGES as PM,
  REVERSED_PAYMENT_STATUSES,
  type OrderDto,
  centsToPesos,
  PAYMENTS_SERVICE_SUBJECTS,
  type OrderEvent,
  type PaymentNotification,
  type PreferenceCommand,
  type PreferenceReply,
  type Principal,
  type ReconcileReport,
} from '@kukki/contracts';
import {
  badRequest,
  conflict,
  emitEvent,
  isObjectId,
  MercadoPagoApiError,
  notFound,
  RPC_CLIENT,
  SERVICE_RUNTIME,
  ServiceFailure,
  ServiceStore,
  type MercadoPagoClient,
  type RpcClient,
  type Executor,
  type Runtime,
} from '@kukki/platform';
import type { OrderRow } from '../db/schema';
import { orderUrl } from '../order-url';
import { OrdersRepository, toOrderDto } from '../orders.repository';
import { canAccess, ORDER_EVENT_TABLES, OrdersService } from '../orders.service';
import { HoldsService } from '../holds/holds.service';
import { decidePayment, toLedgerEntry, type LedgerEntry, type MpPayment } from './payment-state';
import { newRefunds, refundedCents, refundsOfPayment, sameRefunds } from './refunds';
import { expiredUnpaid, instructionsOf } from './deferred-payments';
import { PaymentsRepository } from './payments.repository';
import { buildPreferenceRequest } from './preference-builder';
import { MERCADOPAGO } from './tokens';

const EVENT_OF = {
  paid: EVENTS.orderPaid,
  'payment-rejected': EVENTS.orderPaymentRejected,
  refunded: EVENTS.orderRefunded,
} as const;

export const RECONCILE = {
  firstCheckMs: 10 * 60_000,
  everyMs: 60 * 60_000,
  cancelAfterMs: 48 * 3600_000,
  batch: 200,
};

/** The reconciliation acts as the shop itself (the 48-hour cancel goes through the orders rules). */
const SYSTEM: Principal = { userId: 'system', isAdmin: true };

/**
 * Mercado Pago for orders: the order's Checkout Pro preference, payment notifications (applied
 * from the API's answer, never from the webhook body) and the reconciliation sweep.
 */
@Injectable()
export class OrderPaymentsService {
  private readonly logger: Logger;
  private readonly publicUrl: string;

  constructor(
    private readonly store: ServiceStore,
    @Inject(SERVICE_RUNTIME) runtime: Runtime,
    @Inject(MERCADOPAGO) private readonly mp: MercadoPagoClient,
    private readonly orders: OrdersService,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    private readonly holds: HoldsService,
  ) {
    this.logger = runtime.logger('orders-payments');
    this.publicUrl = runtime.publicUrl;
  }

  /** The order's preference (created once, reused while unpaid). Owner, admin or the guest's token. */
  async preference(cmd: PreferenceCommand, principal: Principal | null): Promise<PreferenceReply> {
    const orders = new OrdersRepository(this.store.db);
    const payments = new PaymentsRepository(this.store.db);
    const order = await orders.findById(cmd.orderId.toLowerCase());
    if (!order || !canAccess(order, principal, cmd.token)) throw notFound(PM.orderNotFound);
    if (order.isPaid) throw conflict(PM.alreadyPaid);
    if (order.cancelled) throw conflict(PM.cancelled);
    if (order.status === 'reembolsada') throw conflict(PM.refunded);

    const existing = await payments.preference(order.id);
    if (existing) return { preferenceId: existing.preferenceId, init_point: existing.initPoint };

    const { body, totalCents } = buildPreferenceRequest(order, {
      publicUrl: this.mp.publicUrl,
      notificationUrl: this.mp.notificationUrl,
      installmentsMax: this.mp.config.installmentsMax,
    });
    let created;
    try {
      created = await this.mp.createPreference(body, `kukki-preference-${order.id}`);
    } catch (err) {
      this.logger.error({ err, orderId: order.id }, 'could not create the Mercado Pago preference');
      throw new ServiceFailure(502, PM.providerUnavailable);
    }
    if (!created.id || !created.init_point) throw new ServiceFailure(502, PM.providerUnavailable);
    await this.store.db.transaction(async (tx) => {
      await new PaymentsRepository(tx).insertPreference({
        orderId: order.id,
        preferenceId: created.id!,
        initPoint: created.init_point!,
        totalCents,
      });
      const winner = await new PaymentsRepository(tx).preference(order.id);
      await new OrdersRepository(tx).update(order.id, { preferenceId: winner!.preferenceId });
    });
    const stored = (await payments.preference(order.id))!;
    return { preferenceId: stored.preferenceId, init_point: stored.initPoint };
  }

  /** Fetches a notified payment from the API and applies it to its order (the job's work). */
  async processPayment(paymentId: string): Promise<void> {
    let payment: MpPayment;
    try {
      payment = (await this.mp.getPayment(paymentId)) as MpPayment;
    } catch (err) {
      if (err instanceof MercadoPagoApiError && err.notFound) {
        this.logger.warn({ paymentId }, 'notified payment does not exist; ignored');
        return;
      }
      throw err; // retried by the job queue
    }
    // Mercado Pago sends every payment to the one webhook: a subscription's charge goes to the payments service.
    if (enrolmentIdFromReference(String(payment.external_reference ?? ''))) {
      await this.rpc.request(PAYMENTS_SERVICE_SUBJECTS.webhook, { type: 'payment', dataId: paymentId });
      return;
    }
    const orderId = String(payment.external_reference ?? '').toLowerCase();
    if (!isObjectId(orderId)) {
      this.logger.info({ paymentId, externalReference: payment.external_reference }, 'payment is not for an order; ignored');
      return;
    }
    await this.applyPayments(orderId, [payment]);
  }

  /**
   * Records payments in the order's ledger and derives its payment state, all in one transaction
   * with the order row locked; events go through the outbox. Idempotent and order-independent.
   */
  async applyPayments(orderId: string, payments: MpPayment[]): Promise<boolean> {
    const outcome = await this.store.db.transaction(async (tx) => {
      const orders = new OrdersRepository(tx);
      const ledger = new PaymentsRepository(tx);
      const order = await orders.lockById(orderId);
      if (!order) return null;
      for (const p of payments) {
        if (String(p.external_reference ?? '').toLowerCase() === order.id) await ledger.upsertPayment(order.id, toLedgerEntry(p));
      }
      const entries = await ledger.ledger(order.id);
      const decision = decidePayment(order, entries);
      let updated = decision ? await orders.update(order.id, decision.changes) : order;
      // What the order holds (slot, coupon use, stock) follows the payment: kept when paid, given back when rejected.
      let emitted = decision ? await this.holds.followPayment(tx, order, updated) : false;
      if (decision?.event) {
        emitted = true;
        const payload: OrderEvent = { order: toOrderDto(updated), orderUrl: orderUrl(this.publicUrl, updated.id) };
        if (decision.event === 'payment-mismatch') {
          await emitEvent(tx, ORDER_EVENT_TABLES, EVENTS.orderPaymentMismatch, {
            ...payload,
            mismatch: updated.paymentMismatch!,
          });
          this.logger.error({ orderId, mismatch: updated.paymentMismatch }, 'approved payment does not match the order total; left unpaid');
        } else {
          await emitEvent(tx, ORDER_EVENT_TABLES, EVENT_OF[decision.event], payload);
        }
      }
      if (decision?.changes.isPaid && order.cancelled) this.logger.error({ orderId }, 'a cancelled order was paid: refund it or reopen it');
      const refunds = await this.recordRefunds(tx, updated, entries);
      if (refunds) {
        updated = refunds;
        emitted = true;
      }
      const deferred = await this.recordInstructions(tx, updated, payments, entries);
      if (deferred.row) updated = deferred.row;
      emitted ||= deferred.emitted;
      return { paid: updated.isPaid, emitted, expired: deferred.expired };
    });
    if (outcome?.emitted) this.store.publish();
    if (outcome?.expired) {
      try {
        await this.orders.cancel(orderId, SYSTEM, null, PM.ticketExpiredReason);
      } catch (err) {
        this.logger.warn({ err, orderId }, 'could not cancel the order of an expired ticket');
      }
    }
    return outcome?.paid ?? false;
  }

  /**
   * A pending OXXO ticket or SPEI transfer: its instructions go on the order (event
   * `payment-pending`, the e-mail with the reference and deadline) and leave it once it is paid or
   * expires. Only payments the ledger holds as fetched count (a late, older fetch changes nothing).
   * `expired`: the order's ticket expired unpaid, so the order is to be cancelled.
   */
  private async recordInstructions(
    tx: Executor,
    order: OrderRow,
    payments: MpPayment[],
    entries: LedgerEntry[],
  ): Promise<{ row: OrderRow | null; emitted: boolean; expired: boolean }> {
    const none = { row: null, emitted: false, expired: false };
    if (order.isPaid || order.cancelled) return none;
    const current = (p: MpPayment) => entries.find((e) => e.id === String(p.id))?.status === p.status;
    let instructions = order.paymentInstructions ?? null;
    let expired = false;
    for (const p of payments.filter(current)) {
      const next = instructionsOf(p);
      if (next) instructions = next;
      else if (instructions?.paymentId === String(p.id)) {
        instructions = null;
        expired ||= expiredUnpaid(p);
      }
    }
    if (JSON.stringify(instructions) === JSON.stringify(order.paymentInstructions ?? null)) return none;
    // A pending ticket keeps what the order holds (slot, coupon use, stock) until the ticket itself expires.
    const ticketEnd = instructions ? new Date(instructions.expiresAt) : null;
    const holdsLonger = ticketEnd && !order.holdsReleasedAt && order.holdExpiresAt && order.holdExpiresAt < ticketEnd;
    const row = await new OrdersRepository(tx).update(order.id, {
      paymentInstructions: instructions,
      ...(holdsLonger ? { holdExpiresAt: ticketEnd } : {}),
    });
    const fresh = instructions && instructions.paymentId !== order.paymentInstructions?.paymentId;
    if (fresh)
      await emitEvent(tx, ORDER_EVENT_TABLES, EVENTS.orderPaymentPending, {
        order: toOrderDto(row),
        orderUrl: orderUrl(this.publicUrl, row.id),
      });
    return { row, emitted: Boolean(fresh), expired: expired && !instructions };
  }

  /**
   * The refunds of the order's paying payment, copied onto the order (partial ones keep it paid and
   * its status); one `refund-recorded` event per refund not seen before. Null when nothing changed.
   */
  private async recordRefunds(tx: Executor, order: OrderRow, entries: LedgerEntry[]): Promise<OrderRow | null> {
    const paying = entries.find((e) => e.id === order.paymentResult?.id);
    if (!paying || !(order.isPaid || order.status === 'reembolsada')) return null;
    const refunds = paying.refunds ?? [];
    if (sameRefunds(order.refunds ?? [], refunds)) return null;
    const added = newRefunds(order.refunds ?? [], refunds);
    const updated = await new OrdersRepository(tx).update(order.id, { refunds });
    for (const r of added) {
      await emitEvent(tx, ORDER_EVENT_TABLES, EVENTS.orderRefundRecorded, {
        order: toOrderDto(updated),
        orderUrl: orderUrl(this.publicUrl, updated.id),
        refund: { id: r.id, amount: centsToPesos(r.amountCents), at: r.at },
        partial: updated.isPaid,
      });
    }
    return updated;
  }

  /**
   * Reconciliation: unpaid orders with a preference are checked against the payments search by
   * external_reference (10 minutes after the preference, then hourly), so a lost webhook never
   * loses a payment; orders still unpaid after 48 hours are cancelled.
   */
  async reconcile(now = new Date()): Promise<ReconcileReport> {
    // One pass at a time across replicas: a sweep that comes while another is still running is skipped.
    const pass = await this.store.exclusive('orders.payment-reconcile', () => this.reconcilePass(now));
    return pass.ran ? pass.result : { checked: 0, paid: 0, cancelled: 0 };
  }

  private async reconcilePass(now: Date): Promise<ReconcileReport> {
    const due = await new PaymentsRepository(this.store.db).dueForReconciliation(now, {
      firstCheckMs: RECONCILE.firstCheckMs,
      everyMs: RECONCILE.everyMs,
      cancelAfterMs: RECONCILE.cancelAfterMs,
      limit: RECONCILE.batch,
    });
    const report: ReconcileReport = { checked: 0, paid: 0, cancelled: 0 };
    for (const row of due) {
      let paid = false;
      if (row.preferenceId) {
        try {
          const found = (await this.mp.searchPayments(row.orderId)) as MpPayment[];
          paid = found.length > 0 && (await this.applyPayments(row.orderId, found));
          await new PaymentsRepository(this.store.db).markChecked(row.orderId, now);
          report.checked++;
          if (paid) report.paid++;
        } catch (err) {
          this.logger.warn({ err, orderId: row.orderId }, 'reconciliation could not check the order; next sweep retries');
          continue; // never cancel an order we could not check
        }
      }
      // A pending OXXO ticket or SPEI transfer keeps the order until it expires.
      const ticketValid = row.paymentInstructions && Date.parse(row.paymentInstructions.expiresAt) > now.getTime();
      if (!paid && !ticketValid && row.createdAt.getTime() <= now.getTime() - RECONCILE.cancelAfterMs) {
        try {
          await this.orders.cancel(row.orderId, SYSTEM, null, PM.autoCancelReason);
          report.cancelled++;
        } catch (err) {
          this.logger.warn({ err, orderId: row.orderId }, 'reconciliation could not cancel the order');
        }
      }
    }
    if (report.checked || report.cancelled) this.logger.info(report, 'payments reconciled');
    return report;
  }

  /**
   * Admin refund through Mercado Pago's refunds API: `amountPesos` refunds part of the paying
   * payment (more than 0, at most what remains), none refunds what remains. The payment, fetched
   * again, is applied like a notified one: each refund is recorded on the order, which becomes
   * unpaid with status `reembolsada` only once the whole amount is refunded. Only a paid order (409).
   */
  async refund(id: string, amountPesos?: number): Promise<OrderDto> {
    const orders = new OrdersRepository(this.store.db);
    const order = await orders.findById(id.toLowerCase());
    if (!order) throw notFound(OM.orderNotFound);
    const paymentId = order.paymentResult?.id;
    if (!order.isPaid || !paymentId) throw conflict(PM.refundUnpaid);
    const already = refundedCents(order.refunds ?? []);
    const remaining = order.totalCents - already;
    if (remaining <= 0) throw conflict(PM.refundUnpaid);
    const cents = amountPesos === undefined ? remaining : Math.round(amountPesos * 100);
    if (cents <= 0) throw badRequest(PM.refundAmountInvalid);
    if (cents > remaining) throw badRequest(PM.refundAmountTooHigh);
    const partial = cents < remaining;
    let refundError: unknown = null;
    try {
      await this.mp.refundPayment(
        paymentId,
        `kukki-refund-${order.id}-${paymentId}-${already}-${cents}`,
        partial ? cents / 100 : undefined,
      );
    } catch (err) {
      refundError = err; // maybe refunded already (outside the shop): the payment's refunds decide
    }
    let payment: MpPayment;
    try {
      payment = (await this.mp.getPayment(paymentId)) as MpPayment;
    } catch (err) {
      this.logger.error({ err, orderId: order.id, paymentId }, 'could not read the payment after its refund');
      throw new ServiceFailure(502, PM.refundFailed);
    }
    const reversed = REVERSED_PAYMENT_STATUSES.includes(payment.status as (typeof REVERSED_PAYMENT_STATUSES)[number]);
    if (!reversed && refundedCents(refundsOfPayment(payment)) <= already) {
      this.logger.error({ err: refundError, orderId: order.id, paymentId, status: payment.status }, 'refund not accepted');
      throw new ServiceFailure(502, PM.refundFailed);
    }
    await this.applyPayments(order.id, [payment]);
    const after = await orders.findById(order.id);
    if (!partial && after?.isPaid) throw conflict(PM.refundFailed); // another approved payment still pays it
    return toOrderDto(after!);
  }

  /** Notifications the orders service acts on. */
  static handles(n: PaymentNotification): boolean {
    return n.type === 'payment';
  }
}
