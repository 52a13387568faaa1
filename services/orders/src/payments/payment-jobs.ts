import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_RUNTIME, startRepeatingSweep, streamQueueName, type JobQueue, type Runtime, type ServiceJob } from '@kukki/platform';
import { ORDERS_CONFIG, type OrdersConfig } from '../config';
import { OrderPaymentsService } from './payments.service';

/** The reconciliation sweep of unpaid orders (BullMQ / in-process twin). */
@Injectable()
export class PaymentJobs implements ServiceJob {
  private readonly sweeps: JobQueue<Record<string, never>>;

  constructor(
    @Inject(SERVICE_RUNTIME) runtime: Runtime,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
    private readonly payments: OrderPaymentsService,
  ) {
    this.sweeps = runtime.jobs.queue(streamQueueName(runtime.env, 'orders.payment-reconcile'));
  }

  /** Started by the service lifecycle; PAYMENTS_RECONCILE_EVERY_MS (orders config) sets the sweep, 0 turns it off. */
  start(): Promise<void> {
    return startRepeatingSweep(this.sweeps, { jobId: 'orders-payment-reconcile', everyMs: this.config.reconcileEveryMs }, () =>
      this.payments.reconcile(),
    );
  }
}
