import { Server, type MessageHandler } from '@nestjs/microservices';
import type { RpcRequest } from '@kukki/contracts';
import { runWithRequestId } from '../logging';

/**
 * A message handler run inside its caller's request id, so its logs line up with the gateway's (and an admin's
 * write is read fresh after it). A Nest interceptor would do the same at the cost of an RxJS pipeline and two
 * bound async resources on every message.
 */
export function inRequestContext(handler: MessageHandler): MessageHandler {
  return (data, ctx) => {
    const envelope = data as RpcRequest | undefined;
    return runWithRequestId(envelope?.requestId ?? 'internal', () => handler(data, ctx), envelope?.fresh === true);
  };
}

/** The shop's transports: every request handler is registered wrapped in its caller's request id (`inRequestContext`). */
export abstract class RequestContextServer extends Server {
  override addHandler(pattern: unknown, callback: MessageHandler, isEventHandler = false, extras: Record<string, unknown> = {}): void {
    super.addHandler(pattern, isEventHandler ? callback : inRequestContext(callback), isEventHandler, extras);
  }
}
