import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_RUNTIME, startRepeatingSweep, streamQueueName, type JobQueue, type Runtime, type ServiceJob } from '@kukki/platform';
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

  start(): Promise<void> {
    return startRepeatingSweep(this.sweeps, { jobId: 'orders-holds-sweep', everyMs: this.config.holdSweepEveryMs }, () =>
      this.holds.releaseExpired(),
    );
  }
}
