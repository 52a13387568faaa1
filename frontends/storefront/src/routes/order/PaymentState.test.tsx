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

  it('a payment pending after a rejected one shows as pending: no «Pago rechazado», nothing to pay again', () => {
    const result = (status: string) => ({ id: '2', status }) as OrderDto['paymentResult'];
    const retry = order({ status: 'rechazada', paymentResult: result('pending') });
    expect(paymentStateOf(retry, null)).toBe('pending');
    expect(paymentStateOf(order({ status: 'rechazada', paymentResult: result('in_process') }), null)).toBe('pending');
    // Back from Mercado Pago with a pending ticket before its notification landed.
    expect(paymentStateOf(order({ status: 'rechazada', paymentResult: result('rejected') }), 'pending')).toBe('pending');
    expect(paymentStateOf(order({ status: 'rechazada', paymentResult: result('rejected') }), null)).toBe('rejected');
    render(<PaymentState order={retry} state={paymentStateOf(retry, null)} />);
    expect(screen.getByRole('status')).toHaveTextContent('Pago pendiente');
    expect(screen.getByRole('status')).not.toHaveTextContent(/rechazado|intentarlo de nuevo/i);
  });

  it('a cancelled order never reads pending', () => {
    const cancelled = order({
      status: 'cancelada',
      cancelled: true,
      paymentResult: { id: '3', status: 'pending' } as OrderDto['paymentResult'],
    });
    expect(paymentStateOf(cancelled, 'pending')).toBe('cancelled');
  });

  it('a cancelled order paid anyway (a checkout left open) reads cancelled, with its payment on its way back', () => {
    const paidAfter = order({ status: 'cancelada', cancelled: true, isPaid: true, cancelReason: 'Cancelada por el cliente' });
    expect(paymentStateOf(paidAfter, 'approved')).toBe('cancelled');
    render(<PaymentState order={paidAfter} state="cancelled" />);
    expect(screen.getByRole('status')).toHaveTextContent('Orden cancelada');
    expect(screen.getByRole('status')).toHaveTextContent('te lo devolvemos en unos minutos');
    expect(screen.getByRole('status')).not.toHaveTextContent('Pago aprobado');
  });

  it('links the receipt with the guest token, or bare for an owner', () => {
    expect(receiptUrl('abc', 'to k')).toBe('/api/orders/abc/receipt.pdf?token=to%20k');
    expect(receiptUrl('abc', null)).toBe('/api/orders/abc/receipt.pdf');
  });
});
