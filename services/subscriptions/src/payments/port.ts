/**
 * What the subscriptions service needs from Mercado Pago. The production adapter wraps the
 * platform's MercadoPagoClient (official SDK, real API or bundled emulator); tests may pass a fake.
 */
export interface MpPreApproval {
  id: string;
  status: string;
  init_point: string;
  external_reference?: string | null;
  auto_recurring?: { transaction_amount?: number; currency_id?: string; frequency?: number; frequency_type?: string } | null;
  summarized?: { last_charged_date?: string | null; charged_quantity?: number | null } | null;
  date_created?: string | null;
  last_modified?: string | null;
}

export interface MpPreference {
  id: string;
  init_point: string;
}

export interface MpPayment {
  id: string;
  status: string;
  status_detail?: string | null;
  transaction_amount: number;
  currency_id?: string | null;
  external_reference?: string | null;
  date_approved?: string | null;
  date_created?: string | null;
  /** Set on payments a preapproval charged. */
  preapproval_id?: string | null;
}

/** A recurring charge of a preapproval (`subscription_authorized_payment` notifications). */
export interface MpAuthorizedPayment {
  id: string;
  preapproval_id: string;
  status: string;
  transaction_amount: number;
  /** Absent: the preapproval's own currency (the shop creates every preapproval in MXN). */
  currency_id?: string | null;
  date_created?: string | null;
  payment?: { id?: string | number | null; status?: string | null } | null;
}

export interface PreApprovalRequestBody {
  reason: string;
  external_reference: string;
  payer_email: string;
  back_url: string;
  status: 'pending';
  auto_recurring: { frequency: number; frequency_type: 'months'; transaction_amount: number; currency_id: 'MXN'; start_date?: string };
}

export interface PreferenceRequestBody {
  items: Array<{
    id: string;
    title: string;
    description: string;
    picture_url?: string;
    category_id: string;
    quantity: number;
    unit_price: number;
    currency_id: 'MXN';
  }>;
  payer: { name: string; email: string; phone: { area_code: string; number: string } };
  external_reference: string;
  back_urls: { success: string; failure: string; pending: string };
  auto_return: 'approved';
  notification_url: string;
  statement_descriptor: string;
  metadata: Record<string, string>;
}

export interface SubscriptionPayments {
  /** Public address of the shop: back URLs and notification URLs are built on it. */
  readonly publicUrl: string;
  createPreapproval(body: PreApprovalRequestBody, idempotencyKey: string): Promise<MpPreApproval>;
  getPreapproval(id: string): Promise<MpPreApproval>;
  /** PUT /preapproval/{id} { status: 'cancelled' }: no more charges. */
  cancelPreapproval(id: string): Promise<MpPreApproval>;
  createPreference(body: PreferenceRequestBody, idempotencyKey: string): Promise<MpPreference>;
  getPayment(id: string): Promise<MpPayment>;
  getAuthorizedPayment(id: string): Promise<MpAuthorizedPayment>;
}
