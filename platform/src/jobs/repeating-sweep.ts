import type { JobQueue } from './job-queue';

/**
 * Makes `queue` run `sweep` every `everyMs` as one repeatable job (`jobId`), never retried: the next
 * run sweeps again. `everyMs` 0 registers the worker and schedules nothing.
 */
export async function startRepeatingSweep(
  queue: JobQueue<Record<string, never>>,
  { jobId, everyMs }: { jobId: string; everyMs: number },
  sweep: () => Promise<unknown>,
): Promise<void> {
  queue.process(async () => {
    await sweep();
  });
  if (everyMs > 0) await queue.add('sweep', {}, { everyMs, jobId, attempts: 1 });
}
