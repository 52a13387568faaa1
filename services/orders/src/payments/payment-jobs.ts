import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_RUNTIME, type JobQueue, type Runtime, type ServiceJob } from '@kukki/platform';
import { ORDERS_CONFIG, type OrdersConfig } from '../config';
import { OrderPaymentsService } from './payments.service';

/**
 * Queue names, scoped like the event stream: the test compositions that share one Redis never take
 * each other's jobs (production uses the plain names).
 */
export function paymentQueueName(runtime: Runtime, base: string): string {
  const stream = runtime.env.EVENT_STREAM;
  return stream === 'KUKKI_EVENTS' ? base : `${base}.${stream}`;
}

/** The payment jobs (BullMQ / in-process twin): notifications to apply and the reconciliation sweep. */
@Injectable()
export class PaymentJobs implements ServiceJob {
  private readonly notifications: JobQueue<{ paymentId: string }>;
  private readonly sweeps: JobQueue<Record<string, never>>;

  constructor(
    @Inject(SERVICE_RUNTIME) runtime: Runtime,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
    private readonly payments: OrderPaymentsService,
  ) {
    this.notifications = runtime.jobs.queue(paymentQueueName(runtime, 'orders.payment-notifications'));
    this.sweeps = runtime.jobs.queue(paymentQueueName(runtime, 'orders.payment-reconcile'));
  }

  /** Started by the service lifecycle; PAYMENTS_RECONCILE_EVERY_MS (orders config) sets the sweep, 0 turns it off. */
  async start(): Promise<void> {
    this.notifications.process(({ paymentId }) => this.payments.processPayment(paymentId), { concurrency: 2 });
    this.sweeps.process(async () => {
      await this.payments.reconcile();
    });
    const every = this.config.reconcileEveryMs;
    if (every > 0) await this.sweeps.add('sweep', {}, { everyMs: every, jobId: 'orders-payment-reconcile', attempts: 1 });
  }

  /** Queues a notified payment; the webhook answers as soon as this returns. */
  enqueue(paymentId: string): Promise<void> {
    return this.notifications.add('payment', { paymentId });
  }
}
