import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '../api/types';
import { notifyPaidOrder } from './paidNotifications';
import { followOrderEvents, type LiveStatus } from './orderEvents';

interface LiveOrders {
  status: LiveStatus;
  /** Orders created or paid since the admin opened the dashboard, newest first (each as it is now). */
  orders: Order[];
  unseen: number;
  markSeen: () => void;
}

const LiveOrdersContext = createContext<LiveOrders>({ status: 'closed', orders: [], unseen: 0, markSeen: () => {} });

export function useLiveOrders() {
  return useContext(LiveOrdersContext);
}

export function LiveOrdersProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [orders, setOrders] = useState<Order[]>([]);
  /** The orders created or paid since the admin last looked: one order created then paid is one. */
  const [unseen, setUnseen] = useState<ReadonlySet<string>>(new Set());

  useEffect(
    () =>
      followOrderEvents({
        onStatus: setStatus,
        onOrder: (order, kind) => {
          setOrders((current) => [order, ...current.filter((o) => o._id !== order._id)].slice(0, 20));
          if (kind === 'paid') notifyPaidOrder(order);
          setUnseen((ids) => (ids.has(order._id) ? ids : new Set(ids).add(order._id)));
        },
        // A new order, a payment, a status change or a refund: the list and the dashboard's figures follow at once.
        onChange: () => {
          void client.invalidateQueries({ queryKey: ['admin', 'orders'] });
          void client.invalidateQueries({ queryKey: ['admin', 'stats'] });
        },
      }),
    [client],
  );

  const markSeen = useCallback(() => setUnseen(new Set()), []);
  const value = useMemo(() => ({ status, orders, unseen: unseen.size, markSeen }), [status, orders, unseen, markSeen]);
  return <LiveOrdersContext.Provider value={value}>{children}</LiveOrdersContext.Provider>;
}
