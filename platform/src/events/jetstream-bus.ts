import {
  AckPolicy,
  DeliverPolicy,
  JSONCodec,
  RetentionPolicy,
  StorageType,
  nanos,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type NatsConnection,
} from 'nats';
import { EVENT_STREAM, EVENT_SUBJECT_PREFIX, type EventEnvelope } from '@kukki/contracts';
import type { Logger } from 'pino';
import type { EventBus, EventHandler } from './event-bus';

const codec = JSONCodec<EventEnvelope>();

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

  async subscribe(consumer: string, handler: EventHandler): Promise<void> {
    await this.ensureStream();
    const jsm = await this.manager();
    try {
      await jsm.consumers.info(this.stream, consumer);
    } catch {
      await jsm.consumers.add(this.stream, {
        durable_name: consumer,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: `${this.prefix}>`,
        ack_wait: nanos(30_000),
        max_deliver: -1,
      });
    }
    const messages = await (await this.js.consumers.get(this.stream, consumer)).consume({ max_messages: 64 });
    this.subscriptions.push(messages);
    this.loops.push(
      (async () => {
        for await (const m of messages) {
          let envelope: EventEnvelope;
          try {
            envelope = codec.decode(m.data);
          } catch {
            this.logger.error({ subject: m.subject }, 'undecodable event dropped');
            m.term();
            continue;
          }
          try {
            await handler(envelope);
            m.ack();
          } catch (err) {
            const delay = Math.min(60_000, 1000 * 2 ** Math.min(m.info.redeliveryCount, 6));
            this.logger.warn({ err, type: envelope.type, id: envelope.id, consumer }, 'event handler failed; will retry');
            m.nak(delay);
          }
        }
      })(),
    );
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
