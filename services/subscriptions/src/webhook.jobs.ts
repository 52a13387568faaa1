import { Inject, Injectable } from '@nestjs/common';
import type { SubscriptionWebhook } from '@kukki/contracts';
import { SERVICE_LOGGER, SERVICE_RUNTIME, type JobQueue, type Logger, type Runtime, type ServiceJob } from '@kukki/platform';
import { LifecycleService, type WebhookOutcome } from './lifecycle.service';

export const WEBHOOK_QUEUE = 'subscriptions.webhooks';
export const SWEEP_QUEUE = 'subscriptions.sweep';
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Notifications are applied right away; when Mercado Pago cannot be reached the notification goes
 * to a job that retries with backoff, so the webhook still answers 200 and nothing is lost.
 * An hourly sweep finishes prepaid enrolments whose last delivery has passed.
 */
@Injectable()
export class WebhookJobs implements ServiceJob {
  private readonly queue: JobQueue<SubscriptionWebhook>;
  private readonly sweep: JobQueue<Record<string, never>>;

  constructor(
    private readonly lifecycle: LifecycleService,
    @Inject(SERVICE_RUNTIME) runtime: Runtime,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {
    this.queue = runtime.jobs.queue<SubscriptionWebhook>(WEBHOOK_QUEUE);
    this.sweep = runtime.jobs.queue<Record<string, never>>(SWEEP_QUEUE);
  }

  /** Started by the service lifecycle, after the consumers. */
  async start(): Promise<void> {
    this.queue.process(async (note) => {
      await this.lifecycle.apply(note);
    });
    this.sweep.process(async () => {
      await this.lifecycle.finishCompleted();
    });
    await this.sweep.add('finish-completed', {}, { jobId: 'subscriptions-finish-completed', everyMs: SWEEP_EVERY_MS });
  }

  async receive(note: SubscriptionWebhook): Promise<WebhookOutcome & { queued?: boolean }> {
    try {
      return await this.lifecycle.apply(note);
    } catch (err) {
      // Mercado Pago does not know that id: a retry cannot help (a forged or foreign notification).
      if ((err as { status?: number }).status === 404) return { handled: false };
      this.logger.warn({ err, note }, 'subscription notification not applied yet; retrying in a job');
      await this.queue.add('notification', note, { jobId: `${note.type}-${note.dataId}-${Date.now()}` });
      return { handled: false, queued: true };
    }
  }
}
