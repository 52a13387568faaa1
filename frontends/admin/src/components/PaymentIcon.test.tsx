import { paymentIconKind } from '@kukki/contracts';
import { render } from '@testing-library/react';
import { PaymentIcon } from './PaymentIcon';

describe('payment icon mapping (spec §4)', () => {
  it.each([
    [{ status: 'recibida', paymentResult: { status: 'approved' } }, 'approved'],
    [{ status: 'creada', paymentResult: { status: 'pending' } }, 'pending'],
    [{ status: 'creada', paymentResult: { status: 'cancelled' } }, 'cancelled'],
    [{ status: 'rechazada', paymentResult: { status: 'rejected' } }, 'rejected'],
    [{ status: 'creada', paymentResult: { status: 'in_process' } }, 'neutral'],
    [{ status: 'creada', paymentResult: null }, 'neutral'],
    [{ status: 'creada' }, 'neutral'],
    [{ status: 'cancelada', paymentResult: null }, 'cancelled'],
    [{ status: 'cancelada', paymentResult: { status: 'approved' } }, 'cancelled'],
    [{ status: 'reembolsada', isPaid: false, paymentResult: { status: 'refunded' } }, 'cancelled'],
    [{ status: 'reembolsada', isPaid: false, paymentResult: { status: 'charged_back' } }, 'cancelled'],
    [{ status: 'creada', isPaid: false, paymentResult: { status: 'approved' } }, 'neutral'], // amount mismatch
  ])('%j → %s', (order, kind) => {
    expect(paymentIconKind(order)).toBe(kind);
    const { container } = render(<PaymentIcon order={order} />);
    expect(container.querySelector(`[data-payment="${kind}"] svg`)).not.toBeNull();
  });

  it('labels the icon in Spanish for assistive technology', () => {
    const { getByRole } = render(<PaymentIcon order={{ status: 'recibida', paymentResult: { status: 'approved' } }} />);
    expect(getByRole('img', { name: 'Pago aprobado' })).toBeInTheDocument();
  });

  it('names money given back a refund, not a cancellation (the cross stays)', () => {
    const refunded = { status: 'reembolsada', isPaid: false, paymentResult: { status: 'refunded' } };
    const { getByRole } = render(<PaymentIcon order={refunded} />);
    expect(getByRole('img', { name: 'Pago reembolsado' })).toBeInTheDocument();
    const cancelled = render(<PaymentIcon order={{ status: 'cancelada', paymentResult: null }} />);
    expect(cancelled.getByRole('img', { name: 'Pago cancelado' })).toBeInTheDocument();
  });

  it('names an approved payment that did not pay the order (another amount) one to check, not «Sin información de pago»', () => {
    const mismatch = { status: 'creada', isPaid: false, paymentResult: { status: 'approved' } };
    const { getByRole } = render(<PaymentIcon order={mismatch} />);
    expect(getByRole('img', { name: 'Pago por revisar: no cubre la orden' })).toBeInTheDocument();
  });
});
