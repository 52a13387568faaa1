import { paymentMethodLabel } from './payment-methods';

describe('payment methods in Spanish', () => {
  it.each([
    ['master', 'credit_card', 'Tarjeta de crédito Mastercard'],
    ['debvisa', 'debit_card', 'Tarjeta de débito Visa'],
    ['oxxo', 'ticket', 'Pago en efectivo OXXO'],
    ['account_money', 'account_money', 'Dinero en cuenta de Mercado Pago'],
    ['spei', 'bank_transfer', 'Transferencia bancaria SPEI'],
    ['master', undefined, 'Mastercard'],
    [undefined, undefined, ''],
  ])('%s · %s → %s', (method, type, label) => {
    expect(paymentMethodLabel(method, type)).toBe(label);
  });
});
