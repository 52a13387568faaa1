import { operationTypeLabel, paymentMethodLabel, paymentStatusDetailLabel, paymentStatusLabel } from './payment-methods';

// What the admin reads of a Mercado Pago payment: its method in words, and its status, detail and operation in
// Spanish with the code kept to quote to Mercado Pago (an unknown code as it came; none, nothing).
const CASES: Array<[string, () => string, string]> = [
  ['master · credit_card', () => paymentMethodLabel('master', 'credit_card'), 'Tarjeta de crédito Mastercard'],
  ['debvisa · debit_card', () => paymentMethodLabel('debvisa', 'debit_card'), 'Tarjeta de débito Visa'],
  ['oxxo · ticket', () => paymentMethodLabel('oxxo', 'ticket'), 'Pago en efectivo OXXO'],
  ['account_money', () => paymentMethodLabel('account_money', 'account_money'), 'Dinero en cuenta de Mercado Pago'],
  ['spei · bank_transfer', () => paymentMethodLabel('spei', 'bank_transfer'), 'Transferencia bancaria SPEI'],
  ['master alone', () => paymentMethodLabel('master', undefined), 'Mastercard'],
  ['no method', () => paymentMethodLabel(undefined, undefined), ''],
  ['status approved', () => paymentStatusLabel('approved'), 'Aprobado (approved)'],
  ['detail accredited', () => paymentStatusDetailLabel('accredited'), 'Acreditado (accredited)'],
  [
    'detail cc_rejected_insufficient_amount',
    () => paymentStatusDetailLabel('cc_rejected_insufficient_amount'),
    'Fondos insuficientes (cc_rejected_insufficient_amount)',
  ],
  ['operation regular_payment', () => operationTypeLabel('regular_payment'), 'Pago (regular_payment)'],
  ['an unknown status', () => paymentStatusLabel('nuevo_estado'), 'nuevo_estado'],
  ['no detail', () => paymentStatusDetailLabel(undefined), ''],
  ['no operation', () => operationTypeLabel(null), ''],
];

describe("a Mercado Pago payment in the admin's words", () => {
  it.each(CASES)('%s', (_, words, expected) => {
    expect(words()).toBe(expected);
  });
});
