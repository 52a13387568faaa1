import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_RUNTIME, type JobQueue, type Runtime, type ServiceJob } from '@kukki/platform';
import { LifecycleService } from './lifecycle.service';

export const SWEEP_QUEUE = 'subscriptions.sweep';
const SWEEP_EVERY_MS = 60 * 60_000;

/** An hourly sweep finishes prepaid enrolments whose last delivery has passed. */
@Injectable()
export class SweepJobs implements ServiceJob {
  private readonly sweep: JobQueue<Record<string, never>>;

  constructor(
    private readonly lifecycle: LifecycleService,
    @Inject(SERVICE_RUNTIME) runtime: Runtime,
  ) {
    this.sweep = runtime.jobs.queue<Record<string, never>>(SWEEP_QUEUE);
  }

  /** Started by the service lifecycle, after the consumers. */
  async start(): Promise<void> {
    this.sweep.process(async () => {
      await this.lifecycle.finishCompleted();
    });
    await this.sweep.add('finish-completed', {}, { jobId: 'subscriptions-finish-completed', everyMs: SWEEP_EVERY_MS });
  }
}
