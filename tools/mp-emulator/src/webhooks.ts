import { randomUUID } from 'node:crypto';
import { signWebhook } from '@kukki/platform';
import { COLLECTOR_ID } from './shapes';
import type { EmulatorStore } from './store';
import type { WebhookDelivery } from './types';

export type NotificationType = 'payment' | 'subscription_preapproval' | 'subscription_authorized_payment';

export interface Notification {
  type: NotificationType;
  /** e.g. 'payment.created', 'payment.updated', 'updated'. */
  action: string;
  dataId: string;
}

export interface WebhookOptions {
  secret: string;
  /** Delays of the retries after a failed delivery (Mercado Pago retries too). Default [2000, 10000]. */
  retriesMs?: number[];
  timeoutMs?: number;
  log?: (msg: string, extra?: Record<string, unknown>) => void;
}

/**
 * Sends signed notifications the way Mercado Pago does: POST to the notification URL with
 * `?data.id=…&type=…`, headers `x-signature: ts=<ms>,v1=<hmac>` and `x-request-id`, body
 * `{ action, api_version, data: { id }, date_created, id, live_mode, type, user_id }`.
 */
export class WebhookSender {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly store: EmulatorStore,
    private readonly options: WebhookOptions,
  ) {}

  /** Delivers once now (awaited, so callers see the outcome) and retries in the background on failure. */
  async send(url: string | null | undefined, n: Notification): Promise<WebhookDelivery | null> {
    if (!url) return null;
    const delivery = await this.deliver(url, n);
    if (!ok(delivery)) this.retry(url, n, 0);
    return delivery;
  }

  private retry(url: string, n: Notification, attempt: number) {
    const delays = this.options.retriesMs ?? [2000, 10_000];
    if (attempt >= delays.length) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.deliver(url, n).then((d) => {
        if (!ok(d)) this.retry(url, n, attempt + 1);
      });
    }, delays[attempt]);
    timer.unref();
    this.timers.add(timer);
  }

  private async deliver(url: string, n: Notification): Promise<WebhookDelivery> {
    const requestId = randomUUID();
    const target = new URL(url);
    target.searchParams.set('data.id', n.dataId);
    target.searchParams.set('type', n.type);
    const body = {
      action: n.action,
      api_version: 'v1',
      data: { id: n.dataId },
      date_created: new Date().toISOString(),
      id: Math.floor(1e10 + Math.random() * 9e10),
      live_mode: false,
      type: n.type,
      user_id: COLLECTOR_ID,
    };
    const delivery: WebhookDelivery = {
      id: requestId,
      url: target.toString(),
      type: n.type,
      action: n.action,
      dataId: n.dataId,
      status: null,
      error: null,
      at: body.date_created,
    };
    try {
      const res = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          'x-signature': signWebhook({ dataId: n.dataId, requestId, secret: this.options.secret }),
          'user-agent': 'MercadoPago WebHook v1.0 payment',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      delivery.status = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch (err) {
      delivery.error = (err as Error).message;
    }
    this.store.logWebhook(delivery);
    this.options.log?.('webhook sent', {
      url: delivery.url,
      type: n.type,
      action: n.action,
      dataId: n.dataId,
      status: delivery.status,
      error: delivery.error,
    });
    return delivery;
  }

  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}

const ok = (d: WebhookDelivery) => d.status !== null && d.status >= 200 && d.status < 300;
