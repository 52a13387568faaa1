import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { JobQueue, Runtime } from '@kukki/platform';
import { ORDERS_RUNTIME } from '../tokens';
import { OrderPaymentsService } from './payments.service';

const DEFAULT_SWEEP_EVERY_MS = 60_000;

/**
 * Queue names, scoped like the event stream: the test compositions that share one Redis never take
 * each other's jobs (production uses the plain names).
 */
export function paymentQueueName(runtime: Runtime, base: string): string {
  const stream = runtime.env.EVENT_STREAM;
  return stream === 'KUKKI_EVENTS' ? base : `${base}.${stream}`;
}

/**
 * How often the reconciliation sweep runs (each order is still only checked 10 minutes after its
 * preference and then hourly). PAYMENTS_RECONCILE_EVERY_MS; 0 disables it. Off by default in tests.
 */
export function sweepEveryMs(runtime: Runtime, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PAYMENTS_RECONCILE_EVERY_MS;
  if (raw !== undefined && raw !== '') return Math.max(0, Number(raw) || 0);
  return runtime.env.NODE_ENV === 'test' ? 0 : DEFAULT_SWEEP_EVERY_MS;
}

/** The payment jobs (BullMQ / in-process twin): notifications to apply and the reconciliation sweep. */
@Injectable()
export class PaymentJobs implements OnModuleInit {
  private readonly notifications: JobQueue<{ paymentId: string }>;
  private readonly sweeps: JobQueue<Record<string, never>>;

  constructor(
    @Inject(ORDERS_RUNTIME) private readonly runtime: Runtime,
    private readonly payments: OrderPaymentsService,
  ) {
    this.notifications = runtime.jobs.queue(paymentQueueName(runtime, 'orders.payment-notifications'));
    this.sweeps = runtime.jobs.queue(paymentQueueName(runtime, 'orders.payment-reconcile'));
  }

  async onModuleInit(): Promise<void> {
    this.notifications.process(({ paymentId }) => this.payments.processPayment(paymentId), { concurrency: 2 });
    this.sweeps.process(async () => {
      await this.payments.reconcile();
    });
    const every = sweepEveryMs(this.runtime);
    if (every > 0) await this.sweeps.add('sweep', {}, { everyMs: every, jobId: 'orders-payment-reconcile', attempts: 1 });
  }

  /** Queues a notified payment; the webhook answers as soon as this returns. */
  enqueue(paymentId: string): Promise<void> {
    return this.notifications.add('payment', { paymentId });
  }
}
