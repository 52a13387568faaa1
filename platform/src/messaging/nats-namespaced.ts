import { ClientNats, ServerNats, type NatsOptions } from '@nestjs/microservices';
import type { Msg, NatsConnection, NatsError } from 'nats';

type NatsConfig = Required<NatsOptions>['options'];

/**
 * NATS request/reply with an optional subject namespace (`NATS_SUBJECT_PREFIX`), so that several
 * compositions — parallel test suites, two shops on one NATS — never answer each other's requests.
 * With an empty prefix the subjects are exactly `<service>.<noun>.<verb>`.
 */
export class NamespacedNatsServer extends ServerNats {
  constructor(
    private readonly natsOptions: NatsConfig,
    private readonly prefix: string,
  ) {
    super(natsOptions);
  }

  override bindEvents(client: NatsConnection): void {
    const defaultQueue = this.natsOptions.queue;
    for (const [channel, handler] of this.messageHandlers) {
      const queue = (handler.extras?.queue as string | undefined) ?? defaultQueue;
      const callback = this.getMessageHandler(channel).bind(this) as (err: NatsError | null, msg: Msg) => void;
      const sub = client.subscribe(`${this.prefix}${channel}`, { queue, callback });
      (this as unknown as { subscriptions: unknown[] }).subscriptions.push(sub);
    }
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
