import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { OrderSummaryDto } from '@kukki/contracts';
import { OrdersTable } from './OrdersTable';

const order = (over: Partial<OrderSummaryDto>): OrderSummaryDto => ({
  _id: `o${Math.random().toString(16).slice(2)}`,
  orderNumber: 'K-000001',
  createdAt: '2026-11-27T18:00:00.000Z',
  totalPrice: 389,
  isPaid: false,
  status: 'creada',
  deliveryDate: '2026-11-28',
  ...over,
});

describe('the profile orders table', () => {
  it('«Entrega» reads the delivery day and how far the order has come, never a raw status', () => {
    render(
      <MemoryRouter>
        <OrdersTable
          orders={[
            order({ status: 'creada' }),
            order({ status: 'enviada', isPaid: true }),
            order({ status: 'recibida', isPaid: true, deliveryDate: null }),
            order({ status: 'cancelada' }),
          ]}
        />
      </MemoryRouter>,
    );
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)!.textContent);
    expect(cells).toEqual(['sábado, 28 de noviembre', 'sábado, 28 de noviembre · En camino', 'Fecha por confirmar · Recibida', '—']);
  });
});
