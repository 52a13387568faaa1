import type { Agent } from 'node:http';
import type { MercadoPagoConfig } from 'mercadopago';
import type { PreferenceRequest, PreferenceResponse } from 'mercadopago/dist/clients/preference/commonTypes';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import type { PaymentSearch, PaymentSearchResult } from 'mercadopago/dist/clients/payment/search/types';
import type { PreApprovalRequest, PreApprovalResponse } from 'mercadopago/dist/clients/preApproval/commonTypes';
import type { updatePreApprovalRequest } from 'mercadopago/dist/clients/preApproval/update/types';
import { paymentsConfigFromEnv, type PaymentsConfig, type PaymentsMode } from './config';
import { apiRootAgent, sdkOptionsFor } from './sdk-transport';
import { verifyWebhookSignature, type SignatureCheck } from './signature';

/** The SDK, loaded at the first call to Mercado Pago: the processes that never call it start without it. */
const mp = () => require('mercadopago') as typeof import('mercadopago');

export type {
  PreferenceRequest,
  PreferenceResponse,
  PaymentResponse,
  PaymentSearch,
  PaymentSearchResult,
  PreApprovalRequest,
  PreApprovalResponse,
};
export type PreApprovalUpdateRequest = updatePreApprovalRequest;

/** An error answer of the Mercado Pago API (the SDK throws the parsed JSON body). */
export class MercadoPagoApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'MercadoPagoApiError';
  }

  get notFound(): boolean {
    return this.status === 404;
  }
}

function toApiError(err: unknown): Error {
  if (err instanceof Error && !(err as { status?: unknown }).status) return err;
  const body = err as { status?: number; message?: string; error?: string } | undefined;
  const status = typeof body?.status === 'number' ? body.status : 502;
  return new MercadoPagoApiError(status, body?.message ?? body?.error ?? 'Mercado Pago no respondió como esperábamos', err);
}

const REQUEST_TIMEOUT_MS = 8000;

/**
 * The shop's only Mercado Pago adapter: the official SDK (Preference, Payment, PreApproval),
 * pointed at MERCADOPAGO_API_URL — the real API or the bundled emulator (through this client's own
 * connection agent, see sdk-transport.ts), same code either way.
 * A fresh SDK config per call: the SDK merges per-call options into its config object.
 */
export class MercadoPagoClient {
  readonly mode: PaymentsMode;
  private readonly agent: Agent | undefined;

  constructor(readonly config: PaymentsConfig) {
    this.mode = config.mode;
    this.agent = config.mode === 'emulator' ? apiRootAgent(config.apiUrl) : undefined;
  }

  /** The client for MERCADOPAGO_* and PUBLIC_URL as `paymentsConfigFromEnv` validates them. */
  static fromEnv(): MercadoPagoClient {
    return new MercadoPagoClient(paymentsConfigFromEnv());
  }

  get publicKey(): string {
    return this.config.publicKey;
  }

  get publicUrl(): string {
    return this.config.publicUrl;
  }

  /** Where Mercado Pago sends notifications: the gateway's webhook route. */
  get notificationUrl(): string {
    return `${this.config.publicUrl}/api/webhooks/mercadopago`;
  }

  private sdk(idempotencyKey?: string): MercadoPagoConfig {
    return new (mp().MercadoPagoConfig)({
      accessToken: this.config.accessToken,
      options: sdkOptionsFor(this.config.apiUrl, this.agent, {
        timeout: REQUEST_TIMEOUT_MS,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      }),
    });
  }

  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw toApiError(err);
    }
  }

  createPreference(body: PreferenceRequest, idempotencyKey?: string): Promise<PreferenceResponse> {
    return this.call(() => new (mp().Preference)(this.sdk(idempotencyKey)).create({ body }));
  }

  getPreference(id: string): Promise<PreferenceResponse> {
    return this.call(() => new (mp().Preference)(this.sdk()).get({ preferenceId: id }));
  }

  getPayment(id: string | number): Promise<PaymentResponse> {
    return this.call(() => new (mp().Payment)(this.sdk()).get({ id: String(id) }));
  }

  /**
   * Refunds a payment (POST /v1/payments/{id}/refunds): `amount` in pesos for a partial refund,
   * none for what remains. The key makes a retried call one refund.
   */
  refundPayment(id: string | number, idempotencyKey?: string, amount?: number): Promise<{ id?: number; status?: string; amount?: number }> {
    const sdk = new (mp().PaymentRefund)(this.sdk(idempotencyKey));
    return this.call(() =>
      amount === undefined ? sdk.total({ payment_id: String(id) }) : sdk.create({ payment_id: String(id), body: { amount } }),
    );
  }

  /** Payments of one external reference (an order id), newest first. */
  async searchPayments(externalReference: string, limit = 50): Promise<PaymentSearchResult[]> {
    const page = await this.call(() =>
      new (mp().Payment)(this.sdk()).search({
        options: { external_reference: externalReference, sort: 'date_created', criteria: 'desc', limit },
      }),
    );
    return page.results ?? [];
  }

  createPreApproval(body: PreApprovalRequest, idempotencyKey?: string): Promise<PreApprovalResponse> {
    return this.call(() => new (mp().PreApproval)(this.sdk(idempotencyKey)).create({ body }));
  }

  getPreApproval(id: string): Promise<PreApprovalResponse> {
    return this.call(() => new (mp().PreApproval)(this.sdk()).get({ id }));
  }

  updatePreApproval(id: string, body: PreApprovalUpdateRequest): Promise<PreApprovalResponse> {
    return this.call(() => new (mp().PreApproval)(this.sdk()).update({ id, body }) as Promise<PreApprovalResponse>);
  }

  cancelPreApproval(id: string): Promise<PreApprovalResponse> {
    return this.updatePreApproval(id, { status: 'cancelled' });
  }

  /** Verifies a notification with this shop's webhook secret. */
  verifyWebhook(input: {
    xSignature: string | string[] | undefined;
    xRequestId: string | string[] | undefined;
    dataId: string | number | undefined;
    now?: number;
  }): SignatureCheck {
    return verifyWebhookSignature({ ...input, secret: this.config.webhookSecret });
  }
}
