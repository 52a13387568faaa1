import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  enrolmentIdFromReference,
  EVENTS,
  ORDER_MESSAGES as OM,
  PAYMENT_MESSAGES as PM,
  REVERSED_PAYMENT_STATUSES,
  type OrderDto,
  type OrderPaymentMismatch,
  SUBSCRIPTIONS_SUBJECTS,
  type OrderEvent,
  type PaymentNotification,
  type PreferenceCommand,
  type PreferenceReply,
  type Principal,
  type ReconcileReport,
} from '@kukki/contracts';
import {
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
  type Runtime,
} from '@kukki/platform';
import { orderUrl } from '../order-url';
import { OrdersRepository, toOrderDto } from '../orders.repository';
import { canAccess, ORDER_EVENT_TABLES, OrdersService } from '../orders.service';
import { HoldsService } from '../holds/holds.service';
import { decidePayment, toLedgerEntry, type MpPayment } from './payment-state';
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
      token: order.userId ? null : cmd.token,
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
    // Mercado Pago sends every payment to the one webhook: a subscription's charge belongs to that service.
    if (enrolmentIdFromReference(String(payment.external_reference ?? ''))) {
      await this.rpc.request(SUBSCRIPTIONS_SUBJECTS.webhook, { type: 'payment', dataId: paymentId });
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
      const decision = decidePayment(order, await ledger.ledger(order.id));
      if (!decision) return { paid: order.isPaid, event: null, holdsEvent: false };
      const updated = await orders.update(order.id, decision.changes);
      // What the order holds (slot, coupon use, stock) follows the payment: kept when paid, given back when rejected.
      const holdsEvent = await this.holds.followPayment(tx, order, updated);
      if (decision.event) {
        const payload: OrderEvent = { order: toOrderDto(updated), orderUrl: orderUrl(this.publicUrl, updated.id) };
        if (decision.event === 'payment-mismatch') {
          await emitEvent<OrderPaymentMismatch>(tx, ORDER_EVENT_TABLES, EVENTS.orderPaymentMismatch, {
            ...payload,
            mismatch: updated.paymentMismatch!,
          });
          this.logger.error({ orderId, mismatch: updated.paymentMismatch }, 'approved payment does not match the order total; left unpaid');
        } else {
          await emitEvent<OrderEvent>(tx, ORDER_EVENT_TABLES, EVENT_OF[decision.event], payload);
        }
      }
      if (decision.changes.isPaid && order.cancelled) this.logger.error({ orderId }, 'a cancelled order was paid: refund it or reopen it');
      return { paid: updated.isPaid, event: decision.event, holdsEvent };
    });
    if (outcome?.event || outcome?.holdsEvent) this.store.publish();
    return outcome?.paid ?? false;
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
      if (!paid && row.createdAt.getTime() <= now.getTime() - RECONCILE.cancelAfterMs) {
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
   * Admin refund: the order's approved payment is refunded in full through Mercado Pago's refunds
   * API; the payment, fetched again, makes the order unpaid with status `reembolsada` (the same
   * path as a refund notified by Mercado Pago). Only a paid order can be refunded (409).
   */
  async refund(id: string): Promise<OrderDto> {
    const orders = new OrdersRepository(this.store.db);
    const order = await orders.findById(id.toLowerCase());
    if (!order) throw notFound(OM.orderNotFound);
    const paymentId = order.paymentResult?.id;
    if (!order.isPaid || !paymentId) throw conflict(PM.refundUnpaid);
    let refundError: unknown = null;
    try {
      await this.mp.refundPayment(paymentId, `kukki-refund-${order.id}-${paymentId}`);
    } catch (err) {
      refundError = err; // maybe refunded already (outside the shop): the payment's status decides
    }
    let payment: MpPayment;
    try {
      payment = (await this.mp.getPayment(paymentId)) as MpPayment;
    } catch (err) {
      this.logger.error({ err, orderId: order.id, paymentId }, 'could not read the payment after its refund');
      throw new ServiceFailure(502, PM.refundFailed);
    }
    if (!REVERSED_PAYMENT_STATUSES.includes(payment.status as (typeof REVERSED_PAYMENT_STATUSES)[number])) {
      this.logger.error({ err: refundError, orderId: order.id, paymentId, status: payment.status }, 'refund not accepted');
      throw new ServiceFailure(502, PM.refundFailed);
    }
    await this.applyPayments(order.id, [payment]);
    const after = await orders.findById(order.id);
    if (after?.isPaid) throw conflict(PM.refundFailed); // another approved payment still pays it
    return toOrderDto(after!);
  }

  /** Notifications the orders service acts on. */
  static handles(n: PaymentNotification): boolean {
    return n.type === 'payment';
  }
}
