import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { baseEnvShape, parseEnv } from '../config';
import { DistributedRuntime } from '../runtime';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two shops on one Redis (told apart by NATS_SUBJECT_PREFIX, as their jobs are) never share
 * rate-limit counters: each counts under its own namespace. (Only Redis is shared: the embedded
 * limiter lives in its process.)
 */
describe('rate-limit keys under NATS_SUBJECT_PREFIX (distributed)', () => {
  const id = randomBytes(4).toString('hex');
  const runtimes: DistributedRuntime[] = [];
  const redis = new Redis(REDIS_URL);
  const shop = async (namespace: string) => {
    const env = parseEnv(baseEnvShape, { ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'test', NATS_SUBJECT_PREFIX: `${namespace}.` });
    const runtime = await DistributedRuntime.create(`rl-${namespace}`, env);
    runtimes.push(runtime);
    return runtime;
  };

  afterAll(async () => {
    await Promise.all(runtimes.map((r) => r.close()));
    await redis.quit();
  });

  it('counts the same key apart for two shops, under each shop’s prefix', async () => {
    const [a, b] = [await shop(`rla${id}`), await shop(`rlb${id}`)];
    const key = `login:ana-${id}@example.com`;
    expect(await a.rateLimiter.hit(key, 1, 60_000)).toMatchObject({ allowed: true, count: 1 });
    expect(await b.rateLimiter.hit(key, 1, 60_000)).toMatchObject({ allowed: true, count: 1 });
    expect(await a.rateLimiter.hit(key, 1, 60_000)).toMatchObject({ allowed: false, count: 2 });
    expect(await redis.get(`kukki-rla${id}:rl:${key}`)).toBe('2');
    expect(await redis.get(`kukki-rlb${id}:rl:${key}`)).toBe('1');
    expect(await redis.exists(`kukki:rl:${key}`)).toBe(0);
  });
});
