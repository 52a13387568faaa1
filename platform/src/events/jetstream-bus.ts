import {
  AckPolicy,
  DeliverPolicy,
  JSONCodec,
  RetentionPolicy,
  StorageType,
  nanos,
  type ConsumerMessages,
  type JsMsg,
  type JetStreamClient,
  type JetStreamManager,
  type NatsConnection,
} from 'nats';
import { EVENT_STREAM, EVENT_SUBJECT_PREFIX, type EventEnvelope } from '@kukki/contracts';
import type { Logger } from 'pino';
import type { EventBatchHandler, EventBus, EventHandler } from './event-bus';

/** Messages a consumer pulls ahead, and the longest run handed to it at once. */
const RUN_MAX = 64;

const codec = JSONCodec<EventEnvelope>();

/**
 * The subject a consumer of these event types needs: the one type's own subject, else the types' common first
 * tokens with `>` (`payments.payment.updated` and `payments.preapproval.updated`: `payments.>`), else every event.
 * One subject, not a list: `filter_subjects` needs NATS 2.10.
 */
export function subjectFilter(prefix: string, types?: readonly string[]): string {
  if (!types?.length) return `${prefix}>`;
  if (new Set(types).size === 1) return `${prefix}${types[0]}`;
  const [first, ...rest] = types.map((t) => t.split('.'));
  let shared = 0;
  while (shared < first.length - 1 && rest.every((tokens) => tokens[shared] === first[shared])) shared++;
  return shared === 0 ? `${prefix}>` : `${prefix}${first.slice(0, shared).join('.')}.>`;
}

/** Domain events on a JetStream stream with durable, explicitly acknowledged pull consumers. */
export class JetStreamEventBus implements EventBus {
  private readonly subscriptions: ConsumerMessages[] = [];
  private readonly loops: Promise<void>[] = [];
  private streamReady?: Promise<void>;

  constructor(
    private readonly nc: NatsConnection,
    private readonly logger: Logger,
    private readonly stream = EVENT_STREAM,
    private readonly prefix = EVENT_SUBJECT_PREFIX,
    private readonly replicas = 1,
  ) {}

  private get js(): JetStreamClient {
    return this.nc.jetstream();
  }

  private async manager(): Promise<JetStreamManager> {
    return this.nc.jetstreamManager();
  }

  /** Creates the stream once; later calls reuse it. */
  ensureStream(): Promise<void> {
    this.streamReady ??= (async () => {
      const jsm = await this.manager();
      const config = {
        name: this.stream,
        subjects: [`${this.prefix}>`],
        storage: StorageType.File,
        retention: RetentionPolicy.Limits,
        max_age: nanos(7 * 24 * 3600 * 1000),
        duplicate_window: nanos(2 * 60 * 1000),
        num_replicas: this.replicas,
      };
      try {
        await jsm.streams.info(this.stream);
      } catch {
        await jsm.streams.add(config);
      }
    })();
    return this.streamReady;
  }

  async publish(envelope: EventEnvelope): Promise<void> {
    await this.ensureStream();
    // msgID lets JetStream drop a duplicate if the relay publishes the same row twice.
    await this.js.publish(`${this.prefix}${envelope.type}`, codec.encode(envelope), { msgID: envelope.id });
  }

  /**
   * Stores a run of events with the publishes pipelined: one wait for the run instead of one per
   * event. They are sent in order on the one connection, so the stream keeps that order; if any
   * fails, the relay publishes the run again one by one and msgID drops the ones already stored.
   */
  async publishBatch(envelopes: EventEnvelope[]): Promise<void> {
    await this.ensureStream();
    await Promise.all(envelopes.map((e) => this.js.publish(`${this.prefix}${e.type}`, codec.encode(e), { msgID: e.id })));
  }

  async subscribe(consumer: string, handler: EventHandler, batch?: EventBatchHandler, types?: readonly string[]): Promise<void> {
    await this.ensureStream();
    const jsm = await this.manager();
    const filter = subjectFilter(this.prefix, types);
    const existing = await jsm.consumers.info(this.stream, consumer).catch(() => null);
    if (!existing) {
      await jsm.consumers.add(this.stream, {
        durable_name: consumer,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: filter,
        ack_wait: nanos(30_000),
        max_deliver: -1,
      });
    } else if (existing.config.filter_subject !== filter) {
      // A consumer made by an earlier version (every event). A server that cannot change it keeps it: the handlers
      // ignore the other types as before.
      await jsm.consumers
        .update(this.stream, consumer, { filter_subject: filter })
        .catch((err: unknown) => this.logger.warn({ err, consumer, filter }, 'consumer filter not narrowed; it keeps every event'));
    }
    const messages = await (await this.js.consumers.get(this.stream, consumer)).consume({ max_messages: RUN_MAX });
    this.subscriptions.push(messages);
    this.loops.push(this.deliver(consumer, messages, handler, batch));
  }

  /**
   * Hands the messages to the consumer in order. A message that finds the consumer idle goes at
   * once, alone; those that arrive while a run is being handled go together as the next run (one
   * call of a batch handler: one transaction). No more than RUN_MAX wait, so flow control stays
   * with the server.
   */
  private async deliver(consumer: string, messages: ConsumerMessages, handler: EventHandler, batch?: EventBatchHandler): Promise<void> {
    const waiting: JsMsg[] = [];
    let ended = false;
    let wakeHandler: (() => void) | undefined;
    let wakeReader: (() => void) | undefined;
    const reader = (async () => {
      try {
        for await (const m of messages) {
          waiting.push(m);
          wakeHandler?.();
          while (waiting.length >= RUN_MAX) await new Promise<void>((resume) => (wakeReader = resume));
        }
      } finally {
        ended = true;
        wakeHandler?.();
      }
    })();
    // Once stopped, what still waits is left unacknowledged: the server delivers it again.
    while (!ended) {
      if (waiting.length === 0) {
        await new Promise<void>((resume) => (wakeHandler = resume));
        wakeHandler = undefined;
        continue;
      }
      const run = waiting.splice(0, RUN_MAX);
      wakeReader?.();
      wakeReader = undefined;
      await this.handleRun(consumer, run, handler, batch);
    }
    await reader;
  }

  /** A run in one call when the consumer takes runs; one by one otherwise, or when that call failed. */
  private async handleRun(consumer: string, run: JsMsg[], handler: EventHandler, batch?: EventBatchHandler): Promise<void> {
    const decoded: Array<{ m: JsMsg; envelope: EventEnvelope }> = [];
    for (const m of run) {
      try {
        decoded.push({ m, envelope: codec.decode(m.data) });
      } catch {
        this.logger.error({ subject: m.subject }, 'undecodable event dropped');
        m.term();
      }
    }
    if (batch && decoded.length > 1) {
      try {
        await batch(decoded.map((d) => d.envelope));
        for (const { m } of decoded) m.ack();
        return;
      } catch (err) {
        // One by one below: the handler skips what the run already applied.
        this.logger.warn({ err, consumer, events: decoded.length }, 'a run of events failed; delivering it one by one');
      }
    }
    for (const { m, envelope } of decoded) {
      try {
        await handler(envelope);
        m.ack();
      } catch (err) {
        const delay = Math.min(60_000, 1000 * 2 ** Math.min(m.info.redeliveryCount, 6));
        this.logger.warn({ err, type: envelope.type, id: envelope.id, consumer }, 'event handler failed; will retry');
        m.nak(delay);
      }
    }
  }

  tap(listener: EventHandler): () => void {
    // Core NATS sees what JetStream stores: a plain subscription is a live, per-replica fan-out.
    const sub = this.nc.subscribe(`${this.prefix}>`, {
      callback: (err, msg) => {
        if (err) return;
        try {
          listener(codec.decode(msg.data)).catch(() => undefined);
        } catch {
          /* undecodable: ignore */
        }
      },
    });
    return () => sub.unsubscribe();
  }

  async ready(): Promise<void> {
    await this.ensureStream();
  }

  /** Removes the stream and its consumers (tests). */
  async destroy(): Promise<void> {
    const jsm = await this.manager();
    await jsm.streams.delete(this.stream).catch(() => undefined);
  }

  async close(): Promise<void> {
    for (const s of this.subscriptions) s.stop();
    await Promise.allSettled(this.loops);
  }
}
