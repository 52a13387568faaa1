import { operationTypeLabel, paymentMethodLabel, paymentStatusDetailLabel, paymentStatusLabel } from './payment-methods';

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

describe("Mercado Pago's codes in Spanish", () => {
  it('names the status, its detail and the operation, keeping the code to quote to Mercado Pago', () => {
    expect(paymentStatusLabel('approved')).toBe('Aprobado (approved)');
    expect(paymentStatusDetailLabel('accredited')).toBe('Acreditado (accredited)');
    expect(paymentStatusDetailLabel('cc_rejected_insufficient_amount')).toBe('Fondos insuficientes (cc_rejected_insufficient_amount)');
    expect(operationTypeLabel('regular_payment')).toBe('Pago (regular_payment)');
  });

  it('shows an unknown code as it came, and nothing for none', () => {
    expect(paymentStatusLabel('nuevo_estado')).toBe('nuevo_estado');
    expect(paymentStatusDetailLabel(undefined)).toBe('');
    expect(operationTypeLabel(null)).toBe('');
  });
});
