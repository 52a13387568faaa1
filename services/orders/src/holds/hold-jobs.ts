import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_RUNTIME, streamQueueName, type JobQueue, type Runtime, type ServiceJob } from '@kukki/platform';
import { ORDERS_CONFIG, type OrdersConfig } from '../config';
import { HoldsService } from './holds.service';

/** The repeating sweep that gives back expired holds (UNPAID_HOLD_SWEEP_EVERY_MS; 0 turns it off). */
@Injectable()
export class HoldJobs implements ServiceJob {
  private readonly sweeps: JobQueue<Record<string, never>>;

  constructor(
    @Inject(SERVICE_RUNTIME) runtime: Runtime,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
    private readonly holds: HoldsService,
  ) {
    this.sweeps = runtime.jobs.queue(streamQueueName(runtime.env, 'orders.holds-sweep'));
  }

  async start(): Promise<void> {
    this.sweeps.process(async () => {
      await this.holds.releaseExpired();
    });
    const every = this.config.holdSweepEveryMs;
    if (every > 0) await this.sweeps.add('sweep', {}, { everyMs: every, jobId: 'orders-holds-sweep', attempts: 1 });
  }
}
