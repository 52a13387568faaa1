import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { baseEnvShape, parseEnv } from '../config';
import { eventually } from '../testing';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './rate-limiter';

/** The same promises from both adapters: the embedded composition counts in memory, the distributed one in Redis. */
const TWINS: Array<[string, () => { limiter: RateLimiter; close: () => void }]> = [
  ['memory', () => ({ limiter: new MemoryRateLimiter(), close: () => undefined })],
  [
    'redis',
    () => {
      const redis = new Redis(parseEnv(baseEnvShape).REDIS_URL);
      return { limiter: new RedisRateLimiter(redis, `kukki:rl-test:${randomUUID()}:`), close: () => redis.disconnect() };
    },
  ],
];

describe.each(TWINS)('rate limiter (%s)', (_kind, create) => {
  let limiter: RateLimiter;
  let close: () => void;
  beforeAll(() => ({ limiter, close } = create()));
  afterAll(() => close());

  it('allows `limit` hits in a window, then refuses with the time left in the window', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('login:1.2.3.4', 3, 60_000));
    expect(results.map((r) => [r.allowed, r.count])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 4],
    ]);
    expect(results[3].retryAfterMs).toBeGreaterThan(0);
    expect(results[3].retryAfterMs).toBeLessThanOrEqual(60_000);
    expect((await limiter.hit('login:5.6.7.8', 3, 60_000)).count).toBe(1);
  });

  it('counts every one of many simultaneous hits', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => limiter.hit('burst', 25, 60_000)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(results.filter((r) => r.allowed)).toHaveLength(25);
  });

  it('starts counting again once the window has ended', async () => {
    await limiter.hit('short', 1, 200);
    expect((await limiter.hit('short', 1, 200)).allowed).toBe(false);
    await eventually(async () => expect(await limiter.peek('short', 1)).toMatchObject({ allowed: true, count: 0 }), 5000, 50);
    expect(await limiter.hit('short', 1, 200)).toMatchObject({ allowed: true, count: 1 });
  });

  it('peeks without counting, releases one attempt (never below zero) and resets', async () => {
    expect(await limiter.peek('account', 2)).toMatchObject({ allowed: true, count: 0 });
    await limiter.hit('account', 2, 60_000);
    await limiter.hit('account', 2, 60_000);
    expect(await limiter.peek('account', 2)).toMatchObject({ allowed: false, count: 2 });
    expect(await limiter.peek('account', 2)).toMatchObject({ count: 2 });
    await limiter.release('account');
    expect(await limiter.peek('account', 2)).toMatchObject({ allowed: true, count: 1 });
    await limiter.release('account');
    await limiter.release('account');
    expect((await limiter.peek('account', 2)).count).toBe(0);
    await limiter.hit('account', 2, 60_000);
    await limiter.reset('account');
    expect(await limiter.peek('account', 2)).toMatchObject({ allowed: true, count: 0 });
  });
});
