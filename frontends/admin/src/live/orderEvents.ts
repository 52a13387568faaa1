import { authHeaders } from '../api/client';
import type { Order } from '../api/types';
import { parseSseBlock, splitSseBuffer } from './sse';

export type LiveStatus = 'connecting' | 'open' | 'closed';

interface Handlers {
  onOrder: (order: Order) => void;
  onStatus: (status: LiveStatus) => void;
}

const RETRY_MS = 5000;
/** When the server answers but has no event stream (e.g. an older gateway), ask again rarely. */
const RETRY_UNAVAILABLE_MS = 60_000;

/**
 * Follows /api/admin/events. A fetch stream instead of EventSource because EventSource cannot send
 * the Authorization header the admin API expects; cookies go along too (credentials: include).
 */
export function followOrderEvents({ onOrder, onStatus }: Handlers): () => void {
  const controller = new AbortController();
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    onStatus('connecting');
    let wait = RETRY_MS;
    try {
      const response = await fetch('/api/admin/events', {
        headers: { Accept: 'text/event-stream', ...authHeaders() },
        credentials: 'include',
        signal: controller.signal,
      });
      if (response.status === 401 || response.status === 403) {
        stopped = true;
        onStatus('closed');
        return;
      }
      if (!response.ok || !response.body) {
        wait = RETRY_UNAVAILABLE_MS;
        throw new Error(`events ${response.status}`);
      }
      onStatus('open');
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        const { blocks, rest } = splitSseBuffer(buffer);
        buffer = rest;
        for (const block of blocks) handleBlock(block, onOrder);
      }
    } catch {
      // network drop or abort: fall through to the retry below
    }
    if (stopped || controller.signal.aborted) return;
    onStatus(wait === RETRY_MS ? 'connecting' : 'closed');
    retry = setTimeout(connect, wait);
  };

  void connect();
  return () => {
    stopped = true;
    controller.abort();
    if (retry) clearTimeout(retry);
  };
}

function handleBlock(block: string, onOrder: (order: Order) => void) {
  const parsed = parseSseBlock(block);
  if (!parsed) return;
  try {
    const payload = JSON.parse(parsed.data) as { type?: string; order?: Order };
    const type = payload.type ?? parsed.event;
    if (type === 'orders.order.created' && payload.order?._id) onOrder(payload.order);
  } catch {
    // heartbeat or non-JSON data: nothing to show
  }
}
