import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { eventually } from '../testing/eventually';
import { BullJobs } from './bullmq-jobs';
import { InProcessJobs } from './in-process-jobs';
import type { Jobs } from './job-queue';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const logger = pino({ level: 'silent' });
const BACKOFF_MS = 20;

/** The two job adapters behind one interface: the same suite runs against each. */
const ADAPTERS: Array<[string, () => Jobs]> = [
  ['in-process', () => new InProcessJobs(logger, BACKOFF_MS)],
  ['BullMQ', () => new BullJobs(REDIS_URL, logger, `kukki-test-${randomBytes(4).toString('hex')}`, BACKOFF_MS)],
];

describe.each(ADAPTERS)('job queue (%s)', (_name, create) => {
  let jobs: Jobs;
  let queueSeq = 0;
  const queueName = () => `probe-${++queueSeq}`;

  beforeEach(() => {
    jobs = create();
  });
  afterEach(() => jobs.close());

  it('runs every added job once with its data, in the order added (concurrency 1)', async () => {
    const queue = jobs.queue<{ n: number }>(queueName());
    const seen: number[] = [];
    queue.process(async ({ n }) => void seen.push(n));
    for (const n of [1, 2, 3]) await queue.add('probe', { n });
    await eventually(() => expect(seen).toEqual([1, 2, 3]));
  });

  it('jobs added before the worker starts wait for it', async () => {
    const queue = jobs.queue<{ n: number }>(queueName());
    await queue.add('probe', { n: 7 });
    const seen: number[] = [];
    queue.process(async ({ n }) => void seen.push(n));
    await eventually(() => expect(seen).toEqual([7]));
  });

  it('retries a failing job with its attempt number, then succeeds', async () => {
    const queue = jobs.queue<{ n: number }>(queueName());
    const attempts: number[] = [];
    queue.process(async (_data, attempt) => {
      attempts.push(attempt);
      if (attempt < 3) throw new Error(`intento ${attempt}`);
    });
    await queue.add('probe', { n: 1 }, { attempts: 5 });
    await eventually(() => expect(attempts).toEqual([1, 2, 3]));
  });

  it('gives up after `attempts` and reports the failure once', async () => {
    const queue = jobs.queue<{ n: number }>(queueName());
    const failed: Array<{ n: number }> = [];
    let runs = 0;
    queue.process(
      async () => {
        runs++;
        throw new Error('siempre falla');
      },
      { onFailed: (data) => void failed.push(data) },
    );
    await queue.add('probe', { n: 9 }, { attempts: 2 });
    await eventually(() => expect(failed).toEqual([{ n: 9 }]));
    expect(runs).toBe(2);
  });

  it('does not add a job whose id is already queued', async () => {
    const queue = jobs.queue<{ n: number }>(queueName());
    await queue.add('probe', { n: 1 }, { jobId: 'same', delayMs: 200 });
    await queue.add('probe', { n: 2 }, { jobId: 'same', delayMs: 200 });
    await queue.add('probe', { n: 3 });
    const seen: number[] = [];
    queue.process(async ({ n }) => void seen.push(n));
    // Positive signal: the delayed job ran (after the undelayed one); its duplicate never did.
    await eventually(() => expect(seen).toContain(1));
    expect(seen).toEqual([3, 1]);
  });

  it('runs a delayed job only after its delay', async () => {
    const queue = jobs.queue<{ at: number }>(queueName());
    const ranAfter: number[] = [];
    queue.process(async ({ at }) => void ranAfter.push(Date.now() - at));
    await queue.add('probe', { at: Date.now() }, { delayMs: 300 });
    await eventually(() => expect(ranAfter).toHaveLength(1));
    expect(ranAfter[0]).toBeGreaterThanOrEqual(250);
  });
});
