import { MercadoPagoClient } from '@kukki/platform';
import type {
  MpAuthorizedPayment,
  MpPayment,
  MpPreApproval,
  MpPreference,
  PreApprovalRequestBody,
  PreferenceRequestBody,
  SubscriptionPayments,
} from './port';

const str = (v: unknown): string | null => (v === undefined || v === null ? null : String(v));

/** The port over the platform's Mercado Pago client (official SDK). */
export class MercadoPagoSubscriptionPayments implements SubscriptionPayments {
  constructor(private readonly client: MercadoPagoClient) {}

  get publicUrl(): string {
    return this.client.publicUrl;
  }

  async createPreapproval(body: PreApprovalRequestBody, idempotencyKey: string): Promise<MpPreApproval> {
    return toPreApproval(await this.client.createPreApproval(body, idempotencyKey));
  }

  async getPreapproval(id: string): Promise<MpPreApproval> {
    return toPreApproval(await this.client.getPreApproval(id));
  }

  async cancelPreapproval(id: string): Promise<MpPreApproval> {
    return toPreApproval(await this.client.cancelPreApproval(id));
  }

  async createPreference(body: PreferenceRequestBody, idempotencyKey: string): Promise<MpPreference> {
    const p = await this.client.createPreference(body, idempotencyKey);
    return { id: String(p.id), init_point: String(p.init_point ?? p.sandbox_init_point ?? '') };
  }

  async getPayment(id: string): Promise<MpPayment> {
    const p = (await this.client.getPayment(id)) as Record<string, any>;
    return {
      id: String(p.id),
      status: String(p.status),
      status_detail: str(p.status_detail),
      transaction_amount: Number(p.transaction_amount),
      currency_id: str(p.currency_id),
      external_reference: str(p.external_reference),
      date_approved: str(p.date_approved),
      date_created: str(p.date_created),
      preapproval_id: str(p.metadata?.preapproval_id ?? p.point_of_interaction?.transaction_data?.subscription_id ?? p.preapproval_id),
    };
  }

  /** The SDK has no client for /authorized_payments: a plain authenticated GET on the same API root. */
  async getAuthorizedPayment(id: string): Promise<MpAuthorizedPayment> {
    const { apiUrl, accessToken } = this.client.config;
    const res = await fetch(`${apiUrl}/authorized_payments/${encodeURIComponent(id)}`, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(8000),
    });
    const body = (await res.json().catch(() => ({}))) as Record<string, any>;
    if (!res.ok) throw Object.assign(new Error(body.message ?? `authorized_payments ${res.status}`), { status: res.status });
    return {
      id: String(body.id),
      preapproval_id: String(body.preapproval_id),
      status: String(body.status),
      transaction_amount: Number(body.transaction_amount),
      currency_id: typeof body.currency_id === 'string' && body.currency_id ? body.currency_id : null,
      date_created: str(body.date_created ?? body.debit_date),
      payment: body.payment ? { id: str(body.payment.id), status: str(body.payment.status) } : null,
    };
  }
}

function toPreApproval(p: Record<string, any>): MpPreApproval {
  return {
    id: String(p.id),
    status: String(p.status),
    init_point: String(p.init_point ?? p.sandbox_init_point ?? ''),
    external_reference: str(p.external_reference),
    auto_recurring: p.auto_recurring ?? null,
    summarized: p.summarized ?? null,
    date_created: str(p.date_created),
    last_modified: str(p.last_modified),
  };
}
