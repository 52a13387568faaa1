import { followOrderEvents } from './orderEvents';

class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  close() {}
}

describe('followOrderEvents', () => {
  it('a new order is shown; every order event (a payment too) marks the figures out of date', () => {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    const onOrder = jest.fn();
    const onChange = jest.fn();
    const stop = followOrderEvents({ onOrder, onStatus: () => {}, onChange });
    const send = (type: string) => FakeEventSource.last.onmessage?.({ data: JSON.stringify({ type, order: { _id: 'o1' } }) });
    send('orders.order.created');
    send('orders.order.paid');
    send('orders.order.refunded');
    expect(onOrder).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(3);
    stop();
  });
});
