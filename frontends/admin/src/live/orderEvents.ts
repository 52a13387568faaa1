import type { Order } from '../api/types';

export type LiveStatus = 'connecting' | 'open' | 'closed';

interface Handlers {
  /** A new order (`created`) or one just paid (`paid`, the order as it is now). */
  onOrder: (order: Order, kind: 'created' | 'paid') => void;
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
    const live = liveOrder(event.data);
    if (live) onOrder(live.order, live.kind);
    onChange?.();
  };
  return () => source.close();
}

const KINDS: Record<string, 'created' | 'paid'> = { 'orders.order.created': 'created', 'orders.order.paid': 'paid' };

function liveOrder(data: string): { order: Order; kind: 'created' | 'paid' } | null {
  try {
    const payload = JSON.parse(data) as { type?: string; order?: Order };
    const kind = KINDS[payload.type ?? ''];
    return kind && payload.order?._id ? { order: payload.order, kind } : null;
  } catch {
    return null; // not JSON: nothing to show
  }
}
