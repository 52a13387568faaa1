import { textOf } from '@kukki/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Json, PaymentRecord, PaymentStatus, PreapprovalRecord, PreferenceItem, PreferenceRecord } from './types';

/** Mercado Pago-shaped error answer; `status` must be numeric (the SDK retries when it is not < 500). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  body() {
    return {
      message: this.message,
      error: this.error,
      status: this.status,
      cause: [{ code: this.error, description: this.message, data: null }],
    };
  }
}

export const COLLECTOR_ID = 1_987_654_321;
export const APPLICATION_ID = '5432109876543210';
export const PAYMENT_STATUSES: PaymentStatus[] = [
  'approved',
  'pending',
  'in_process',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
  'authorized',
  'in_mediation',
];

const DEFAULT_DETAIL: Record<PaymentStatus, string> = {
  approved: 'accredited',
  pending: 'pending_contingency',
  in_process: 'pending_review_manual',
  rejected: 'cc_rejected_other_reason',
  cancelled: 'by_collector',
  refunded: 'refunded',
  charged_back: 'settled',
  authorized: 'pending_capture',
  in_mediation: 'in_mediation',
};

export const round2 = (n: number) => Math.round(n * 100) / 100;
const iso = (d: Date) => d.toISOString().replace('Z', '-00:00');
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => textOf(v);

function checkUrl(value: unknown, field: string): string {
  const s = str(value);
  try {
    const u = new URL(s);
    if (u.protocol === 'http:' || u.protocol === 'https:') return s;
  } catch {
    /* below */
  }
  throw new ApiError(400, 'invalid_' + field.replace(/\W+/g, '_'), `${field} must be a valid URL`);
}

function parseItems(raw: unknown): PreferenceItem[] {
  if (!Array.isArray(raw) || raw.length === 0) throw new ApiError(400, 'invalid_items', 'items needed');
  return raw.map((it, i) => {
    if (!isObj(it)) throw new ApiError(400, 'invalid_items', `items[${i}] must be an object`);
    const quantity = Number(it.quantity);
    const unit = Number(it.unit_price);
    if (!str(it.title)) throw new ApiError(400, 'invalid_items', `items[${i}].title needed`);
    if (!Number.isInteger(quantity) || quantity < 1)
      throw new ApiError(400, 'invalid_items', `items[${i}].quantity must be a positive integer`);
    if (!Number.isFinite(unit) || unit <= 0) throw new ApiError(400, 'invalid_items', `items[${i}].unit_price must be positive`);
    return {
      id: str(it.id),
      title: str(it.title),
      description: str(it.description),
      picture_url: str(it.picture_url),
      category_id: str(it.category_id),
      currency_id: str(it.currency_id) || 'MXN',
      quantity,
      unit_price: unit,
    };
  });
}

/** What the buyer pays for a preference: Σ quantity × unit_price plus shipments.cost. */
export function preferenceTotal(p: Pick<PreferenceRecord, 'items' | 'shipments'>): number {
  const items = p.items.reduce((sum, i) => sum + Math.round(i.unit_price * 100) * i.quantity, 0);
  const shipping = Math.round(Number((p.shipments as { cost?: unknown }).cost ?? 0) * 100) || 0;
  return (items + shipping) / 100;
}

/** An optional ISO instant of the request (Mercado Pago refuses one it cannot read). */
function optionalDate(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  const date = new Date(str(value));
  if (Number.isNaN(date.getTime())) throw new ApiError(400, `invalid_${field}`, `${field} must be a valid date`);
  return iso(date);
}

export function buildPreference(body: unknown, baseUrl: string, now = new Date()): PreferenceRecord {
  if (!isObj(body)) throw new ApiError(400, 'invalid_body', 'body must be a JSON object');
  const items = parseItems(body.items);
  const backUrls = isObj(body.back_urls) ? body.back_urls : {};
  const back = {
    ...(backUrls.success ? { success: checkUrl(backUrls.success, 'back_urls.success') } : {}),
    ...(backUrls.failure ? { failure: checkUrl(backUrls.failure, 'back_urls.failure') } : {}),
    ...(backUrls.pending ? { pending: checkUrl(backUrls.pending, 'back_urls.pending') } : {}),
  };
  const autoReturn = str(body.auto_return);
  if (autoReturn && !['approved', 'all'].includes(autoReturn)) throw new ApiError(400, 'invalid_auto_return', 'auto_return invalid');
  if (autoReturn && !back.success) throw new ApiError(400, 'invalid_auto_return', 'auto_return invalid. back_url.success must be defined');
  const shipments = isObj(body.shipments) ? { ...body.shipments } : {};
  if (shipments.cost !== undefined && !(Number(shipments.cost) >= 0))
    throw new ApiError(400, 'invalid_shipments', 'shipments.cost must be a non-negative number');
  if (shipments.cost !== undefined) shipments.cost = Number(shipments.cost);
  const id = `${COLLECTOR_ID}-${randomUUID()}`;
  const initPoint = `${baseUrl}/checkout/v1/redirect?pref_id=${id}`;
  return {
    additional_info: '',
    auto_return: autoReturn,
    back_urls: back,
    binary_mode: Boolean(body.binary_mode),
    client_id: APPLICATION_ID,
    collector_id: COLLECTOR_ID,
    coupon_code: null,
    coupon_labels: null,
    date_created: iso(now),
    date_of_expiration: optionalDate(body.date_of_expiration, 'date_of_expiration'),
    expiration_date_from: null,
    expiration_date_to: null,
    expires: false,
    external_reference: str(body.external_reference),
    id,
    init_point: initPoint,
    sandbox_init_point: initPoint,
    internal_metadata: null,
    items,
    marketplace: 'NONE',
    marketplace_fee: 0,
    metadata: isObj(body.metadata) ? body.metadata : {},
    notification_url: body.notification_url ? checkUrl(body.notification_url, 'notification_url') : null,
    operation_type: 'regular_payment',
    payer: isObj(body.payer) ? body.payer : {},
    payment_methods: isObj(body.payment_methods)
      ? body.payment_methods
      : { excluded_payment_methods: [], excluded_payment_types: [], installments: null },
    processing_modes: null,
    product_id: null,
    redirect_urls: { failure: '', pending: '', success: '' },
    shipments,
    site_id: 'MLM',
    statement_descriptor: str(body.statement_descriptor) || 'KUKKI',
    total_amount: null,
    last_updated: null,
  };
}

export interface CardInput {
  number?: string;
  holder?: string;
}

const methodOf = (digits: string) => (digits.startsWith('4') ? 'visa' : digits.startsWith('3') ? 'amex' : 'master');

export function buildPayment(opts: {
  id: number;
  status: PaymentStatus;
  statusDetail?: string;
  amount: number;
  externalReference: string | null;
  description: string;
  payer?: Json;
  items?: PreferenceItem[];
  preferenceId?: string | null;
  operationType?: string;
  metadata?: Json;
  notificationUrl?: string | null;
  card?: CardInput;
  /** Cash at OXXO or a SPEI transfer instead of a card. */
  deferred?: DeferredInput;
  /** Card installments chosen (meses sin intereses). */
  installments?: number;
  /** The currency charged (the preference's items'); MXN by default. */
  currency?: string;
  now?: Date;
}): PaymentRecord {
  const now = opts.now ?? new Date();
  if (opts.deferred) return deferredPayment(buildPayment({ ...opts, deferred: undefined }), opts.deferred, opts.status);
  const approved = opts.status === 'approved';
  const digits = (opts.card?.number ?? '5474925432670366').replace(/\D/g, '') || '5474925432670366';
  const fee = approved ? round2((opts.amount * 0.0349 + 4) * 1.16) : 0;
  const release = new Date(now.getTime() + 14 * 86_400_000);
  const payer = opts.payer ?? {};
  const method = methodOf(digits);
  return {
    id: opts.id,
    date_created: iso(now),
    date_approved: approved ? iso(now) : null,
    date_last_updated: iso(now),
    date_of_expiration: null,
    money_release_date: approved ? iso(release) : null,
    money_release_status: approved ? 'pending' : null,
    operation_type: opts.operationType ?? 'regular_payment',
    issuer_id: '3',
    payment_method_id: method,
    payment_type_id: 'credit_card',
    payment_method: { id: method, type: 'credit_card', issuer_id: '3' },
    status: opts.status,
    status_detail: opts.statusDetail ?? DEFAULT_DETAIL[opts.status],
    currency_id: opts.currency || 'MXN',
    description: opts.description,
    live_mode: false,
    sponsor_id: null,
    authorization_code: approved ? String(100000 + Math.floor(Math.random() * 899999)) : null,
    money_release_schema: null,
    taxes_amount: 0,
    counter_currency: null,
    shipping_amount: 0,
    pos_id: null,
    store_id: null,
    integrator_id: null,
    platform_id: null,
    corporation_id: null,
    collector_id: COLLECTOR_ID,
    payer: {
      id: String(1_200_000_000 + Math.floor(Math.random() * 1e8)),
      email: str(payer.email) || 'test_user@testuser.com',
      identification: { type: 'RFC', number: 'XAXX010101000' },
      type: null,
      first_name: str(payer.name) || null,
      last_name: str(payer.surname) || null,
      phone: isObj(payer.phone) ? payer.phone : { area_code: null, number: null, extension: null },
      entity_type: null,
    },
    metadata: opts.metadata ?? {},
    additional_info: { items: (opts.items ?? []).map((i) => ({ ...i, quantity: String(i.quantity), unit_price: String(i.unit_price) })) },
    order: opts.preferenceId ? { id: String(Math.floor(1e10 + Math.random() * 9e10)), type: 'mercadopago' } : {},
    external_reference: opts.externalReference,
    transaction_amount: opts.amount,
    transaction_amount_refunded: opts.status === 'refunded' ? opts.amount : 0,
    coupon_amount: 0,
    differential_pricing_id: null,
    deduction_schema: null,
    installments: opts.installments && opts.installments > 1 ? opts.installments : 1,
    transaction_details: {
      payment_method_reference_id: null,
      acquirer_reference: null,
      net_received_amount: approved ? round2(opts.amount - fee) : 0,
      total_paid_amount: opts.amount,
      overpaid_amount: 0,
      external_resource_url: null,
      installment_amount: opts.amount,
      financial_institution: null,
      payable_deferral_period: null,
    },
    fee_details: approved ? [{ type: 'mercadopago_fee', amount: fee, fee_payer: 'collector' }] : [],
    charges_details: [],
    captured: true,
    binary_mode: false,
    call_for_authorize_id: null,
    statement_descriptor: 'KUKKI',
    card: {
      id: null,
      first_six_digits: digits.slice(0, 6),
      last_four_digits: digits.slice(-4),
      expiration_month: 11,
      expiration_year: now.getUTCFullYear() + 3,
      date_created: iso(now),
      date_last_updated: iso(now),
      cardholder: { name: opts.card?.holder || 'APRO', identification: { number: null, type: null } },
    },
    notification_url: opts.notificationUrl ?? null,
    refunds: [],
    processing_mode: 'aggregator',
    merchant_account_id: null,
    merchant_number: null,
    acquirer_reconciliation: [],
    point_of_interaction: { type: 'CHECKOUT', business_info: { unit: 'online_payments', sub_unit: 'checkout_pro' } },
    preference_id: opts.preferenceId ?? null,
  };
}

/** A cash (OXXO) or transfer (SPEI) payment's own data: method, reference, expiry, ticket link. */
export interface DeferredInput {
  method: 'oxxo' | 'spei';
  /** The printable ticket's or instructions page's address. */
  ticketUrl: string;
  expiresAt: Date;
}

export const DEFERRED_TYPE = { oxxo: 'ticket', spei: 'bank_transfer' } as const;
const PENDING_DETAIL = { oxxo: 'pending_waiting_payment', spei: 'pending_waiting_transfer' } as const;
const digitsOf = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');

function deferredPayment(base: PaymentRecord, d: DeferredInput, status: PaymentStatus): PaymentRecord {
  const reference = digitsOf(d.method === 'oxxo' ? 14 : 7);
  const clabe = d.method === 'spei' ? `646180${digitsOf(12)}` : null;
  return {
    ...base,
    payment_method_id: d.method,
    payment_type_id: DEFERRED_TYPE[d.method],
    payment_method: { id: d.method, type: DEFERRED_TYPE[d.method] },
    status_detail: status === 'pending' ? PENDING_DETAIL[d.method] : base.status_detail,
    authorization_code: null,
    date_of_expiration: iso(d.expiresAt),
    card: {},
    transaction_details: {
      ...(base.transaction_details as Json),
      payment_method_reference_id: reference,
      external_resource_url: d.ticketUrl,
      financial_institution: d.method === 'spei' ? 'STP' : 'oxxo',
      ...(d.method === 'oxxo' ? { barcode: { content: `${reference}${digitsOf(16)}` } } : {}),
    },
    point_of_interaction: {
      type: 'CHECKOUT',
      business_info: { unit: 'online_payments', sub_unit: 'checkout_pro' },
      ...(clabe ? { transaction_data: { bank_info: { collector: { account_id: clabe, account_holder_name: 'Kukki' } } } } : {}),
    },
  };
}

/** Changes a payment's status as Mercado Pago would (approval date, fees, net amount). */
export function withStatus(p: PaymentRecord, status: PaymentStatus, statusDetail?: string, now = new Date()): PaymentRecord {
  const rebuilt = buildPayment({
    id: p.id,
    status,
    statusDetail,
    amount: p.transaction_amount,
    externalReference: p.external_reference,
    description: str(p.description),
    preferenceId: p.preference_id,
    operationType: str(p.operation_type),
    metadata: p.metadata as Json,
    notificationUrl: p.notification_url as string | null,
    now,
  });
  return {
    ...p,
    ...pick(rebuilt, [
      'status',
      'status_detail',
      'date_approved',
      'date_last_updated',
      'money_release_date',
      'money_release_status',
      'authorization_code',
      'transaction_details',
      'fee_details',
      'transaction_amount_refunded',
    ]),
    // A ticket or transfer keeps its reference and link; only the amounts change.
    ...(p.payment_type_id !== 'credit_card'
      ? {
          transaction_details: {
            ...(p.transaction_details as Json),
            net_received_amount: (rebuilt.transaction_details as Json).net_received_amount,
          },
        }
      : {}),
    date_created: p.date_created,
  };
}

function pick<T extends Json>(o: T, keys: string[]): Json {
  return Object.fromEntries(keys.map((k) => [k, o[k]]));
}

const PERIOD_DAYS: Record<string, number> = { days: 1, months: 30 };

export function buildPreapproval(body: unknown, baseUrl: string, now = new Date()): PreapprovalRecord {
  if (!isObj(body)) throw new ApiError(400, 'invalid_body', 'body must be a JSON object');
  if (!str(body.payer_email)) throw new ApiError(400, 'invalid_payer_email', 'payer_email is required');
  const backUrl = checkUrl(body.back_url, 'back_url');
  if (!str(body.reason)) throw new ApiError(400, 'invalid_reason', 'reason is required');
  const ar = isObj(body.auto_recurring) ? body.auto_recurring : null;
  if (!body.preapproval_plan_id) {
    if (!ar) throw new ApiError(400, 'invalid_auto_recurring', 'auto_recurring is required');
    if (!(Number(ar.transaction_amount) > 0))
      throw new ApiError(400, 'invalid_transaction_amount', 'auto_recurring.transaction_amount must be positive');
    if (!(Number(ar.frequency) >= 1) || !['days', 'months'].includes(str(ar.frequency_type)))
      throw new ApiError(400, 'invalid_frequency', 'auto_recurring.frequency and frequency_type (days|months) are required');
  }
  const id = randomBytes(16).toString('hex');
  const frequency = Number(ar?.frequency ?? 1);
  const type = str(ar?.frequency_type) || 'months';
  const next = new Date(now.getTime() + frequency * (PERIOD_DAYS[type] ?? 30) * 86_400_000);
  return {
    id,
    payer_id: null,
    payer_email: str(body.payer_email),
    back_url: backUrl,
    collector_id: COLLECTOR_ID,
    application_id: Number(APPLICATION_ID),
    status: 'pending',
    reason: str(body.reason),
    external_reference: str(body.external_reference),
    date_created: iso(now),
    last_modified: iso(now),
    init_point: `${baseUrl}/subscriptions/checkout?preapproval_id=${id}`,
    sandbox_init_point: `${baseUrl}/subscriptions/checkout?preapproval_id=${id}`,
    preapproval_plan_id: body.preapproval_plan_id ?? null,
    auto_recurring: {
      frequency,
      frequency_type: type,
      transaction_amount: Number(ar?.transaction_amount ?? 0),
      currency_id: str(ar?.currency_id) || 'MXN',
      start_date: str(ar?.start_date) || iso(now),
      end_date: str(ar?.end_date) || null,
      free_trial: ar?.free_trial ?? null,
    },
    summarized: {
      quotas: null,
      charged_quantity: null,
      pending_charge_quantity: null,
      charged_amount: null,
      pending_charge_amount: null,
      semaphore: null,
      last_charged_date: null,
      last_charged_amount: null,
    },
    next_payment_date: iso(next),
    payment_method_id: null,
    first_invoice_offset: null,
    version: 1,
    notification_url: body.notification_url ? checkUrl(body.notification_url, 'notification_url') : null,
  };
}

export const PREAPPROVAL_STATUSES = ['pending', 'authorized', 'paused', 'cancelled'];

export function updatePreapproval(p: PreapprovalRecord, body: unknown, now = new Date()): PreapprovalRecord {
  if (!isObj(body)) throw new ApiError(400, 'invalid_body', 'body must be a JSON object');
  if (p.status === 'cancelled' && body.status !== undefined && body.status !== 'cancelled')
    throw new ApiError(400, 'invalid_status', 'You can not modify a cancelled preapproval');
  if (body.status !== undefined && !PREAPPROVAL_STATUSES.includes(str(body.status)))
    throw new ApiError(400, 'invalid_status', `invalid status ${str(body.status)}`);
  const ar = isObj(body.auto_recurring) ? body.auto_recurring : {};
  return {
    ...p,
    ...(body.status !== undefined ? { status: str(body.status) } : {}),
    ...(body.reason !== undefined ? { reason: str(body.reason) } : {}),
    ...(body.external_reference !== undefined ? { external_reference: str(body.external_reference) } : {}),
    ...(body.back_url !== undefined ? { back_url: checkUrl(body.back_url, 'back_url') } : {}),
    auto_recurring: {
      ...p.auto_recurring,
      ...(ar.transaction_amount !== undefined ? { transaction_amount: Number(ar.transaction_amount) } : {}),
    },
    last_modified: iso(now),
    version: Number(p.version ?? 1) + 1,
  };
}
