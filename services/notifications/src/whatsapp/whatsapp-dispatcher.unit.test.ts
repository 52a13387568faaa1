import type { DatabaseHandle, Runtime } from '@kukki/platform';
import type { WhatsAppSender } from './port';
import { WhatsAppDispatcher } from './whatsapp-updates';

/** A database whose pending-messages read waits until `release` is called (a slow pass), then finds none. */
function slowDatabase() {
  let release = () => undefined as void;
  const gate = new Promise<never[]>((resolve) => (release = () => resolve([])));
  const chain: Record<string, unknown> = {};
  for (const step of ['select', 'from', 'where', 'orderBy']) chain[step] = () => chain;
  chain.limit = () => gate;
  return { handle: { db: chain } as unknown as DatabaseHandle, release: () => release() };
}

const runtime = { logger: () => ({ warn: () => undefined }) } as unknown as Runtime;
const sender = { send: async () => undefined } as unknown as WhatsAppSender;

describe('WhatsAppDispatcher', () => {
  // setImmediate stays real: the test lets every pending promise settle with it.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('stop waits for the pass in flight, even after a tick that came while it ran', async () => {
    const { handle, release } = slowDatabase();
    const dispatcher = new WhatsAppDispatcher(handle, runtime, sender);
    await dispatcher.start();
    jest.advanceTimersByTime(1000); // the pass starts and waits on the database
    jest.advanceTimersByTime(1000); // a tick while it runs
    let stopped = false;
    const stopping = dispatcher.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
  });
});
