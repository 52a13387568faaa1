import { render, screen, within } from '@testing-library/react';
import type { OrderDto } from '@kukki/contracts';
import { OrderTimeline } from './OrderTimeline';

const history: OrderDto['history'] = [
  { status: 'creada', at: '2026-11-26T16:00:00.000Z' },
  { status: 'recibida', at: '2026-11-26T16:05:00.000Z' },
  { status: 'enviada', at: '2026-11-27T15:30:00.000Z' },
];

describe('OrderTimeline', () => {
  it('after «enviada»: Recibida and En camino (and Cocinando, skipped) reached, Entregada pending, with when', () => {
    render(<OrderTimeline order={{ status: 'enviada', history }} />);
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('.order-timeline__label')?.textContent)).toEqual([
      'Recibida',
      'Cocinando',
      'En camino',
      'Entregada',
    ]);
    expect(steps.map((s) => s.classList.contains('order-timeline__step--done'))).toEqual([true, true, true, false]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).toHaveTextContent('jueves, 26 de noviembre, 10:05');
    // Skipped: marked, without the time of «En camino».
    expect(steps[1].querySelector('.order-timeline__at')).toHaveTextContent(/^$/);
    expect(steps[2]).toHaveTextContent('viernes, 27 de noviembre, 09:30');
    expect(steps[3]).toHaveTextContent('Pendiente');
  });

  it('is not shown for an unpaid, cancelled or refunded order', () => {
    for (const status of ['creada', 'rechazada', 'cancelada', 'reembolsada'] as const) {
      const { container } = render(<OrderTimeline order={{ status, history }} />);
      expect(container).toBeEmptyDOMElement();
    }
  });
});
