import {
  ClientProxy,
  type CustomTransportStrategy,
  type ReadPacket,
  type WritePacket,
  type MessageHandler,
  type MsPattern,
} from '@nestjs/microservices';
import { isObservable, lastValueFrom } from 'rxjs';
import { RequestContextServer } from './request-context';

/**
 * The embedded twin of the NATS transport: the same @MessagePattern handlers, the same subjects,
 * answered inside one process. Payloads cross a JSON boundary exactly as they would over NATS.
 */
export class InProcessBroker {
  private readonly handlers = new Map<string, MessageHandler>();

  register(pattern: string, handler: MessageHandler): void {
    this.handlers.set(pattern, handler);
  }

  unregister(pattern: string, handler: MessageHandler): void {
    if (this.handlers.get(pattern) === handler) this.handlers.delete(pattern);
  }

  handler(pattern: string): MessageHandler | undefined {
    return this.handlers.get(pattern);
  }
}

const jsonClone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

export class InProcessServer extends RequestContextServer implements CustomTransportStrategy {
  private registered: Array<[string, MessageHandler]> = [];

  constructor(private readonly broker: InProcessBroker) {
    super();
  }

  listen(callback: () => void): void {
    for (const [pattern, handler] of this.messageHandlers) {
      if (handler.isEventHandler) continue;
      this.broker.register(pattern, handler);
      this.registered.push([pattern, handler]);
    }
    callback();
  }

  close(): void {
    for (const [pattern, handler] of this.registered) this.broker.unregister(pattern, handler);
    this.registered = [];
  }

  on(): void {
    /* no transport-level events */
  }

  unwrap<T>(): T {
    return this.broker as T;
  }
}

export class InProcessClient extends ClientProxy {
  constructor(private readonly broker: InProcessBroker) {
    super();
  }

  async connect(): Promise<void> {}

  close(): void {}

  unwrap<T>(): T {
    return this.broker as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const handler = this.broker.handler(this.normalizePattern(packet.pattern as MsPattern));
    let disposed = false;
    // No handler: like NATS with nobody subscribed, nothing answers and the caller's timeout decides.
    if (!handler) return () => (disposed = true);
    const answer = async () => {
      let reply: WritePacket;
      try {
        // Nest's handler already runs pipes, guards and the RPC exception filter; a failure
        // comes back as an Observable that errors with the filter's `{ status, message }`.
        const result: unknown = await handler(jsonClone(packet.data));
        const response: unknown = isObservable(result) ? await lastValueFrom(result) : result;
        reply = { response: jsonClone(response), isDisposed: true };
      } catch (err) {
        reply = { err: jsonClone(toErrorPayload(err)), isDisposed: true };
      }
      if (!disposed) callback(reply);
    };
    setImmediate(() => void answer());
    return () => (disposed = true);
  }

  protected async dispatchEvent(): Promise<never> {
    throw new Error('Events travel through the event bus, not the request/reply transport');
  }
}

function toErrorPayload(err: unknown): unknown {
  if (err && typeof err === 'object' && typeof (err as { getError?: unknown }).getError === 'function') {
    return (err as { getError: () => unknown }).getError();
  }
  if (err instanceof Error) return { status: 'error', message: 'Internal server error' };
  return err;
}
