import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import pino from 'pino';
import { eventually } from '../testing/eventually';
import { BullJobs } from './bullmq-jobs';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Redis can lose its data (a restart without persistence, a failover, a flush). A repeating job
 * (payment reconciliation, the e-mail sweeper, pruning) must not stop for good until the process
 * restarts: the watchdog registers the process's schedules again. (Embedded jobs live in the process.)
 */
describe('repeating jobs after Redis lost its data (BullMQ)', () => {
  const prefix = `kukki-test-${randomBytes(4).toString('hex')}`;
  const redis = new Redis(REDIS_URL);
  const jobs = new BullJobs(REDIS_URL, pino({ level: 'silent' }), prefix, 20, 300);

  afterAll(async () => {
    await jobs.close();
    await redis.quit();
  });

  /** Deletes every key of this shop's jobs, as a Redis restart without persistence would. */
  async function loseRedisData(): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  it('runs again on schedule once the watchdog re-asserted it', async () => {
    let runs = 0;
    const sweeps = jobs.queue<Record<string, never>>('sweeper');
    sweeps.process(async () => {
      runs++;
    });
    await sweeps.add('sweep', {}, { everyMs: 250, jobId: 'sweeper' });
    await eventually(async () => expect(runs).toBeGreaterThanOrEqual(2), { timeoutMs: 15_000 });
    await loseRedisData();
    const before = runs;
    await eventually(async () => expect(runs).toBeGreaterThanOrEqual(before + 3), { timeoutMs: 15_000 });
    // Once: re-asserting an existing schedule never doubles it.
    const schedules = await redis.zcard(`${prefix}:sweeper:repeat`);
    expect(schedules).toBe(1);
  });
});
