import type { Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { jobQueueJobs } from '../ops/metrics';
import { DEFAULT_JOB_ATTEMPTS, type JobHandler, type JobOptions, type JobQueue, type Jobs } from './job-queue';

/** bullmq, loaded when a queue is first made: a process without queues (the gateway) starts without it. */
const bullmq = () => require('bullmq') as typeof import('bullmq');

function connectionFrom(redisUrl: string) {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password || undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : undefined,
    maxRetriesPerRequest: null,
  };
}

class BullQueue<T> implements JobQueue<T> {
  private readonly queue: Queue;
  worker?: Worker;
  /** The repeating jobs this process registered, re-asserted by the watchdog (Redis may lose them). */
  private readonly schedules = new Map<string, { name: string; data: T; options: JobOptions }>();

  constructor(
    private readonly name: string,
    private readonly connection: ReturnType<typeof connectionFrom>,
    private readonly prefix: string,
    private readonly logger: Logger,
    private readonly baseBackoffMs: number,
  ) {
    this.queue = new (bullmq().Queue)(name, { connection, prefix });
  }

  async add(name: string, data: T, options: JobOptions = {}): Promise<void> {
    if (options.everyMs) this.schedules.set(`${name}:${options.jobId ?? ''}`, { name, data, options });
    await this.enqueue(name, data, options);
  }

  private async enqueue(name: string, data: T, options: JobOptions): Promise<void> {
    await this.queue.add(name, data, {
      jobId: options.jobId,
      delay: options.delayMs,
      attempts: options.attempts ?? DEFAULT_JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: this.baseBackoffMs },
      removeOnComplete: 1000,
      removeOnFail: 5000,
      ...(options.everyMs ? { repeat: { every: options.everyMs } } : {}),
    });
  }

  process(handler: JobHandler<T>, options: { concurrency?: number; onFailed?: (data: T, err: unknown) => void } = {}): void {
    this.worker = new (bullmq().Worker)(this.name, async (job) => handler(job.data as T, job.attemptsMade + 1), {
      connection: this.connection,
      prefix: this.prefix,
      concurrency: options.concurrency ?? 1,
    });
    this.worker.on('failed', (job, err) => {
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1);
      this.logger[final ? 'error' : 'warn'](
        { err, queue: this.name, job: job.name, attempt: job.attemptsMade },
        final ? 'job failed for good' : 'job failed; retrying',
      );
      if (final) options.onFailed?.(job.data as T, err);
    });
    this.worker.on('error', (err) => this.logger.warn({ err, queue: this.name }, 'job worker error'));
  }

  /**
   * Registers this process's repeating jobs again: after Redis lost its data (a restart without
   * persistence, a failover, a flush) they would otherwise never run until the process restarts.
   * Adding an existing schedule is harmless (same repeat key, same next run).
   */
  async reassertSchedules(): Promise<void> {
    for (const { name, data, options } of this.schedules.values()) {
      await this.enqueue(name, data, options).catch((err: unknown) =>
        this.logger.warn({ err, queue: this.name }, 'could not re-assert a schedule'),
      );
    }
  }

  /** Refreshes the queue-depth gauge (called periodically). */
  async sample(): Promise<void> {
    const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
    for (const [state, n] of Object.entries(counts)) jobQueueJobs.set({ queue: this.name, state }, n);
  }

  async close() {
    await this.worker?.close();
    await this.queue.close();
  }
}

/** BullMQ on Redis: jobs survive process restarts and are shared by replicas. */
export class BullJobs implements Jobs {
  private readonly queues = new Map<string, BullQueue<unknown>>();
  private readonly connection: ReturnType<typeof connectionFrom>;
  private readonly sampler: NodeJS.Timeout;
  private readonly watchdog: NodeJS.Timeout;

  /** `scheduleWatchdogMs`: how often the repeating jobs are re-asserted (default 15 s). */
  constructor(
    redisUrl: string,
    private readonly logger: Logger,
    private readonly prefix = 'kukki',
    private readonly baseBackoffMs = 1000,
    scheduleWatchdogMs = 15_000,
  ) {
    this.connection = connectionFrom(redisUrl);
    this.sampler = setInterval(() => {
      for (const q of this.queues.values()) q.sample().catch(() => undefined);
    }, 15_000);
    this.sampler.unref();
    this.watchdog = setInterval(() => {
      for (const q of this.queues.values()) void q.reassertSchedules();
    }, scheduleWatchdogMs);
    this.watchdog.unref();
  }

  queue<T>(name: string): JobQueue<T> {
    if (!this.queues.has(name)) this.queues.set(name, new BullQueue(name, this.connection, this.prefix, this.logger, this.baseBackoffMs));
    return this.queues.get(name) as unknown as JobQueue<T>;
  }

  async close(): Promise<void> {
    clearInterval(this.sampler);
    clearInterval(this.watchdog);
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
  }
}
