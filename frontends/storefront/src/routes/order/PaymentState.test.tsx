import { render, screen } from '@testing-library/react';
import type { OrderDto } from '@kukki/contracts';
import { PaymentState, paymentStateOf, receiptUrl } from './PaymentState';

const order = (over: Partial<OrderDto>) => ({ _id: 'o1', status: 'creada', isPaid: false, cancelled: false, ...over }) as OrderDto;

describe('order payment state', () => {
  it('a refunded order (reembolsada, unpaid) is shown as refunded, not as payable', () => {
    const refunded = order({ status: 'reembolsada', paymentResult: { status: 'refunded' } as OrderDto['paymentResult'] });
    expect(paymentStateOf(refunded, null)).toBe('refunded');
    render(<PaymentState order={refunded} state="refunded" />);
    expect(screen.getByRole('status')).toHaveTextContent('Orden reembolsada');
    expect(paymentStateOf(order({ isPaid: true, status: 'recibida' }), null)).toBe('paid');
  });

  it('links the receipt with the guest token, or bare for an owner', () => {
    expect(receiptUrl('abc', 'to k')).toBe('/api/orders/abc/receipt.pdf?token=to%20k');
    expect(receiptUrl('abc', null)).toBe('/api/orders/abc/receipt.pdf');
  });
});
