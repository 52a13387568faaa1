import { amountCents, textOf, type PreapprovalDto } from '@kukki/contracts';
import {
  MercadoPagoApiError,
  MercadoPagoClient,
  type PreApprovalRequest,
  type PreApprovalResponse,
  type PreferenceRequest,
  type PreferenceResponse,
} from '@kukki/platform';

/**
 * A recurring charge of a preapproval (`subscription_authorized_payment` notifications), as
 * GET /authorized_payments/{id} answers it. The SDK has no client for this resource.
 */
export interface AuthorizedPayment {
  id: string | number;
  preapproval_id: string;
  status?: string;
  transaction_amount?: number;
  currency_id?: string | null;
  date_created?: string | null;
  /** The payment the charge made, once it was attempted. */
  payment?: { id?: string | number | null; status?: string | null } | null;
}

const AUTHORIZED_PAYMENT_TIMEOUT_MS = 8000;

const isoOrNull = (s: string | null | undefined): string | null => {
  if (!s) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};

/** The payments service's record of a preapproval the SDK answered. */
export function toPreapprovalDto(p: PreApprovalResponse): PreapprovalDto {
  const recurring = p.auto_recurring;
  return {
    preapprovalId: String(p.id),
    externalReference: String(p.external_reference ?? ''),
    status: String(p.status ?? 'pending'),
    initPoint: String(p.init_point ?? ''),
    amountCents: amountCents(recurring?.transaction_amount),
    currency: recurring?.currency_id ?? null,
    lastChargedAt: isoOrNull(p.summarized?.last_charged_date),
    lastModified: isoOrNull(p.last_modified) ?? isoOrNull(p.date_created) ?? new Date(0).toISOString(),
  };
}

const orNullWhenUnknown = async <T>(call: () => Promise<T>): Promise<T | null> => {
  try {
    return await call();
  } catch (err) {
    if (err instanceof MercadoPagoApiError && err.notFound) return null;
    throw err;
  }
};

/** Preapprovals (the SDK's PreApproval client), a subscription's one-off preference and authorized payments. */
export class MercadoPagoPreapprovals {
  constructor(readonly client: MercadoPagoClient) {}

  /** Where every notification goes: the single webhook route. */
  get notificationUrl(): string {
    return this.client.notificationUrl;
  }

  create(body: PreApprovalRequest, idempotencyKey: string): Promise<PreApprovalResponse> {
    return this.client.createPreApproval(body, idempotencyKey);
  }

  /** The preapproval, or null when the provider does not know it (a forged or foreign notification). */
  get(id: string): Promise<PreApprovalResponse | null> {
    return orNullWhenUnknown(() => this.client.getPreApproval(id));
  }

  /** PUT /preapproval/{id} { status: 'cancelled' }: no more charges. */
  cancel(id: string): Promise<PreApprovalResponse> {
    return this.client.cancelPreApproval(id);
  }

  createPreference(body: PreferenceRequest, idempotencyKey: string): Promise<PreferenceResponse> {
    return this.client.createPreference(body, idempotencyKey);
  }

  /**
   * GET /authorized_payments/{id}. mercadopago v2 has no client for it, so this is the one call
   * made without the SDK: an authenticated GET on the same API root (MERCADOPAGO_API_URL: the real
   * API or the emulator) with the same access token. Null when the provider does not know the id.
   */
  async authorizedPayment(id: string): Promise<AuthorizedPayment | null> {
    const { apiUrl, accessToken } = this.client.config;
    const res = await fetch(`${apiUrl.replace(/\/+$/, '')}/authorized_payments/${encodeURIComponent(id)}`, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(AUTHORIZED_PAYMENT_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.status === 404) return null;
    if (!res.ok) throw new MercadoPagoApiError(res.status, textOf(body.message) || `authorized_payments ${res.status}`, body);
    return body as unknown as AuthorizedPayment;
  }
}
