import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { EVENTS, type EventEnvelope, type OrderEvent } from '@kukki/contracts';
import {
  newId,
  SERVICE_DATABASE,
  SERVICE_RUNTIME,
  ServiceEvents,
  type DatabaseHandle,
  type EventConsumer,
  type Executor,
  type Runtime,
  type ServiceJob,
} from '@kukki/platform';
import { whatsappMessages, whatsappOptOuts } from '../db/schema';
import { statusAnnouncementSource } from '../events/status-announcement';
import { CloudApiWhatsAppSender } from './cloud-api';
import { DevWhatsAppTwin } from './dev-twin';
import { whatsAppDraftFor } from './messages';
import type { WhatsAppSender } from './port';

export const WHATSAPP_SENDER = Symbol('WHATSAPP_SENDER');
const CONSUMER = 'notifications-whatsapp';
const MAX_ATTEMPTS = 5;
const EVERY_MS = 1000;

/**
 * WHATSAPP_TOKEN + WHATSAPP_PHONE_NUMBER_ID: the Business Cloud API; otherwise, outside production,
 * the development twin in DATA_DIR/whatsapp (shown at /dev/whatsapp); in production without them, none.
 */
export function whatsAppSenderFor(runtime: Runtime, env: NodeJS.ProcessEnv = process.env): WhatsAppSender | null {
  if (env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID)
    return new CloudApiWhatsAppSender({
      token: env.WHATSAPP_TOKEN,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      apiUrl: env.WHATSAPP_API_URL,
    });
  if (runtime.production) return null;
  return new DevWhatsAppTwin(env.DEV_WHATSAPP_DIR || path.join(runtime.dataDir, 'whatsapp'));
}

const UPDATE_EVENTS = [
  EVENTS.orderPaid,
  EVENTS.orderCancelled,
  EVENTS.orderStatusChanged,
  EVENTS.orderPaymentPending,
  EVENTS.orderRefunded,
  EVENTS.orderRefundRecorded,
];

/** Each order update of an opted-in customer becomes one message row (once per event id and template; a status once per order). */
@Injectable()
export class WhatsAppUpdates implements EventConsumer {
  constructor(private readonly events: ServiceEvents) {}

  subscribe() {
    const record = async (event: EventEnvelope, tx: Executor) => {
      const draft = whatsAppDraftFor(event);
      if (!draft) return;
      // A status is announced once per order, however often the order passes through it.
      const source = event.type === EVENTS.orderStatusChanged ? statusAnnouncementSource((event.data as OrderEvent).order._id) : event.id;
      await tx
        .insert(whatsappMessages)
        .values({ id: newId(), idempotencyKey: `${source}:${draft.template}`, ...draft })
        .onConflictDoNothing();
    };
    return this.events.consume(Object.fromEntries(UPDATE_EVENTS.map((type) => [type, record])), CONSUMER);
  }
}

/** Sends pending rows at least once (retried up to 5 times), skipping phones that opted out. */
@Injectable()
export class WhatsAppDispatcher implements ServiceJob {
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  /** The pass in flight, awaited by `stop` so none runs on a closed database. */
  private pass: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(SERVICE_DATABASE) private readonly handle: DatabaseHandle,
    @Inject(SERVICE_RUNTIME) private readonly runtime: Runtime,
    @Inject(WHATSAPP_SENDER) private readonly sender: WhatsAppSender | null,
  ) {}

  async start(): Promise<void> {
    if (!this.sender) return;
    this.timer = setInterval(() => {
      // A tick while a pass runs leaves it be: `pass` keeps naming the one in flight, which `stop` awaits.
      if (this.running) return;
      // A pass that fails (the database restarting) is logged; the next one retries what is still pending.
      this.pass = this.sendPending().catch((err) => this.runtime.logger('notifications').warn({ err }, 'WhatsApp pass failed'));
    }, EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.pass;
  }

  /** One pass over the pending messages (oldest first). */
  async sendPending(): Promise<number> {
    if (!this.sender || this.running) return 0;
    this.running = true;
    const db = this.handle.db;
    let sent = 0;
    try {
      const pending = await db
        .select()
        .from(whatsappMessages)
        .where(and(eq(whatsappMessages.status, 'pendiente'), lt(whatsappMessages.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(whatsappMessages.createdAt))
        .limit(20);
      for (const m of pending) {
        const [stopped] = await db.select().from(whatsappOptOuts).where(eq(whatsappOptOuts.phone, m.to)).limit(1);
        if (stopped) {
          await db.update(whatsappMessages).set({ status: 'omitido' }).where(eq(whatsappMessages.id, m.id));
          continue;
        }
        try {
          await this.sender.send({ idempotencyKey: m.idempotencyKey, to: m.to, template: m.template, params: m.params, text: m.text });
          await db
            .update(whatsappMessages)
            .set({ status: 'enviado', sentAt: new Date(), attempts: sql`${whatsappMessages.attempts} + 1` })
            .where(eq(whatsappMessages.id, m.id));
          sent++;
        } catch (err) {
          const last = m.attempts + 1 >= MAX_ATTEMPTS;
          await db
            .update(whatsappMessages)
            .set({
              attempts: m.attempts + 1,
              lastError: String((err as Error).message).slice(0, 500),
              ...(last ? { status: 'fallido' as const } : {}),
            })
            .where(eq(whatsappMessages.id, m.id));
          this.runtime.logger('notifications').warn({ err, id: m.id }, 'WhatsApp message not sent; retried later');
        }
      }
    } finally {
      this.running = false;
    }
    return sent;
  }
}
