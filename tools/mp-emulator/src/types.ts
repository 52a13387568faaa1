/** The emulator's records, in Mercado Pago's own response shapes (snake_case, as the SDK expects). */
export type Json = Record<string, unknown>;

export interface PreferenceItem {
  id?: string;
  title: string;
  description?: string;
  picture_url?: string;
  category_id?: string;
  currency_id: string;
  quantity: number;
  unit_price: number;
}

export interface PreferenceRecord extends Json {
  id: string;
  items: PreferenceItem[];
  payer: Json;
  back_urls: { success?: string; failure?: string; pending?: string };
  auto_return: string;
  notification_url: string | null;
  external_reference: string;
  shipments: Json;
  init_point: string;
  sandbox_init_point: string;
  date_created: string;
  /** Until when cash (OXXO) and transfer (SPEI) payments of the preference stay payable; null: MP's default. */
  date_of_expiration: string | null;
  collector_id: number;
  client_id: string;
}

export type PaymentStatus =
  'approved' | 'pending' | 'in_process' | 'rejected' | 'cancelled' | 'refunded' | 'charged_back' | 'authorized' | 'in_mediation';

export interface PaymentRecord extends Json {
  id: number;
  status: PaymentStatus;
  status_detail: string;
  external_reference: string | null;
  date_created: string;
  date_last_updated: string;
  transaction_amount: number;
  /** Not part of Mercado Pago's payment; kept so the control API and pages can find the preference. */
  preference_id: string | null;
}

export interface PreapprovalRecord extends Json {
  id: string;
  status: string;
  reason: string;
  external_reference: string;
  payer_email: string;
  back_url: string;
  date_created: string;
  init_point: string;
  auto_recurring: Json & { transaction_amount?: number; currency_id?: string; frequency?: number; frequency_type?: string };
  /** Extension: where this preapproval's notifications go (Mercado Pago configures it per application). */
  notification_url: string | null;
}

/** A recurring charge of a preapproval (GET /authorized_payments/{id}). */
export interface AuthorizedPaymentRecord extends Json {
  id: number;
  preapproval_id: string;
  type: 'recurring';
  status: 'processed' | 'recycling' | 'cancelled';
  transaction_amount: number;
  currency_id: string;
  reason: string;
  external_reference: string;
  date_created: string;
  last_modified: string;
  debit_date: string;
  retry_attempt: number;
  payment: { id: number; status: string; status_detail: string };
}

export interface WebhookDelivery {
  id: string;
  url: string;
  type: string;
  action: string;
  dataId: string;
  status: number | null;
  error: string | null;
  at: string;
}

export interface EmulatorState {
  preferences: PreferenceRecord[];
  payments: PaymentRecord[];
  preapprovals: PreapprovalRecord[];
  authorizedPayments: AuthorizedPaymentRecord[];
  webhooks: WebhookDelivery[];
  nextPaymentId: number;
}
