import { Inject, Injectable } from '@nestjs/common';
import {
  PAYMENT_MESSAGES as PM,
  PAYMENTS_EVENTS,
  type PaymentLedgerDto,
  type PaymentSnapshot,
  type PaymentWebhook,
  type RefundCreateRequest,
} from '@kukki/contracts';
import type { Logger } from 'pino';
import { emitEvent, MercadoPagoApiError, SERVICE_RUNTIME, ServiceFailure, ServiceStore, type Runtime } from '@kukki/platform';
import { outbox, processedEvents } from './db/schema';
import { MercadoPagoAdapter, toPaymentUpdated, toSnapshot, type ProviderPayment } from './mercadopago-adapter';
import { PaymentsRepository, toLedgerDto } from './payments.repository';
import { isSubscriptionTopic, PreapprovalsService } from './preapprovals/preapprovals.service';
import { MERCADOPAGO_ADAPTER } from './tokens';

export const PAYMENTS_EVENT_TABLES = { outbox, processedEvents };

/** What makes a fetched payment news for its consumers (same status, detail, amount and refunds: nothing). */
export function isNews(before: PaymentLedgerDto | null, after: PaymentLedgerDto): boolean {
  if (!before) return true;
  if (new Date(after.lastUpdated) < new Date(before.lastUpdated)) return false;
  return (
    before.status !== after.status ||
    before.statusDetail !== after.statusDetail ||
    before.amountCents !== after.amountCents ||
    before.refunds.map((r) => r.id).join() !== after.refunds.map((r) => r.id).join()
  );
}

/** The provider answered and said no (400/422), as opposed to not answering or failing (timeouts, 5xx, 429). */
const isRefusal = (err: unknown) => err instanceof MercadoPagoApiError && (err.status === 400 || err.status === 422);

@Injectable()
export class PaymentsService {
  private readonly logger: Logger;

  constructor(
    @Inject(SERVICE_RUNTIME) runtime: Runtime,
    private readonly store: ServiceStore,
    private readonly repo: PaymentsRepository,
    @Inject(MERCADOPAGO_ADAPTER) private readonly mp: MercadoPagoAdapter,
    private readonly preapprovals: PreapprovalsService,
  ) {
    this.logger = runtime.logger('payments');
  }

  /** A verified notification: a payment is fetched and recorded; other topics are acknowledged. */
  async handleWebhook(notification: PaymentWebhook): Promise<{ accepted: boolean }> {
    if (isSubscriptionTopic(notification.type)) {
      // A preapproval is recorded there; a recurring charge comes back as a payment for the ledger.
      const { payment } = await this.preapprovals.handleNotification(notification);
      if (payment) await this.record(payment);
      return { accepted: true };
    }
    if (notification.type !== 'payment') return { accepted: true };
    const payment = await this.mp.payment(notification.dataId);
    if (payment) await this.record(payment);
    return { accepted: true };
  }

  /**
   * Records a fetched payment in the ledger; when it is news, emits payments.payment.updated and one
   * payments.refund.recorded per refund seen for the first time, all in one transaction (outbox).
   */
  async record(payment: ProviderPayment): Promise<boolean> {
    const entry = toPaymentUpdated(payment);
    return this.store.write(async (tx) => {
      const repo = new PaymentsRepository(tx);
      const stored = await repo.lock(entry.paymentId);
      const before = stored ? toLedgerDto(stored) : null;
      if (!isNews(before, entry)) return false;
      await repo.upsert(entry, entry.raw);
      const known = new Set((before?.refunds ?? []).map((r) => r.id));
      let refundedCents = 0;
      for (const refund of entry.refunds) {
        refundedCents += refund.amountCents;
        if (known.has(refund.id)) continue;
        await emitEvent(tx, PAYMENTS_EVENT_TABLES, PAYMENTS_EVENTS.refundRecorded, {
          paymentId: entry.paymentId,
          externalReference: entry.externalReference,
          kind: entry.kind,
          refund,
          refundedCents,
          amountCents: entry.amountCents,
        });
      }
      await emitEvent(tx, PAYMENTS_EVENT_TABLES, PAYMENTS_EVENTS.paymentUpdated, entry);
      return true;
    });
  }

  /**
   * Refunds a payment at the provider (`amountCents` in part, null what remains; the key makes a
   * retried call one refund), then fetches and records it: the answer is the payment as it is now,
   * whether or not the provider accepted this refund (one made outside the shop counts the same).
   */
  async refund({ paymentId, amountCents, idempotencyKey }: RefundCreateRequest): Promise<{ payment: PaymentSnapshot }> {
    try {
      await this.mp.client.refundPayment(paymentId, idempotencyKey, amountCents === null ? undefined : amountCents / 100);
    } catch (err) {
      // A refusal (the amount is more than what remains: another refund came first) is the answer; anything else
      // (no answer, the provider down) may have refunded, and the payment read below decides.
      if (isRefusal(err)) {
        this.logger.warn({ err, paymentId }, 'the provider refused the refund');
        throw new ServiceFailure(409, PM.refundRefused);
      }
      this.logger.warn({ err, paymentId }, 'the refund was not confirmed; the payment decides');
    }
    const payment = await this.fetchOrFail(paymentId);
    await this.record(payment);
    return { payment: toSnapshot(payment) };
  }

  /** Every payment of one reference, searched at the provider and recorded (a lost webhook loses nothing). */
  async reconcile(externalReference: string): Promise<{ payments: PaymentSnapshot[] }> {
    let found: ProviderPayment[];
    try {
      found = await this.mp.paymentsOf(externalReference);
    } catch (err) {
      this.logger.warn({ err, externalReference }, 'could not search the payments of a reference');
      throw new ServiceFailure(502, PM.providerUnavailable);
    }
    for (const payment of found) await this.record(payment);
    return { payments: found.map(toSnapshot) };
  }

  private async fetchOrFail(paymentId: string): Promise<ProviderPayment> {
    try {
      const payment = await this.mp.payment(paymentId);
      if (payment) return payment;
    } catch (err) {
      this.logger.error({ err, paymentId }, 'could not read the payment');
    }
    throw new ServiceFailure(502, PM.refundFailed);
  }

  async ledgerEntry(paymentId: string): Promise<PaymentLedgerDto | null> {
    const row = await this.repo.get(paymentId);
    return row ? toLedgerDto(row) : null;
  }

  async ledgerOf(externalReference: string): Promise<PaymentLedgerDto[]> {
    return (await this.repo.ofReference(externalReference)).map(toLedgerDto);
  }
}
