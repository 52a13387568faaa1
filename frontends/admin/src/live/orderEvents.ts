import type { Order } from '../api/types';

export type LiveStatus = 'connecting' | 'open' | 'closed';

interface Handlers {
  onOrder: (order: Order) => void;
  /** Any order event (created, paid, status changed, cancelled, refunded): the figures are out of date. */
  onChange?: () => void;
  onStatus: (status: LiveStatus) => void;
}

/**
 * Follows /api/admin/events with the browser's EventSource. The session cookie set at login
 * authenticates it (EventSource cannot send an Authorization header); the browser reconnects by
 * itself after a drop (the server asks for 5 s) and gives up for good on a 401/403 or a non-stream answer.
 */
export function followOrderEvents({ onOrder, onStatus, onChange }: Handlers): () => void {
  if (typeof EventSource === 'undefined') {
    onStatus('closed');
    return () => {};
  }
  onStatus('connecting');
  const source = new EventSource('/api/admin/events', { withCredentials: true });
  source.onopen = () => onStatus('open');
  source.onerror = () => onStatus(source.readyState === EventSource.CLOSED ? 'closed' : 'connecting');
  source.onmessage = (event: MessageEvent<string>) => {
    const order = createdOrder(event.data);
    if (order) onOrder(order);
    onChange?.();
  };
  return () => source.close();
}

function createdOrder(data: string): Order | null {
  try {
    const payload = JSON.parse(data) as { type?: string; order?: Order };
    return payload.type === 'orders.order.created' && payload.order?._id ? payload.order : null;
  } catch {
    return null; // not JSON: nothing to show
  }
}
