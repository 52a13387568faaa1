import { ClientNats, NatsContext, type CustomTransportStrategy, type NatsOptions, type WritePacket } from '@nestjs/microservices';
import { ERRORS, type ServiceError } from '@kukki/contracts';
import { connect, JSONCodec, type Msg, type NatsConnection, type NatsError, type Subscription } from 'nats';
import { RequestContextServer } from './request-context';

type NatsConfig = Required<NatsOptions>['options'];

/** The reply when a subject reaches a replica without its handler: the service is not there, as a structured 503. */
const NO_HANDLER: ServiceError = { status: 503, message: ERRORS.unavailable };
const json = JSONCodec<{ id?: string; data?: unknown }>();

/**
 * NATS request/reply with an optional subject namespace (`NATS_SUBJECT_PREFIX`), so that several
 * compositions — parallel test suites, two shops on one NATS — never answer each other's requests.
 * With an empty prefix the subjects are exactly `<service>.<noun>.<verb>`. Every handler subscribes
 * in a queue group (the service name, or its own `queue` extra), so replicas share the work and a
 * request is answered once. The reply packets are Nest's own (`{ id, response | err, isDisposed }`,
 * JSON): `ClientNats` reads them unchanged.
 */
export class NamespacedNatsServer extends RequestContextServer implements CustomTransportStrategy {
  private connection: NatsConnection | null = null;
  private subscriptions: Subscription[] = [];
  /** Requests taken and not yet answered: closing waits for them. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly natsOptions: NatsConfig,
    private readonly prefix: string,
  ) {
    super();
  }

  async listen(callback: (err?: unknown) => void): Promise<void> {
    try {
      this.connection = await connect(this.natsOptions);
    } catch (err) {
      callback(err);
      return;
    }
    for (const [channel, handler] of this.getHandlers()) {
      const queue = (handler.extras?.queue as string | undefined) ?? this.natsOptions.queue;
      const subscription = this.connection.subscribe(`${this.prefix}${channel}`, {
        queue,
        callback: (err, msg) => this.track(this.onMessage(channel, err, msg)),
      });
      this.subscriptions.push(subscription);
    }
    callback();
  }

  /** Drains: no new requests are taken, those in hand are answered, then the connection closes. */
  async close(): Promise<void> {
    const connection = this.connection;
    const subscriptions = this.subscriptions;
    this.connection = null;
    this.subscriptions = [];
    if (!connection || connection.isClosed()) return;
    await Promise.all(subscriptions.map((s) => s.drain().catch(() => undefined)));
    await Promise.allSettled([...this.inFlight]);
    await connection.drain();
  }

  on(): void {
    /* connection status is watched by the runtime's own NATS connection */
  }

  unwrap<T>(): T {
    if (!this.connection) throw new Error('The NATS server is not listening');
    return this.connection as T;
  }

  private track(work: Promise<void>): void {
    const settled: Promise<void> = work
      .catch((e: unknown) => {
        this.logger.error(e);
      })
      .finally(() => this.inFlight.delete(settled));
    this.inFlight.add(settled);
  }

  /** Settles once the request's last reply packet is published (or at once for events and failures). */
  private async onMessage(channel: string, err: NatsError | null, msg: Msg): Promise<void> {
    if (err) {
      this.logger.error(err);
      return;
    }
    const context = new NatsContext([msg.subject, msg.headers]);
    const { id, data } = json.decode(msg.data);
    if (id === undefined) {
      await this.handleEvent(channel, { pattern: channel, data }, context);
      return;
    }
    const handler = this.getHandlerByPattern(channel);
    await new Promise<void>((answered, failed) => {
      const respond = (reply: WritePacket) => {
        if (msg.reply) msg.respond(json.encode({ ...reply, id }));
        if (reply.isDisposed) answered();
      };
      if (!handler) return respond({ err: NO_HANDLER, isDisposed: true });
      Promise.resolve(handler(data, context)).then((result) => this.send(this.transformToObservable(result), respond), failed);
    });
  }
}

export class NamespacedNatsClient extends ClientNats {
  constructor(
    options: NatsConfig,
    private readonly prefix: string,
  ) {
    super(options);
  }

  protected override normalizePattern(pattern: Parameters<ClientNats['normalizePattern']>[0]): string {
    return `${this.prefix}${super.normalizePattern(pattern)}`;
  }
}
