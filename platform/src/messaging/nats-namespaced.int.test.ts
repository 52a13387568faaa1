import type { ClientProxy } from '@nestjs/microservices';
import { randomBytes } from 'node:crypto';
import { ERRORS } from '@kukki/contracts';
import { NamespacedNatsClient, NamespacedNatsServer } from './nats-namespaced';
import { natsConnectionOptions } from './nats-options';
import { RpcClient } from './rpc-client';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const SUBJECT = 'catalogue.probe.work';

/** One replica of a service: a server in the service's queue group whose handler counts what it answered. */
async function replica(prefix: string, delayMs = 0) {
  const server = new NamespacedNatsServer({ ...natsConnectionOptions(NATS_URL), queue: 'catalogue' }, prefix);
  const state = { answered: 0 };
  server.addHandler(SUBJECT, async (data: unknown) => {
    await new Promise((r) => setTimeout(r, delayMs));
    state.answered++;
    return { data };
  });
  await new Promise<void>((resolve, reject) => void server.listen((err?: unknown) => (err ? reject(err as Error) : resolve())));
  return { server, state };
}

describe('the NATS request/reply server', () => {
  const prefix = `tr.${randomBytes(4).toString('hex')}.`;
  const proxy = new NamespacedNatsClient(natsConnectionOptions(NATS_URL), prefix);
  const rpc = new RpcClient(proxy as unknown as ClientProxy, 3000);
  const request = (data: unknown) => rpc.request(SUBJECT as never, data as never);

  afterAll(() => rpc.close());

  it('replicas in one queue group share the requests and each is answered once', async () => {
    const replicas = [await replica(prefix), await replica(prefix)];
    try {
      const replies = (await Promise.all(Array.from({ length: 40 }, (_, i) => request({ i })))) as Array<{ data: { data: { i: number } } }>;
      expect(replies.map((r) => r.data.data.i)).toEqual(Array.from({ length: 40 }, (_, i) => i));
      expect(replicas[0].state.answered + replicas[1].state.answered).toBe(40);
      expect(replicas[0].state.answered).toBeGreaterThan(0);
      expect(replicas[1].state.answered).toBeGreaterThan(0);
    } finally {
      for (const r of replicas) await r.server.close();
    }
  });

  it('answers the requests it holds before closing (drains)', async () => {
    const { server, state } = await replica(prefix, 300);
    const inFlight = request({ slow: true });
    await new Promise((r) => setTimeout(r, 100));
    await server.close();
    await expect(inFlight).resolves.toMatchObject({ data: { data: { slow: true } } });
    expect(state.answered).toBe(1);
  });

  it('answers 503 with the Spanish message when nobody listens on the subject', async () => {
    await expect(request({})).rejects.toMatchObject({ status: 503, message: ERRORS.unavailable, timedOut: false });
  });
});
