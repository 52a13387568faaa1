import { textOf } from '@kukki/contracts';
import {
  ApiError,
  buildPayment,
  buildPreapproval,
  buildPreference,
  preferenceTotal,
  round2,
  updatePreapproval,
  withStatus,
  type CardInput,
} from './shapes';
import { deferredExpiry, offersDeferred, type DeferredMethod } from './deferred';
import type { EmulatorStore } from './store';
import type { AuthorizedPaymentRecord, PaymentRecord, PaymentStatus, PreapprovalRecord, PreferenceRecord, WebhookDelivery } from './types';
import type { WebhookSender } from './webhooks';

export interface PayResult {
  payment: PaymentRecord;
  webhook: WebhookDelivery | null;
}

/** The emulator's behaviour, shared by the SDK endpoints, the hosted pages and the control API. */
export class Emulator {
  constructor(
    readonly store: EmulatorStore,
    private readonly webhooks: WebhookSender,
    /** Where preapproval notifications go when the preapproval names none. */
    private readonly defaultNotificationUrl?: string,
  ) {}

  createPreference(body: unknown, baseUrl: string): PreferenceRecord {
    return this.store.add('preferences', buildPreference(body, baseUrl));
  }

  preferenceOrFail(id: string): PreferenceRecord {
    const p = this.store.get('preferences', id);
    if (!p) throw new ApiError(404, 'not_found', `The preference with identifier ${id} was not found`);
    return p;
  }

  paymentOrFail(id: string | number): PaymentRecord {
    const n = Number(id);
    const p = Number.isSafeInteger(n) ? this.store.get('payments', n) : undefined;
    if (!p) throw new ApiError(404, 'not_found', 'Payment not found');
    return p;
  }

  preapprovalOrFail(id: string): PreapprovalRecord {
    const p = this.store.get('preapprovals', id);
    if (!p) throw new ApiError(404, 'not_found', `The preapproval with id ${id} does not exist`);
    return p;
  }

  /** A buyer pays a preference: creates the payment and notifies `payment.created`. */
  async payPreference(
    preferenceId: string,
    status: PaymentStatus,
    opts: {
      statusDetail?: string;
      card?: CardInput;
      notify?: boolean;
      /** Cash at OXXO or a SPEI transfer: a pending payment with a reference and an expiry. */
      method?: DeferredMethod;
      /** Days the ticket or transfer stays payable (default 3, until 23:59 in Mexico City). */
      expiresInDays?: number;
      installments?: number;
    } = {},
  ): Promise<PayResult> {
    const pref = this.preferenceOrFail(preferenceId);
    if (opts.method && !offersDeferred(pref, opts.method))
      throw new ApiError(400, 'payment_method_excluded', `The preference excludes the payment method ${opts.method}`);
    const id = this.store.nextPaymentId();
    const root = pref.init_point.split('/checkout/')[0];
    const payment = this.store.add(
      'payments',
      buildPayment({
        id,
        deferred: opts.method
          ? { method: opts.method, ticketUrl: `${root}/tickets/${id}`, expiresAt: deferredExpiry(pref, opts.expiresInDays) }
          : undefined,
        installments: opts.installments,
        currency: pref.items[0]?.currency_id,
        status,
        statusDetail: opts.statusDetail,
        amount: preferenceTotal(pref),
        externalReference: pref.external_reference || null,
        description: pref.items[0]?.title ?? '',
        payer: pref.payer,
        items: pref.items,
        preferenceId: pref.id,
        notificationUrl: pref.notification_url,
        card: opts.card,
      }),
    );
    const webhook =
      opts.notify === false
        ? null
        : await this.webhooks.send(pref.notification_url, { type: 'payment', action: 'payment.created', dataId: String(payment.id) });
    return { payment, webhook };
  }

  /** A payment changes state later (e.g. pending → approved): notifies `payment.updated`. */
  async updatePayment(
    id: string | number,
    status: PaymentStatus,
    opts: { statusDetail?: string; notify?: boolean } = {},
  ): Promise<PayResult> {
    const current = this.paymentOrFail(id);
    const payment = withStatus(current, status, opts.statusDetail);
    this.store.update('payments', payment);
    const url = (payment.notification_url as string | null) ?? null;
    const webhook =
      opts.notify === false
        ? null
        : await this.webhooks.send(url, { type: 'payment', action: 'payment.updated', dataId: String(payment.id) });
    return { payment, webhook };
  }

  /** The buyer pays a pending OXXO ticket or SPEI transfer: approved, `payment.updated` notified. */
  async approveDeferred(id: string | number): Promise<PayResult> {
    const current = this.paymentOrFail(id);
    if (current.status !== 'pending')
      throw new ApiError(400, 'invalid_payment_status', `Payment ${current.id} cannot be paid: its status is ${current.status}`);
    return this.updatePayment(id, 'approved', { statusDetail: 'accredited' });
  }

  /** A pending ticket or transfer is never paid: Mercado Pago cancels it as `expired`. */
  async expireDeferred(id: string | number): Promise<PayResult> {
    const current = this.paymentOrFail(id);
    if (current.status !== 'pending')
      throw new ApiError(400, 'invalid_payment_status', `Payment ${current.id} cannot expire: its status is ${current.status}`);
    const result = await this.updatePayment(id, 'cancelled', { statusDetail: 'expired', notify: false });
    const payment: PaymentRecord = { ...result.payment, date_of_expiration: current.date_of_expiration };
    this.store.update('payments', payment);
    const webhook = await this.webhooks.send((payment.notification_url as string | null) ?? null, {
      type: 'payment',
      action: 'payment.updated',
      dataId: String(payment.id),
    });
    return { payment, webhook };
  }

  /**
   * POST /v1/payments/{id}/refunds (the SDK's PaymentRefund.total / create): refunds an approved
   * payment, in full without `amount`. A full refund moves the payment to `refunded` (its
   * approval date kept, as Mercado Pago does) and notifies `payment.updated`.
   */
  async refundPayment(id: string | number, body: unknown, opts: { notify?: boolean } = {}): Promise<Record<string, unknown>> {
    const current = this.paymentOrFail(id);
    if (current.status !== 'approved')
      throw new ApiError(400, 'invalid_payment_status', `Payment ${current.id} cannot be refunded: its status is ${current.status}`);
    const already = Number(current.transaction_amount_refunded ?? 0);
    const remaining = round2(current.transaction_amount - already);
    const requested = (body as { amount?: unknown } | null)?.amount;
    const amount = requested === undefined || requested === null ? remaining : round2(Number(requested));
    if (!(amount > 0) || amount > remaining)
      throw new ApiError(400, 'invalid_refund_amount', 'amount must be positive and at most the unrefunded amount');
    const now = new Date();
    const refund = {
      id: this.store.nextPaymentId(),
      payment_id: current.id,
      amount,
      metadata: {},
      source: { id: textOf(current.collector_id), name: 'Kukki', type: 'collector' },
      date_created: now.toISOString().replace('Z', '-00:00'),
      unique_sequence_number: null,
      refund_mode: 'standard',
      adjustment_amount: 0,
      status: 'approved',
      reason: null,
      labels: [],
      amount_refunded_to_payer: amount,
      partition_details: [],
    };
    const full = round2(already + amount) >= current.transaction_amount;
    const base = full
      ? withStatus(current, 'refunded', undefined, now)
      : { ...current, date_last_updated: now.toISOString().replace('Z', '-00:00') };
    const payment: PaymentRecord = {
      ...base,
      date_approved: current.date_approved,
      transaction_amount_refunded: round2(already + amount),
      refunds: [...((current.refunds as unknown[]) ?? []), refund],
    };
    this.store.update('payments', payment);
    if (opts.notify !== false)
      await this.webhooks.send((payment.notification_url as string | null) ?? null, {
        type: 'payment',
        action: 'payment.updated',
        dataId: String(payment.id),
      });
    return refund;
  }

  /** Sends the notification of an existing payment again (a redelivery, or an old one arriving late). */
  async renotifyPayment(id: string | number, action = 'payment.updated'): Promise<WebhookDelivery | null> {
    const payment = this.paymentOrFail(id);
    return this.webhooks.send((payment.notification_url as string | null) ?? null, { type: 'payment', action, dataId: String(payment.id) });
  }

  /** Where the buyer goes after paying, with Mercado Pago's query parameters. */
  backUrl(pref: PreferenceRecord, payment: PaymentRecord | null): string | null {
    const status = payment?.status ?? 'null';
    const key =
      status === 'approved' ? 'success' : status === 'rejected' || status === 'cancelled' || status === 'null' ? 'failure' : 'pending';
    const base = pref.back_urls[key] ?? pref.back_urls.success ?? null;
    if (!base) return null;
    const url = new URL(base);
    const params: Record<string, string> = {
      collection_id: payment ? String(payment.id) : 'null',
      collection_status: status,
      payment_id: payment ? String(payment.id) : 'null',
      status,
      external_reference: pref.external_reference || 'null',
      payment_type: payment ? String(payment.payment_type_id) : 'null',
      merchant_order_id: payment ? String((payment.order as { id?: string }).id ?? 'null') : 'null',
      preference_id: pref.id,
      site_id: 'MLM',
      processing_mode: 'aggregator',
      merchant_account_id: 'null',
    };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.toString();
  }

  createPreapproval(body: unknown, baseUrl: string): PreapprovalRecord {
    return this.store.add('preapprovals', buildPreapproval(body, baseUrl));
  }

  async updatePreapproval(id: string, body: unknown, opts: { notify?: boolean } = {}): Promise<PreapprovalRecord> {
    const before = this.preapprovalOrFail(id);
    const after = updatePreapproval(before, body);
    this.store.update('preapprovals', after);
    if (opts.notify !== false && after.status !== before.status) await this.notifyPreapproval(after);
    return after;
  }

  /**
   * The subscriber decides on the preapproval checkout page (or the control API): `authorized`
   * charges the first period (an approved recurring payment), `rejected` charges a rejected
   * payment and leaves it pending, `cancelled` ends it. Each change is notified as
   * `subscription_preapproval` and each charge as `payment`.
   */
  async decidePreapproval(
    id: string,
    decision: 'authorized' | 'rejected' | 'cancelled' | 'paused' | 'pending',
    opts: { notify?: boolean; card?: CardInput } = {},
  ) {
    let pre = this.preapprovalOrFail(id);
    const notify = opts.notify !== false;
    let payment: PaymentRecord | null = null;
    if (decision === 'authorized' || decision === 'rejected') {
      const amount = Number(pre.auto_recurring.transaction_amount ?? 0);
      payment = this.recurringPayment(pre, decision === 'authorized' ? 'approved' : 'rejected', amount, opts.card);
    }
    if (decision !== 'rejected') {
      const now = new Date().toISOString();
      pre = {
        ...updatePreapproval(pre, { status: decision }),
        ...(decision === 'authorized'
          ? {
              payer_id: Number(String(payment?.payer && (payment.payer as { id?: string }).id) || 0) || null,
              payment_method_id: payment?.payment_method_id ?? 'master',
              summarized: {
                ...(pre.summarized as object),
                charged_quantity: 1,
                charged_amount: payment?.transaction_amount ?? 0,
                last_charged_date: now,
                last_charged_amount: payment?.transaction_amount ?? 0,
                semaphore: 'green',
              },
            }
          : {}),
      };
      this.store.update('preapprovals', pre);
    }
    const deliveries: Array<WebhookDelivery | null> = [];
    if (notify) {
      if (decision !== 'rejected') deliveries.push(await this.notifyPreapproval(pre));
      if (payment)
        deliveries.push(
          await this.webhooks.send(payment.notification_url as string | null, {
            type: 'payment',
            action: 'payment.created',
            dataId: String(payment.id),
          }),
        );
    }
    return { preapproval: pre, payment, webhooks: deliveries.filter((d): d is WebhookDelivery => d !== null) };
  }

  authorizedPaymentOrFail(id: string | number): AuthorizedPaymentRecord {
    const n = Number(id);
    const p = Number.isSafeInteger(n) ? this.store.get('authorizedPayments', n) : undefined;
    if (!p) throw new ApiError(404, 'not_found', `The authorized payment with id ${id} does not exist`);
    return p;
  }

  /**
   * A later month's charge of an authorized preapproval (a renewal): a recurring payment, the
   * authorized payment that made it (GET /authorized_payments/{id}), the preapproval's summary
   * updated, and a `subscription_authorized_payment` notification. `rejected`: the card failed.
   */
  async chargePreapproval(
    id: string,
    opts: { status?: 'approved' | 'rejected'; amount?: number; notify?: boolean } = {},
  ): Promise<{ authorizedPayment: AuthorizedPaymentRecord; payment: PaymentRecord; webhook: WebhookDelivery | null }> {
    const pre = this.preapprovalOrFail(id);
    if (pre.status !== 'authorized')
      throw new ApiError(400, 'invalid_preapproval_status', `Preapproval ${id} cannot be charged: its status is ${pre.status}`);
    const status = opts.status ?? 'approved';
    const amount = opts.amount ?? Number(pre.auto_recurring.transaction_amount ?? 0);
    const payment = this.recurringPayment(pre, status, amount);
    const now = new Date().toISOString().replace('Z', '-00:00');
    const authorizedPayment = this.store.add('authorizedPayments', {
      id: this.store.nextPaymentId(),
      preapproval_id: pre.id,
      type: 'recurring',
      status: status === 'approved' ? 'processed' : 'recycling',
      transaction_amount: amount,
      currency_id: String(pre.auto_recurring.currency_id ?? 'MXN'),
      reason: pre.reason,
      external_reference: pre.external_reference,
      date_created: now,
      last_modified: now,
      debit_date: now,
      retry_attempt: status === 'approved' ? 0 : 1,
      payment: { id: payment.id, status: payment.status, status_detail: payment.status_detail },
    });
    if (status === 'approved') {
      const summarized = (pre.summarized ?? {}) as Record<string, unknown>;
      this.store.update('preapprovals', {
        ...pre,
        last_modified: now,
        summarized: {
          ...summarized,
          charged_quantity: Number(summarized.charged_quantity ?? 0) + 1,
          charged_amount: round2(Number(summarized.charged_amount ?? 0) + amount),
          last_charged_date: now,
          last_charged_amount: amount,
        },
      });
    }
    const webhook =
      opts.notify === false
        ? null
        : await this.webhooks.send(this.preapprovalNotificationUrl(pre), {
            type: 'subscription_authorized_payment',
            action: 'created',
            dataId: String(authorizedPayment.id),
          });
    return { authorizedPayment, payment, webhook };
  }

  /** A charge of a preapproval, stored as the recurring payment Mercado Pago makes of it. */
  private recurringPayment(pre: PreapprovalRecord, status: PaymentStatus, amount: number, card?: CardInput): PaymentRecord {
    return this.store.add(
      'payments',
      buildPayment({
        id: this.store.nextPaymentId(),
        status,
        amount,
        externalReference: pre.external_reference || null,
        description: pre.reason,
        payer: { email: pre.payer_email },
        operationType: 'recurring_payment',
        metadata: { preapproval_id: pre.id },
        notificationUrl: this.preapprovalNotificationUrl(pre),
        card,
      }),
    );
  }

  private preapprovalNotificationUrl(p: PreapprovalRecord): string | null {
    return p.notification_url ?? this.defaultNotificationUrl ?? null;
  }

  private notifyPreapproval(p: PreapprovalRecord) {
    return this.webhooks.send(this.preapprovalNotificationUrl(p), { type: 'subscription_preapproval', action: 'updated', dataId: p.id });
  }

  /** Where the subscriber goes after the preapproval page. */
  preapprovalBackUrl(p: PreapprovalRecord): string {
    const url = new URL(p.back_url);
    url.searchParams.set('preapproval_id', p.id);
    return url.toString();
  }
}
