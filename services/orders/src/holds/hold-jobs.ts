import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_RUNTIME, startRepeatingSweep, type JobQueue, type Runtime, type ServiceJob } from '@kukki/platform';
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
    // Scoped like the event stream, so test compositions sharing one Redis never take each other's jobs.
    const stream = runtime.env.EVENT_STREAM;
    this.sweeps = runtime.jobs.queue(stream === 'KUKKI_EVENTS' ? 'orders.holds-sweep' : `orders.holds-sweep.${stream}`);
  }

  start(): Promise<void> {
    return startRepeatingSweep(this.sweeps, { jobId: 'orders-holds-sweep', everyMs: this.config.holdSweepEveryMs }, () =>
      this.holds.releaseExpired(),
    );
  }
}
