import type { ClientProxy } from '@nestjs/microservices';
import {
  ERRORS,
  isRepeatableCall,
  isServiceError,
  type Principal,
  type RpcData,
  type RpcReply,
  type RpcRequest,
  type RpcSubject,
} from '@kukki/contracts';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { randomUUID } from 'node:crypto';
import { currentRequestId, readsMustBeFresh } from '../logging';

/** A failed request/reply, with the HTTP status the gateway should answer. */
export class RpcCallError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** The service may be there but slow (no answer in time), as opposed to nobody listening at all. */
    public readonly timedOut = false,
  ) {
    super(message);
  }
}

export interface RpcCallOptions {
  principal?: Principal | null;
  timeoutMs?: number;
}

/**
 * Sends `{ data, principal, requestId }` on a subject and awaits one reply, bounded in time.
 * No answer in time (service down) is a 503 with a Spanish message, never a hang.
 */
export class RpcClient {
  /** `defaultPrincipal` goes with calls that name none (a service's own principal; null for the gateway). */
  constructor(
    private readonly proxy: ClientProxy,
    private readonly defaultTimeoutMs: number,
    private readonly defaultPrincipal: Principal | null = null,
  ) {}

  /** Data and reply are typed by the subject's contract (`RPC_CONTRACTS`). */
  request<S extends RpcSubject>(subject: S, data: RpcData<S>, options?: RpcCallOptions): Promise<RpcReply<S>>;
  async request(subject: string, data: unknown, options: RpcCallOptions = {}): Promise<unknown> {
    const envelope: RpcRequest = {
      data,
      principal: options.principal === undefined ? this.defaultPrincipal : options.principal,
      requestId: currentRequestId() ?? randomUUID(),
      ...(readsMustBeFresh() ? { fresh: true as const } : {}),
    };
    const budgetMs = options.timeoutMs ?? this.defaultTimeoutMs;
    if (!isRepeatableCall(subject, data)) return this.once(subject, envelope, budgetMs);
    // A replica killed with the request in hand never answers: a repeatable request whose answer has
    // not come in half the time goes again (NATS hands it to a replica that is up).
    const firstMs = Math.floor(budgetMs / 2);
    try {
      return await this.once(subject, envelope, firstMs);
    } catch (err) {
      if (!(err instanceof RpcCallError && err.timedOut)) throw err;
    }
    return this.once(subject, envelope, budgetMs - firstMs);
  }

  private async once(subject: string, envelope: RpcRequest, timeoutMs: number): Promise<unknown> {
    try {
      return await firstValueFrom(this.proxy.send<unknown>(subject, envelope).pipe(timeout(timeoutMs)));
    } catch (err) {
      throw toRpcCallError(err);
    }
  }

  async close(): Promise<void> {
    await (this.proxy.close() as Promise<void> | void);
  }
}

/** NATS error codes (`NatsError.code`) of a request no one answered in time. */
const NATS_TIMEOUT_CODES = new Set(['TIMEOUT']);
/** NATS error codes of a service that is not there: no responders (503) or the connection down or restarting. */
const NATS_UNAVAILABLE_CODES = new Set([
  '503',
  'CONNECTION_CLOSED',
  'CONNECTION_DRAINING',
  'CONNECTION_REFUSED',
  'CONNECTION_TIMEOUT',
  'DISCONNECT',
  'STALE_CONNECTION',
  'ECONNREFUSED',
]);
/** Nest's own messages (its errors carry no code) for no handler, no subscriber, or NATS reconnecting. */
const NEST_UNAVAILABLE_MESSAGES = ['There is no matching message handler', 'Empty response', 'Connection lost', 'no subscribers'];

/** A failed call's status from structured codes and Nest's fixed messages, never from what a service's message happens to say. */
export function toRpcCallError(err: unknown): RpcCallError {
  if (err instanceof RpcCallError) return err;
  if (err instanceof TimeoutError) return new RpcCallError(503, ERRORS.unconfirmed, true);
  if (isServiceError(err)) return new RpcCallError(err.status, err.message);
  // Nest's NATS client rejects with a bare string while NATS itself is restarting ("Error: Connection lost. Trying to reconnect...").
  const { message = '', code } = (typeof err === 'string' ? { message: err } : (err ?? {})) as { message?: string; code?: unknown };
  // NATS connection trouble (a restart of NATS itself included), or no handler for the subject: the service is not there.
  if (typeof code === 'string' && code) {
    if (NATS_TIMEOUT_CODES.has(code)) return new RpcCallError(503, ERRORS.unconfirmed, true);
    if (NATS_UNAVAILABLE_CODES.has(code)) return new RpcCallError(503, ERRORS.unavailable);
  } else if (NEST_UNAVAILABLE_MESSAGES.some((known) => message.includes(known))) {
    return new RpcCallError(503, ERRORS.unavailable);
  }
  return new RpcCallError(500, ERRORS.internal);
}
