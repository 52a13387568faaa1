import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Order } from '../api/types';
import { LiveOrdersProvider, useLiveOrders } from './LiveOrdersContext';
import { followOrderEvents } from './orderEvents';

jest.mock('./orderEvents', () => ({ followOrderEvents: jest.fn(() => () => undefined) }));
jest.mock('./paidNotifications', () => ({ notifyPaidOrder: jest.fn() }));

function Badge() {
  const { unseen, markSeen } = useLiveOrders();
  return (
    <button type="button" onClick={markSeen}>
      {unseen}
    </button>
  );
}

describe('the live orders badge', () => {
  it('counts new orders, not events: an order created then paid is one', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LiveOrdersProvider>
          <Badge />
        </LiveOrdersProvider>
      </QueryClientProvider>,
    );
    const { onOrder } = jest.mocked(followOrderEvents).mock.calls[0][0];
    const order = (id: string) => ({ _id: id }) as Order;
    act(() => onOrder(order('o1'), 'created'));
    act(() => onOrder(order('o1'), 'paid'));
    act(() => onOrder(order('o2'), 'created'));
    expect(screen.getByRole('button')).toHaveTextContent('2');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('0');
    act(() => onOrder(order('o1'), 'paid'));
    expect(screen.getByRole('button')).toHaveTextContent('1');
  });
});
