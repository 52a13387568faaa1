import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { eventually } from '../testing/eventually';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './rate-limiter';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The platform-level fixed-window limiter (used by the users service for login lockouts) behind one
 * interface: the same suite runs against memory and Redis.
 */
const redisClients: Redis[] = [];
const ADAPTERS: Array<[string, () => RateLimiter]> = [
  ['memory', () => new MemoryRateLimiter()],
  [
    'Redis',
    () => {
      const redis = new Redis(REDIS_URL);
      redisClients.push(redis);
      return new RedisRateLimiter(redis, `kukki-test:${randomBytes(4).toString('hex')}:rl:`);
    },
  ],
];

afterAll(() => Promise.all(redisClients.map((r) => r.quit())));

describe.each(ADAPTERS)('rate limiter (%s)', (_name, create) => {
  let limiter: RateLimiter;
  let seq = 0;
  const key = () => `probe:${++seq}`;

  beforeEach(() => {
    limiter = create();
  });

  it('allows `limit` hits per window, then refuses with the time left', async () => {
    const k = key();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(k, 3, 60_000));
    expect(results.map((r) => [r.allowed, r.count])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 4],
    ]);
    expect(results[3].retryAfterMs).toBeGreaterThan(0);
    expect(results[3].retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('counts keys apart', async () => {
    const [a, b] = [key(), key()];
    await limiter.hit(a, 1, 60_000);
    expect(await limiter.hit(a, 1, 60_000)).toMatchObject({ allowed: false });
    expect(await limiter.hit(b, 1, 60_000)).toMatchObject({ allowed: true, count: 1 });
  });

  it('peek reads without counting; unknown keys are free', async () => {
    const k = key();
    expect(await limiter.peek(k, 2)).toMatchObject({ allowed: true, count: 0 });
    await limiter.hit(k, 2, 60_000);
    expect(await limiter.peek(k, 2)).toMatchObject({ allowed: true, count: 1 });
    await limiter.hit(k, 2, 60_000);
    expect(await limiter.peek(k, 2)).toMatchObject({ allowed: false, count: 2 });
    expect(await limiter.peek(k, 2)).toMatchObject({ count: 2 });
  });

  it('release gives one attempt back, never below zero', async () => {
    const k = key();
    await limiter.hit(k, 2, 60_000);
    await limiter.hit(k, 2, 60_000);
    await limiter.release(k);
    expect(await limiter.peek(k, 2)).toMatchObject({ count: 1 });
    await limiter.release(k);
    await limiter.release(k);
    expect(await limiter.peek(k, 2)).toMatchObject({ count: 0 });
    expect(await limiter.hit(k, 2, 60_000)).toMatchObject({ allowed: true, count: 1 });
  });

  it('reset forgets the key', async () => {
    const k = key();
    await limiter.hit(k, 1, 60_000);
    await limiter.hit(k, 1, 60_000);
    await limiter.reset(k);
    expect(await limiter.hit(k, 1, 60_000)).toMatchObject({ allowed: true, count: 1 });
  });

  it('concurrent hits are all counted (atomic)', async () => {
    const k = key();
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(k, 5, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('a new window starts when the old one ends (fixed window: hits while refused do not extend it)', async () => {
    const k = key();
    const started = Date.now();
    await limiter.hit(k, 1, 400);
    expect(await limiter.hit(k, 1, 400)).toMatchObject({ allowed: false });
    const next = await eventually(
      async () => {
        const r = await limiter.hit(k, 1, 400);
        expect(r.allowed).toBe(true);
        return r;
      },
      { timeoutMs: 5000, intervalMs: 50 },
    );
    expect(next.count).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
  });
});
