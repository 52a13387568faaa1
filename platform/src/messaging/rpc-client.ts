import type { ClientProxy } from '@nestjs/microservices';
import { ERRORS, isServiceError, type Principal, type RpcData, type RpcReply, type RpcRequest, type RpcSubject } from '@kukki/contracts';
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
    try {
      return await firstValueFrom(this.proxy.send<unknown>(subject, envelope).pipe(timeout(options.timeoutMs ?? this.defaultTimeoutMs)));
    } catch (err) {
      throw toRpcCallError(err);
    }
  }

  close(): Promise<void> | void {
    return this.proxy.close();
  }
}

export function toRpcCallError(err: unknown): RpcCallError {
  if (err instanceof RpcCallError) return err;
  if (err instanceof TimeoutError) return new RpcCallError(503, ERRORS.unconfirmed, true);
  if (isServiceError(err)) return new RpcCallError(err.status, err.message);
  // Nest's NATS client rejects with a bare string while NATS itself is restarting ("Error: Connection lost. Trying to reconnect...").
  const { message = '', code = '' } = (typeof err === 'string' ? { message: err } : (err ?? {})) as { message?: string; code?: string };
  // NATS connection trouble (a restart of NATS itself included), or no handler for the subject: the service is not there.
  if (
    /no (message )?handler|no subscribers|Empty response|CONNECTION|DISCONNECT|NO_RESPONDERS|503|ECONNREFUSED|TIMEOUT|STALE|RECONNECT/i.test(
      `${code} ${message}`,
    )
  ) {
    const timedOut = /TIMEOUT/i.test(`${code} ${message}`);
    return new RpcCallError(503, timedOut ? ERRORS.unconfirmed : ERRORS.unavailable, timedOut);
  }
  return new RpcCallError(500, ERRORS.internal);
}
