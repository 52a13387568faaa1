import type { MessageHandler } from '@nestjs/microservices';
import type { RpcRequest } from '@kukki/contracts';
import { runWithRequestId } from '../logging';

/**
 * A message handler run inside its caller's request id, so its logs line up with the gateway's (and an admin's
 * write is read fresh after it). The shop's transports wrap every request handler with it when Nest registers
 * the handler: a Nest interceptor would do the same at the cost of an RxJS pipeline and two bound async
 * resources on every message.
 */
export function inRequestContext(handler: MessageHandler): MessageHandler {
  const wrapped: MessageHandler = (data, ctx) => {
    const envelope = data as RpcRequest | undefined;
    return runWithRequestId(envelope?.requestId ?? 'internal', () => handler(data, ctx), envelope?.fresh === true);
  };
  return wrapped;
}
