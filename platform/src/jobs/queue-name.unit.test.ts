import { EVENT_STREAM } from '@kukki/contracts';
import { streamQueueName } from './queue-name';

describe('streamQueueName', () => {
  it('keeps the plain name on the shop stream and scopes it to any other stream', () => {
    expect(streamQueueName({ EVENT_STREAM }, 'orders.holds-sweep')).toBe('orders.holds-sweep');
    expect(streamQueueName({ EVENT_STREAM: 'T42_EVENTS' }, 'orders.holds-sweep')).toBe('orders.holds-sweep.T42_EVENTS');
  });
});
