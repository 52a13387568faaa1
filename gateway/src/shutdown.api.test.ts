import type { AddressInfo } from 'node:net';
import { ERRORS } from '@kukki/contracts';
import { EmbeddedRuntime, parseEnv } from '@kukki/platform';
import { gatewayEnvShape } from './config';
import { createGateway } from './create-gateway';

/** A request that reaches the gateway while it stops (on a kept-alive connection) gets the shop's 503. */
describe('gateway shutdown', () => {
  it('answers the Spanish 503 with Connection: close once a stop has begun', async () => {
    const env = parseEnv(gatewayEnvShape, { SERVE_FRONTENDS: 'false', LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    const runtime = await EmbeddedRuntime.create(env, { inMemory: true });
    const app = await createGateway(runtime, env);
    const fastify = app.getHttpAdapter().getInstance();
    // Holds the stop between «closing» and the server's close, where the kept-alive requests of a busy shop land.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    fastify.addHook('preClose', async () => held);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(fastify.server.address() as AddressInfo).port}/api/health/live`;
    try {
      expect((await fetch(url)).status).toBe(200);
      const closing = app.close();
      const res = await fetch(url);
      expect(res.status).toBe(503);
      expect(res.headers.get('connection')).toBe('close');
      expect(await res.json()).toEqual({ message: ERRORS.unavailable });
      release();
      await closing;
    } finally {
      release();
      await runtime.close();
    }
  }, 60_000);
});
