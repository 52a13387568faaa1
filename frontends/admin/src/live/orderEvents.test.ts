import { followOrderEvents, type LiveStatus } from './orderEvents';

/** Stands in for the browser's EventSource (jsdom has none): records the URL and lets the test push events. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor(
    readonly url: string,
    readonly init: { withCredentials?: boolean },
  ) {
    FakeEventSource.last = this;
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

describe('live order events over EventSource', () => {
  beforeEach(() => Object.assign(globalThis, { EventSource: FakeEventSource }));
  afterEach(() => delete (globalThis as { EventSource?: unknown }).EventSource);

  it('opens /api/admin/events with the session cookie and passes on created and paid orders only', () => {
    const statuses: LiveStatus[] = [];
    const orders: string[] = [];
    const stop = followOrderEvents({ onStatus: (s) => statuses.push(s), onOrder: (o, kind) => orders.push(`${o._id}:${kind}`) });
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/admin/events');
    expect(source.init.withCredentials).toBe(true);

    source.readyState = FakeEventSource.OPEN;
    source.onopen?.();
    source.onmessage?.({ data: JSON.stringify({ type: 'orders.order.created', order: { _id: 'o1' } }) });
    source.onmessage?.({ data: JSON.stringify({ type: 'orders.order.paid', order: { _id: 'o2' } }) });
    source.onmessage?.({ data: JSON.stringify({ type: 'orders.order.cancelled', order: { _id: 'o3' } }) });
    source.onmessage?.({ data: 'no es json' });
    expect(orders).toEqual(['o1:created', 'o2:paid']);

    source.readyState = FakeEventSource.CLOSED; // e.g. a 403: the browser gives up
    source.onerror?.();
    expect(statuses).toEqual(['connecting', 'open', 'closed']);

    stop();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('reports a dropped connection as reconnecting', () => {
    const statuses: LiveStatus[] = [];
    followOrderEvents({ onStatus: (s) => statuses.push(s), onOrder: () => {} });
    FakeEventSource.last!.onerror?.();
    expect(statuses).toEqual(['connecting', 'connecting']);
  });

  it('every order event (a payment, a refund too) marks the figures out of date', () => {
    const onOrder = jest.fn();
    const onChange = jest.fn();
    const stop = followOrderEvents({ onOrder, onStatus: () => {}, onChange });
    const send = (type: string) => FakeEventSource.last!.onmessage?.({ data: JSON.stringify({ type, order: { _id: 'o1' } }) });
    send('orders.order.created');
    send('orders.order.paid');
    send('orders.order.refunded');
    expect(onOrder).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenCalledTimes(3);
    stop();
  });
});
