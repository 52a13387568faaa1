export interface JobOptions {
  /** Deduplicates: a job with an id already queued or running is not added twice. */
  jobId?: string;
  delayMs?: number;
  attempts?: number;
  /** Repeat every N ms (e.g. reconciliation sweeps). */
  everyMs?: number;
}

export type JobHandler<T> = (data: T, attempt: number) => Promise<void>;

export interface JobQueue<T = unknown> {
  add(name: string, data: T, options?: JobOptions): Promise<void>;
  /** Registers the worker; failed jobs retry with exponential backoff up to `attempts`. */
  process(handler: JobHandler<T>, options?: { concurrency?: number; onFailed?: (data: T, err: unknown) => void }): void;
}

export interface Jobs {
  queue<T>(name: string): JobQueue<T>;
  close(): Promise<void>;
}

export const DEFAULT_JOB_ATTEMPTS = 6;
export const backoffMs = (attempt: number, baseMs = 1000) => Math.min(5 * 60_000, baseMs * 2 ** (attempt - 1));
