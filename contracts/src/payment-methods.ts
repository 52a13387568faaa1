/**
 * Payment methods as a person reads them: Mercado Pago's `payment_type_id` and
 * `payment_method_id` («master · credit_card») become «Tarjeta de crédito Mastercard». One mapping for
 * the receipt, the order pages and the admin.
 */
const PAYMENT_TYPES: Record<string, string> = {
  credit_card: 'Tarjeta de crédito',
  debit_card: 'Tarjeta de débito',
  prepaid_card: 'Tarjeta prepagada',
  account_money: 'Dinero en cuenta de Mercado Pago',
  ticket: 'Pago en efectivo',
  bank_transfer: 'Transferencia bancaria',
  atm: 'Pago en cajero',
  digital_currency: 'Mercado Crédito',
  digital_wallet: 'Billetera digital',
  voucher_card: 'Vale',
};

const PAYMENT_METHODS: Record<string, string> = {
  master: 'Mastercard',
  debmaster: 'Mastercard',
  visa: 'Visa',
  debvisa: 'Visa',
  amex: 'American Express',
  naranja: 'Naranja',
  carnet: 'Carnet',
  debcarnet: 'Carnet',
  oxxo: 'OXXO',
  paycash: 'PayCash',
  spei: 'SPEI',
  clabe: 'SPEI',
  bancomer: 'BBVA',
  banamex: 'Citibanamex',
  serfin: 'Santander',
  '7eleven': '7-Eleven',
  account_money: '',
  consumer_credits: 'Mercado Crédito',
  mercadopagocard: 'Tarjeta Mercado Pago',
};

const titleCase = (id: string) => id.replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** «Tarjeta de crédito Mastercard», «Pago en efectivo OXXO», «Dinero en cuenta de Mercado Pago»; '' when nothing is known. */
export function paymentMethodLabel(methodId: string | null | undefined, typeId: string | null | undefined): string {
  const type = typeId ? (PAYMENT_TYPES[typeId] ?? titleCase(typeId)) : '';
  const method = methodId ? (PAYMENT_METHODS[methodId] ?? titleCase(methodId)) : '';
  if (type && method && type.toLowerCase().includes(method.toLowerCase())) return type;
  return [type, method].filter(Boolean).join(' ');
}

/** Mercado Pago's payment `status`, as the bakery reads it. */
const PAYMENT_STATUSES: Record<string, string> = {
  approved: 'Aprobado',
  authorized: 'Autorizado',
  pending: 'Pendiente',
  in_process: 'En revisión',
  in_mediation: 'En disputa',
  rejected: 'Rechazado',
  cancelled: 'Cancelado',
  refunded: 'Reembolsado',
  charged_back: 'Contracargo',
};

/** The `status_detail`s a bakery sees: why a payment is where it is. */
const PAYMENT_STATUS_DETAILS: Record<string, string> = {
  accredited: 'Acreditado',
  partially_refunded: 'Reembolsado en parte',
  pending_contingency: 'En proceso',
  pending_review_manual: 'En revisión manual',
  pending_waiting_payment: 'Esperando el pago',
  pending_waiting_transfer: 'Esperando la transferencia',
  cc_rejected_bad_filled_card_number: 'Número de tarjeta incorrecto',
  cc_rejected_bad_filled_date: 'Fecha de vencimiento incorrecta',
  cc_rejected_bad_filled_other: 'Datos de la tarjeta incorrectos',
  cc_rejected_bad_filled_security_code: 'Código de seguridad incorrecto',
  cc_rejected_blacklist: 'Tarjeta no aceptada',
  cc_rejected_call_for_authorize: 'El banco pide autorizar el pago',
  cc_rejected_card_disabled: 'Tarjeta inactiva',
  cc_rejected_duplicated_payment: 'Pago duplicado',
  cc_rejected_high_risk: 'Rechazado por prevención de fraude',
  cc_rejected_insufficient_amount: 'Fondos insuficientes',
  cc_rejected_max_attempts: 'Demasiados intentos',
  cc_rejected_other_reason: 'Rechazado por el banco',
  expired: 'Vencido',
  refunded: 'Reembolsado',
  by_collector: 'Cancelado por la tienda',
  by_payer: 'Cancelado por el cliente',
};

/** Mercado Pago's `operation_type`. */
const OPERATION_TYPES: Record<string, string> = {
  regular_payment: 'Pago',
  recurring_payment: 'Pago recurrente',
  money_transfer: 'Transferencia',
  account_fund: 'Recarga de saldo',
  payment_addition: 'Pago adicional',
  cellphone_recharge: 'Recarga de celular',
  pos_payment: 'Pago en terminal',
  money_exchange: 'Cambio de moneda',
};

/**
 * A Mercado Pago code in Spanish («Aprobado»); a code not known here is shown as it came; '' when there is none.
 * The admin keeps the code itself in the cell's tooltip, to quote it to Mercado Pago.
 */
function spanishCode(labels: Record<string, string>, code: string | null | undefined): string {
  if (!code) return '';
  return labels[code] ?? code;
}

export const paymentStatusLabel = (status: string | null | undefined) => spanishCode(PAYMENT_STATUSES, status);
export const paymentStatusDetailLabel = (detail: string | null | undefined) => spanishCode(PAYMENT_STATUS_DETAILS, detail);
export const operationTypeLabel = (operation: string | null | undefined) => spanishCode(OPERATION_TYPES, operation);
