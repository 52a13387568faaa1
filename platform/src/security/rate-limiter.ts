import type Redis from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterMs: number;
}

/** Fixed-window counters: `hit` counts one attempt against `limit` per `windowMs`. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Reads the count without adding to it. */
  peek(key: string, limit: number): Promise<RateLimitResult>;
  /** Takes back one attempt counted by `hit` (an attempt that turned out not to count, e.g. a right password). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    if (this.windows.size > 50_000) this.sweep(now);
    return { allowed: w.count <= limit, count: w.count, retryAfterMs: w.resetAt - now };
  }

  async peek(key: string, limit: number): Promise<RateLimitResult> {
    const now = Date.now();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) return { allowed: true, count: 0, retryAfterMs: 0 };
    return { allowed: w.count < limit, count: w.count, retryAfterMs: w.resetAt - now };
  }

  async release(key: string): Promise<void> {
    const w = this.windows.get(key);
    if (w && w.count > 0) w.count--;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

/** How long a counter may take before the limiter gives up on Redis for that request. */
const REDIS_LIMIT_TIMEOUT_MS = 1000;

/**
 * Counts one attempt and starts the window on the first, in one step: two replicas, or a crash between
 * the two commands, can never leave a counter without its expiry. Answers `[count, ms left in the window]`.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  ttl = tonumber(ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return { count, ttl }`;

/** Never below zero, never on a window that already ended (DECR would recreate it without an expiry). */
const RELEASE_SCRIPT = "local v = tonumber(redis.call('GET', KEYS[1]) or '0') if v > 0 then redis.call('DECR', KEYS[1]) end return 0";

/**
 * Counters shared by every replica, in Redis. While Redis is unreachable (a restart, a failover) the
 * limits are not counted — the request goes on (fail open) instead of failing the shop with a 500.
 */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'kukki:rl:',
  ) {}

  private async guarded<T>(fn: () => Promise<T>, fallback: T): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        fn(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('redis timeout')), REDIS_LIMIT_TIMEOUT_MS);
        }),
      ]);
    } catch {
      return fallback;
    } finally {
      clearTimeout(timer);
    }
  }

  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    return this.guarded(
      async () => {
        const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, Math.ceil(windowMs))) as [number, number];
        return { allowed: count <= limit, count, retryAfterMs: ttl };
      },
      { allowed: true, count: 0, retryAfterMs: 0 },
    );
  }

  peek(key: string, limit: number): Promise<RateLimitResult> {
    return this.guarded(
      async () => {
        const k = this.prefix + key;
        const [[, raw], [, ttl]] = (await this.redis.multi().get(k).pttl(k).exec()) as [[null, string | null], [null, number]];
        const count = Number(raw ?? 0);
        return { allowed: count < limit, count, retryAfterMs: Math.max(0, ttl) };
      },
      { allowed: true, count: 0, retryAfterMs: 0 },
    );
  }

  async release(key: string): Promise<void> {
    await this.guarded(() => this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key), 0);
  }

  async reset(key: string): Promise<void> {
    await this.guarded(() => this.redis.del(this.prefix + key), 0);
  }
}
