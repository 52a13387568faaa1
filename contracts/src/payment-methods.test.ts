import { operationTypeLabel, paymentMethodLabel, paymentStatusDetailLabel, paymentStatusLabel } from './payment-methods';

// What the admin reads of a Mercado Pago payment: its method in words, and its status, detail and operation in
// Spanish, without the English code (an unknown code as it came; none, nothing).
const CASES: Array<[string, () => string, string]> = [
  ['master · credit_card', () => paymentMethodLabel('master', 'credit_card'), 'Tarjeta de crédito Mastercard'],
  ['debvisa · debit_card', () => paymentMethodLabel('debvisa', 'debit_card'), 'Tarjeta de débito Visa'],
  ['oxxo · ticket', () => paymentMethodLabel('oxxo', 'ticket'), 'Pago en efectivo OXXO'],
  ['account_money', () => paymentMethodLabel('account_money', 'account_money'), 'Dinero en cuenta de Mercado Pago'],
  ['spei · bank_transfer', () => paymentMethodLabel('spei', 'bank_transfer'), 'Transferencia bancaria SPEI'],
  ['master alone', () => paymentMethodLabel('master', undefined), 'Mastercard'],
  ['no method', () => paymentMethodLabel(undefined, undefined), ''],
  ['status approved', () => paymentStatusLabel('approved'), 'Aprobado'],
  ['detail accredited', () => paymentStatusDetailLabel('accredited'), 'Acreditado'],
  ['detail cc_rejected_insufficient_amount', () => paymentStatusDetailLabel('cc_rejected_insufficient_amount'), 'Fondos insuficientes'],
  ['operation regular_payment', () => operationTypeLabel('regular_payment'), 'Pago'],
  ['an unknown status', () => paymentStatusLabel('nuevo_estado'), 'nuevo_estado'],
  ['no detail', () => paymentStatusDetailLabel(undefined), ''],
  ['no operation', () => operationTypeLabel(null), ''],
];

describe("a Mercado Pago payment in the admin's words", () => {
  it.each(CASES)('%s', (_, words, expected) => {
    expect(words()).toBe(expected);
  });
});
