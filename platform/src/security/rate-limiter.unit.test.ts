import net from 'node:net';
import Redis from 'ioredis';
import { RedisRateLimiter } from './rate-limiter';

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

describe('RedisRateLimiter while Redis is unreachable', () => {
  it('lets requests through within about a second instead of failing them', async () => {
    const redis = new Redis({ port: await closedPort(), host: '127.0.0.1', lazyConnect: true, retryStrategy: () => null });
    redis.on('error', () => undefined);
    const limiter = new RedisRateLimiter(redis);
    try {
      const started = Date.now();
      await expect(limiter.hit('login:1.2.3.4', 1, 60_000)).resolves.toMatchObject({ allowed: true });
      await expect(limiter.peek('login:1.2.3.4', 1)).resolves.toMatchObject({ allowed: true });
      await expect(limiter.reset('login:1.2.3.4')).resolves.toBeUndefined();
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      redis.disconnect();
    }
  });
});
