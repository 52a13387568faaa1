import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  ERRORS,
  EVENTS,
  ORDER_MESSAGES as OM,
  PAYMENT_MESSAGES as PM,
  PAYMENTS_SERVICE_SUBJECTS,
  REVERSED_PAYMENT_STATUSES,
  type OrderDto,
  centsToPesos,
  type OrderEvent,
  type PaymentSnapshot,
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
  notFound,
  RPC_CLIENT,
  RpcCallError,
  SERVICE_RUNTIME,
  ServiceFailure,
  ServiceStore,
  toRpcCallError,
  type RpcClient,
  type Executor,
  type Runtime,
} from '@kukki/platform';
import type { OrderRow } from '../db/schema';
import { orderUrl } from '../order-url';
import { OrdersRepository, toOrderDto } from '../orders.repository';
import { canAccess, ORDER_EVENT_TABLES, OrdersService } from '../orders.service';
import { HoldsService } from '../holds/holds.service';
import { decidePayment, toLedgerEntry, type LedgerEntry } from './payment-state';
import { newRefunds, refundedCents, sameRefunds } from './refunds';
import { PaymentsRepository } from './payments.repository';
import { checkoutChargeOf } from './checkout-charge';
import { awaitLedger } from './ledger-catch-up';

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
 * The payments of orders, through the payments service: the order's checkout preference, the
 * payments it reports (events, fetched from the provider there, never taken from a webhook body),
 * refunds and the reconciliation sweep. The rules (who pays what, when an order is paid) stay here.
 */
@Injectable()
export class OrderPaymentsService {
  private readonly logger: Logger;
  private readonly publicUrl: string;

  constructor(
    private readonly store: ServiceStore,
    private readonly ordersRepo: OrdersRepository,
    private readonly paymentsRepo: PaymentsRepository,
    @Inject(SERVICE_RUNTIME) runtime: Runtime,
    private readonly orders: OrdersService,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    private readonly holds: HoldsService,
  ) {
    this.logger = runtime.logger('orders-payments');
    this.publicUrl = runtime.publicUrl;
  }

  /** The order's preference (created once, reused while unpaid). Owner, admin or the guest's token. */
  async preference(cmd: PreferenceCommand, principal: Principal | null): Promise<PreferenceReply> {
    const order = await this.ordersRepo.findById(cmd.orderId.toLowerCase());
    if (!order || !canAccess(order, principal, cmd.token)) throw notFound(PM.orderNotFound);
    if (order.isPaid) throw conflict(PM.alreadyPaid);
    if (order.cancelled) throw conflict(PM.cancelled);
    if (order.status === 'reembolsada') throw conflict(PM.refunded);

    const existing = await this.paymentsRepo.preference(order.id);
    if (existing) return { preferenceId: existing.preferenceId, init_point: existing.initPoint };

    const { charge, totalCents } = checkoutChargeOf(order, { publicUrl: this.publicUrl });
    let created: { id: string; initPoint: string };
    try {
      ({ preference: created } = await this.rpc.request(PAYMENTS_SERVICE_SUBJECTS.checkoutPreference, charge));
    } catch (err) {
      this.logger.error({ err, orderId: order.id }, 'could not create the checkout preference');
      // The payments service itself not answering is ours to say (503, try again shortly), not Mercado Pago's.
      if (toRpcCallError(err).status === 503) throw new ServiceFailure(503, ERRORS.unavailable);
      throw new ServiceFailure(502, PM.providerUnavailable);
    }
    await this.store.db.transaction(async (tx) => {
      await new PaymentsRepository(tx).insertPreference({
        orderId: order.id,
        preferenceId: created.id,
        initPoint: created.initPoint,
        totalCents,
      });
      const winner = await new PaymentsRepository(tx).preference(order.id);
      await new OrdersRepository(tx).update(order.id, { preferenceId: winner!.preferenceId });
    });
    const stored = (await this.paymentsRepo.preference(order.id))!;
    return { preferenceId: stored.preferenceId, init_point: stored.initPoint };
  }

  /** A payment the payments service reported (payments.payment.updated of kind `order`). */
  async applyReported(payment: PaymentSnapshot, tx?: Executor): Promise<void> {
    const orderId = payment.externalReference.toLowerCase();
    if (!isObjectId(orderId)) {
      this.logger.info(
        { paymentId: payment.paymentId, externalReference: payment.externalReference },
        'payment is not for an order; ignored',
      );
      return;
    }
    await this.applyPayments(orderId, [payment], tx);
  }

  /**
   * Records payments in the order's ledger and derives its payment state, all in one transaction
   * (the caller's, or one of its own) with the order row locked; events go through the outbox; an
   * order whose ticket expired unpaid is cancelled in it. Idempotent and order-independent.
   */
  async applyPayments(orderId: string, payments: PaymentSnapshot[], within?: Executor): Promise<boolean> {
    const apply = async (tx: Executor) => {
      const orders = new OrdersRepository(tx);
      const ledger = new PaymentsRepository(tx);
      const order = await orders.lockById(orderId);
      if (!order) return null;
      for (const p of payments) {
        if (p.externalReference.toLowerCase() === order.id) await ledger.upsertPayment(order.id, toLedgerEntry(p));
      }
      const entries = await ledger.ledger(order.id);
      const decision = decidePayment(order, entries);
      let updated = decision ? await orders.update(order.id, decision.changes) : order;
      // What the order holds (slot, coupon use, stock) follows the payment: kept when paid, given back when rejected.
      if (decision) await this.holds.followPayment(tx, order, updated);
      // Refunds first: the «reembolsada» e-mail names the refund that completed it and the total given back.
      const refunds = await this.recordRefunds(tx, updated, entries);
      if (refunds) updated = refunds;
      if (decision?.event) {
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
      if (decision?.changes.isPaid && order.cancelled)
        this.logger.warn({ orderId }, 'a cancelled order was paid; the reconciliation sweep refunds it');
      const deferred = await this.recordInstructions(tx, updated, payments, entries);
      if (deferred.row) updated = deferred.row;
      if (deferred.expired) await this.cancelExpired(tx, updated);
      return { paid: updated.isPaid };
    };
    const outcome = within ? await apply(within) : await this.store.db.transaction(apply);
    return outcome?.paid ?? false;
  }

  /** An order whose OXXO ticket or SPEI transfer expired unpaid is cancelled (what it held goes back). */
  private async cancelExpired(tx: Executor, order: OrderRow): Promise<void> {
    if (order.isPaid || order.cancelled) return;
    try {
      await this.orders.cancelIn(tx, order.id, SYSTEM, null, PM.ticketExpiredReason);
    } catch (err) {
      this.logger.warn({ err, orderId: order.id }, 'could not cancel the order of an expired ticket');
    }
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
    payments: PaymentSnapshot[],
    entries: LedgerEntry[],
  ): Promise<{ row: OrderRow | null; emitted: boolean; expired: boolean }> {
    const none = { row: null, emitted: false, expired: false };
    if (order.isPaid || order.cancelled) return none;
    const current = (p: PaymentSnapshot) => entries.find((e) => e.id === p.paymentId)?.status === p.status;
    let instructions = order.paymentInstructions ?? null;
    let expired = false;
    for (const p of payments.filter(current)) {
      if (p.instructions) instructions = p.instructions;
      else if (instructions?.paymentId === p.paymentId) {
        instructions = null;
        expired ||= p.expiredUnpaid;
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
    if (!paying || !(order.isPaid || order.status === 'reembolsada' || order.cancelled)) return null;
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
    return pass.ran ? pass.result : { checked: 0, paid: 0, cancelled: 0, refunded: 0 };
  }

  private async reconcilePass(now: Date): Promise<ReconcileReport> {
    const due = await this.paymentsRepo.dueForReconciliation(now, {
      firstCheckMs: RECONCILE.firstCheckMs,
      everyMs: RECONCILE.everyMs,
      cancelAfterMs: RECONCILE.cancelAfterMs,
      limit: RECONCILE.batch,
    });
    const report: ReconcileReport = { checked: 0, paid: 0, cancelled: 0, refunded: 0 };
    for (const row of due) {
      let paid = false;
      if (row.preferenceId) {
        try {
          const { payments: found } = await this.rpc.request(PAYMENTS_SERVICE_SUBJECTS.reconcileReference, {
            externalReference: row.orderId,
          });
          paid = found.length > 0 && (await this.paidOnceApplied(row.orderId, found));
          await this.paymentsRepo.markChecked(row.orderId, now);
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
    // A payment approved after its order was cancelled (a checkout left open): the customer gets it back.
    for (const orderId of await this.paymentsRepo.cancelledButPaid(RECONCILE.batch)) {
      try {
        await this.refund(orderId);
        report.refunded++;
      } catch (err) {
        this.logger.error({ err, orderId }, 'could not refund the payment of a cancelled order; next sweep retries');
      }
    }
    // A second approved payment of an order already paid (or refunded): the customer paid twice and gets it back.
    for (const surplus of await this.paymentsRepo.surplusPayments(RECONCILE.batch)) {
      try {
        await this.refundSurplus(surplus.orderId, surplus.paymentId);
        report.refunded++;
      } catch (err) {
        this.logger.error({ err, ...surplus }, 'could not refund a surplus payment; next sweep retries');
      }
    }
    if (report.checked || report.cancelled || report.refunded) this.logger.info(report, 'payments reconciled');
    return report;
  }

  /**
   * Admin refund through the payments service: `amountPesos` refunds part of the paying
   * payment (more than 0, at most what remains), none refunds what remains. The payment, fetched
   * again, reaches the order like a notified one (its payments.payment.updated event), and the answer
   * waits for it: each refund is recorded on the order, which becomes unpaid with status `reembolsada`
   * only once the whole amount is refunded. Only a paid order (409).
   */
  async refund(id: string, amountPesos?: number): Promise<OrderDto> {
    const order = await this.ordersRepo.findById(id.toLowerCase());
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
    let payment: PaymentSnapshot;
    try {
      ({ payment } = await this.rpc.request(PAYMENTS_SERVICE_SUBJECTS.refundCreate, {
        paymentId,
        amountCents: partial ? cents : null,
        idempotencyKey: `kukki-refund-${order.id}-${paymentId}-${already}-${cents}`,
      }));
    } catch (err) {
      // Refused by the provider (another refund of this order came first): said as it is, not as a failure to retry.
      if (err instanceof RpcCallError && err.status === 409) throw conflict(PM.refundRefused);
      this.logger.error({ err, orderId: order.id, paymentId }, 'could not refund the payment');
      throw new ServiceFailure(502, PM.refundFailed);
    }
    const reversed = REVERSED_PAYMENT_STATUSES.includes(payment.status as (typeof REVERSED_PAYMENT_STATUSES)[number]);
    if (!reversed && refundedCents(payment.refunds) <= already) {
      this.logger.error({ orderId: order.id, paymentId, status: payment.status }, 'refund not accepted');
      throw new ServiceFailure(502, PM.refundFailed);
    }
    const applied = await awaitLedger(this.store.db, order.id, [payment]);
    const after = (await this.ordersRepo.findById(order.id))!;
    if (!applied) {
      this.logger.warn({ orderId: order.id, paymentId }, 'refund made; the order follows once its payment report arrives');
      return toOrderDto(after);
    }
    if (!partial && after.isPaid) throw conflict(PM.refundFailed); // another approved payment still pays it
    return toOrderDto(after);
  }

  /** Refunds in full a payment the order does not need; the order's own payment and refunds stay as they are. */
  private async refundSurplus(orderId: string, paymentId: string): Promise<void> {
    const { payment } = await this.rpc.request(PAYMENTS_SERVICE_SUBJECTS.refundCreate, {
      paymentId,
      amountCents: null,
      idempotencyKey: `kukki-refund-surplus-${orderId}-${paymentId}`,
    });
    this.logger.warn({ orderId, paymentId, status: payment.status }, 'refunded a second payment of an order already paid');
    await awaitLedger(this.store.db, orderId, [payment]);
  }

  /** Whether the order is paid once the payments found for it have been applied (their events). */
  private async paidOnceApplied(orderId: string, found: PaymentSnapshot[]): Promise<boolean> {
    if (!(await awaitLedger(this.store.db, orderId, found))) throw new Error('the payments found were not applied in time');
    return (await this.ordersRepo.findById(orderId))?.isPaid ?? false;
  }
}
