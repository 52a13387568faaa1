import type { Logger } from 'pino';
import { backoffMs, DEFAULT_JOB_ATTEMPTS, type JobHandler, type JobOptions, type JobQueue, type Jobs } from './job-queue';

interface Pending<T> {
  name: string;
  data: T;
  attempt: number;
  attempts: number;
  jobId?: string;
}

/** The embedded twin of BullMQ: same retries and backoff, timers instead of Redis. */
class InProcessQueue<T> implements JobQueue<T> {
  private handler?: JobHandler<T>;
  private onFailed?: (data: T, err: unknown) => void;
  private readonly backlog: Pending<T>[] = [];
  private readonly activeIds = new Set<string>();
  private running = 0;
  private concurrency = 1;

  constructor(
    private readonly queueName: string,
    private readonly timers: Set<NodeJS.Timeout>,
    private readonly logger: Logger,
    private readonly baseBackoffMs: number,
  ) {}

  async add(name: string, data: T, options: JobOptions = {}): Promise<void> {
    if (options.jobId && this.activeIds.has(options.jobId)) return;
    if (options.jobId) this.activeIds.add(options.jobId);
    const job: Pending<T> = { name, data, attempt: 1, attempts: options.attempts ?? DEFAULT_JOB_ATTEMPTS, jobId: options.jobId };
    if (options.everyMs) {
      const timer = setInterval(() => this.enqueue({ ...job, jobId: undefined }), options.everyMs);
      timer.unref();
      this.timers.add(timer);
      return;
    }
    this.schedule(job, options.delayMs ?? 0);
  }

  process(handler: JobHandler<T>, options: { concurrency?: number; onFailed?: (data: T, err: unknown) => void } = {}): void {
    this.handler = handler;
    this.onFailed = options.onFailed;
    this.concurrency = options.concurrency ?? 1;
    this.drain();
  }

  private schedule(job: Pending<T>, delayMs: number) {
    if (delayMs <= 0) return this.enqueue(job);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.enqueue(job);
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  private enqueue(job: Pending<T>) {
    this.backlog.push(job);
    this.drain();
  }

  private drain() {
    while (this.handler && this.running < this.concurrency && this.backlog.length) {
      const job = this.backlog.shift()!;
      this.running++;
      void this.run(job).finally(() => {
        this.running--;
        this.drain();
      });
    }
  }

  private async run(job: Pending<T>) {
    try {
      await this.handler!(job.data, job.attempt);
      if (job.jobId) this.activeIds.delete(job.jobId);
    } catch (err) {
      if (job.attempt < job.attempts) {
        this.logger.warn({ err, queue: this.queueName, job: job.name, attempt: job.attempt }, 'job failed; retrying');
        this.schedule({ ...job, attempt: job.attempt + 1 }, backoffMs(job.attempt, this.baseBackoffMs));
      } else {
        if (job.jobId) this.activeIds.delete(job.jobId);
        this.logger.error({ err, queue: this.queueName, job: job.name }, 'job failed for good');
        this.onFailed?.(job.data, err);
      }
    }
  }
}

export class InProcessJobs implements Jobs {
  private readonly queues = new Map<string, InProcessQueue<unknown>>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly logger: Logger,
    private readonly baseBackoffMs = 1000,
  ) {}

  queue<T>(name: string): JobQueue<T> {
    if (!this.queues.has(name)) this.queues.set(name, new InProcessQueue(name, this.timers, this.logger, this.baseBackoffMs));
    return this.queues.get(name) as unknown as JobQueue<T>;
  }

  async close(): Promise<void> {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}
