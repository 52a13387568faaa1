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
