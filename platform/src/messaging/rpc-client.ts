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
// Nest's own class for a request no subscriber answered (a NATS no-responders reply); not re-exported from the package root.
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception';
import { ErrorCode } from 'nats';
import { firstValueFrom, NEVER, race, switchMap, timeout, TimeoutError, timer } from 'rxjs';
import { randomUUID } from 'node:crypto';
import { currentRequestId, readsMustBeFresh } from '../logging';

/** A failed request/reply, with the HTTP status the gateway should answer. */
export class RpcCallError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** The service may be there but slow (no answer in time), as opposed to nobody listening at all. */
    public readonly timedOut = false,
    /** A 429's wait before the next try, in seconds, when the service said. */
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * How many repeatable calls may be sent twice: each call earns a tenth of a copy and a copy spends one,
 * with at most `burst` saved. A replica killed with its calls in hand leaves a few of them, all copied
 * from the saving; a service slow for everyone (overload, not a dead replica) would otherwise get every
 * call twice, doubling the load it is drowning in: then a tenth are copied. (gRPC throttles its hedging
 * and Envoy its retries the same way.)
 */
export class HedgeBudget {
  private saved: number;

  constructor(
    private readonly burst = 100,
    private readonly ratio = 0.1,
  ) {
    this.saved = burst;
  }

  earn(): void {
    this.saved = Math.min(this.burst, this.saved + this.ratio);
  }

  spend(): boolean {
    if (this.saved < 1) return false;
    this.saved -= 1;
    return true;
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
    private readonly hedges = new HedgeBudget(),
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
    // A replica killed with the request in hand never answers: a repeatable call still unanswered at
    // half its deadline is sent once more (NATS hands the copy to a replica that is up) while the
    // first keeps its chance — a slow answer is not given up — and the first answer wins; copies stay
    // within the client's HedgeBudget.
    const send = () => this.proxy.send<unknown>(subject, envelope);
    this.hedges.earn();
    const copy = () => (this.hedges.spend() ? send() : NEVER);
    const hedged = race(send(), timer(Math.floor(budgetMs / 2)).pipe(switchMap(copy)));
    try {
      return await firstValueFrom(hedged.pipe(timeout(budgetMs)));
    } catch (err) {
      throw toRpcCallError(err);
    }
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

/** NATS error codes (`NatsError.code`) of a service that is not there: no responders, or the connection down or restarting. */
const NATS_UNAVAILABLE_CODES = new Set<string>([
  ErrorCode.NoResponders,
  ErrorCode.ConnectionClosed,
  ErrorCode.ConnectionDraining,
  ErrorCode.ConnectionRefused,
  ErrorCode.ConnectionTimeout,
  ErrorCode.Disconnect,
  'STALE_CONNECTION',
  'ECONNREFUSED',
]);

/**
 * A failed call's status from what the failure is — a timeout, a service's `{ status, message }`
 * payload, Nest's empty-response exception (no subscriber answered), a NATS or socket error code —
 * never from what a message happens to say.
 */
export function toRpcCallError(err: unknown): RpcCallError {
  if (err instanceof RpcCallError) return err;
  if (err instanceof TimeoutError) return new RpcCallError(503, ERRORS.unconfirmed, true);
  if (isServiceError(err)) return new RpcCallError(err.status, err.message, false, err.retryAfterSeconds);
  if (err instanceof EmptyResponseException) return new RpcCallError(503, ERRORS.unavailable);
  // Nest's NATS client rejects with a bare string, and only while its connection is lost; a service's failure is always an object.
  if (typeof err === 'string') return new RpcCallError(503, ERRORS.unavailable);
  const code = (err as { code?: unknown } | null)?.code;
  if (code === ErrorCode.Timeout) return new RpcCallError(503, ERRORS.unconfirmed, true);
  if (typeof code === 'string' && NATS_UNAVAILABLE_CODES.has(code)) return new RpcCallError(503, ERRORS.unavailable);
  return new RpcCallError(500, ERRORS.internal);
}
