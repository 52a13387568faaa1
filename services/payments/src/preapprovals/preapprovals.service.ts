import { Inject, Injectable } from '@nestjs/common';
import {
  centsToPesos,
  PAYMENT_CURRENCY,
  PAYMENTS_EVENTS,
  type PaymentWebhook,
  type PreapprovalCreateRequest,
  type PreapprovalDto,
  type SubscriptionPreferenceRequest,
} from '@kukki/contracts';
import { emitEvent, SERVICE_LOGGER, ServiceStore, type Logger, type PreApprovalResponse } from '@kukki/platform';
import { MercadoPagoAdapter, type ProviderPayment } from '../mercadopago-adapter';
import { outbox, processedEvents } from '../db/schema';
import { MERCADOPAGO_ADAPTER, MERCADOPAGO_PREAPPROVALS } from '../tokens';
import { MercadoPagoPreapprovals, toPreapprovalDto } from './mercadopago-preapprovals';
import { PreapprovalsRepository, toPreapprovalRecord } from './preapprovals.repository';

/** Notification topics about subscriptions (a preapproval, or one of its recurring charges). */
export const PREAPPROVAL_TOPICS = new Set(['subscription_preapproval', 'preapproval']);
export const AUTHORIZED_PAYMENT_TOPICS = new Set(['subscription_authorized_payment', 'authorized_payment']);
export const isSubscriptionTopic = (type: string) =>
  PREAPPROVAL_TOPICS.has(type.toLowerCase()) || AUTHORIZED_PAYMENT_TOPICS.has(type.toLowerCase());

/** What makes a fetched preapproval news for subscriptions (same status and amount: nothing). */
export function isPreapprovalNews(before: PreapprovalDto | null, after: PreapprovalDto): boolean {
  if (!before) return true;
  if (new Date(after.lastModified) < new Date(before.lastModified)) return false;
  return before.status !== after.status || before.amountCents !== after.amountCents || before.lastChargedAt !== after.lastChargedAt;
}

/**
 * Subscriptions' side of Mercado Pago: preapprovals (a monthly subscription charged every month),
 * the one-off preference of a prepaid period, and the notifications about them. Every preapproval
 * fetched is recorded; one that is news emits payments.preapproval.updated (outbox). A recurring
 * charge is a payment: it is handed back to the ledger, which emits payments.payment.updated.
 */
@Injectable()
export class PreapprovalsService {
  constructor(
    private readonly store: ServiceStore,
    private readonly repo: PreapprovalsRepository,
    @Inject(MERCADOPAGO_PREAPPROVALS) private readonly mp: MercadoPagoPreapprovals,
    @Inject(MERCADOPAGO_ADAPTER) private readonly payments: MercadoPagoAdapter,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async create(request: PreapprovalCreateRequest): Promise<PreapprovalDto> {
    const created = await this.mp.create(
      {
        reason: request.reason,
        external_reference: request.externalReference,
        payer_email: request.payerEmail,
        back_url: request.backUrl,
        status: 'pending',
        auto_recurring: {
          frequency: 1,
          frequency_type: 'months',
          transaction_amount: centsToPesos(request.amountCents),
          currency_id: PAYMENT_CURRENCY,
        },
      },
      request.idempotencyKey,
    );
    await this.record(created);
    return toPreapprovalDto(created);
  }

  /** Fetched from the provider and recorded; null when it does not know the id. */
  async get(id: string): Promise<PreapprovalDto | null> {
    const fetched = await this.mp.get(id);
    if (!fetched) return null;
    await this.record(fetched);
    return toPreapprovalDto(fetched);
  }

  async cancel(id: string): Promise<PreapprovalDto> {
    const cancelled = await this.mp.cancel(id);
    await this.record(cancelled);
    return toPreapprovalDto(cancelled);
  }

  /** A prepaid period: one Checkout Pro payment, notified to the single webhook route. */
  async preference(request: SubscriptionPreferenceRequest): Promise<{ id: string; initPoint: string }> {
    const { item } = request;
    const pref = await this.mp.createPreference(
      {
        items: [
          {
            id: item.id,
            title: item.title,
            description: item.description,
            ...(item.pictureUrl ? { picture_url: item.pictureUrl } : {}),
            category_id: 'food',
            quantity: 1,
            unit_price: centsToPesos(item.amountCents),
            currency_id: PAYMENT_CURRENCY,
          },
        ],
        payer: request.payer,
        external_reference: request.externalReference,
        back_urls: request.backUrls,
        auto_return: 'approved',
        notification_url: this.mp.notificationUrl,
        statement_descriptor: 'KUKKI',
        metadata: request.metadata,
      },
      request.idempotencyKey,
    );
    return { id: String(pref.id), initPoint: String(pref.init_point ?? pref.sandbox_init_point ?? '') };
  }

  /**
   * A verified notification of a subscription topic. A preapproval is fetched and recorded; an
   * authorized payment is fetched, and the payment it made is returned for the ledger (with the
   * preapproval's external reference when the payment carries none). Unknown ids change nothing.
   */
  async handleNotification(notification: PaymentWebhook): Promise<{ payment: ProviderPayment | null }> {
    const type = notification.type.toLowerCase();
    if (PREAPPROVAL_TOPICS.has(type)) {
      await this.get(notification.dataId);
      return { payment: null };
    }
    if (!AUTHORIZED_PAYMENT_TOPICS.has(type)) return { payment: null };
    const charge = await this.mp.authorizedPayment(notification.dataId);
    if (!charge?.payment?.id) {
      this.logger.info({ authorizedPaymentId: notification.dataId }, 'authorized payment unknown or not charged yet; nothing to record');
      return { payment: null };
    }
    const payment = await this.payments.payment(String(charge.payment.id));
    if (!payment) return { payment: null };
    if (!payment.external_reference) {
      const preapproval = await this.get(charge.preapproval_id);
      if (preapproval) payment.external_reference = preapproval.externalReference;
    }
    return { payment };
  }

  /** Records a fetched preapproval; when it is news, emits payments.preapproval.updated in the same transaction. */
  async record(fetched: PreApprovalResponse): Promise<boolean> {
    const dto = toPreapprovalDto(fetched);
    return this.store.write(async (tx) => {
      const repo = new PreapprovalsRepository(tx);
      const stored = await repo.lock(dto.preapprovalId);
      if (!isPreapprovalNews(stored ? toPreapprovalRecord(stored) : null, dto)) return false;
      await repo.upsert(dto, fetched as unknown as Record<string, unknown>);
      await emitEvent(tx, { outbox, processedEvents }, PAYMENTS_EVENTS.preapprovalUpdated, dto);
      return true;
    });
  }

  async recorded(id: string): Promise<PreapprovalDto | null> {
    const row = await this.repo.get(id);
    return row ? toPreapprovalRecord(row) : null;
  }
}
