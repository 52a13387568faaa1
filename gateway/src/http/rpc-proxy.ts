import { HttpException } from '@nestjs/common';
import { toRpcCallError, type RpcCallOptions, type RpcClient } from '@kukki/platform';
import type { Principal, RpcData, RpcForwarded, RpcReply, RpcSubject } from '@kukki/contracts';
import { rpcDuration } from '@kukki/platform';

export interface CallOptions extends RpcCallOptions {
  /** What to say when no answer came in time, for a call whose outcome the general «pudo haberse registrado» misstates. */
  unconfirmed?: string;
}

/**
 * Calls a subject and turns a service failure into the HTTP status and Spanish message it carries.
 * `data` holds the contract's fields; their values may be the client's, unchecked: the service validates them.
 */
export async function call<S extends RpcSubject>(
  rpc: RpcClient,
  subject: S,
  data: RpcForwarded<S>,
  principal?: Principal | null,
  { unconfirmed, ...options }: CallOptions = {},
): Promise<RpcReply<S>> {
  const stop = rpcDuration.startTimer({ subject });
  try {
    const reply = await rpc.request(subject, data as RpcData<S>, { ...options, principal: principal ?? null });
    stop({ outcome: 'ok' });
    return reply;
  } catch (err) {
    const failure = toRpcCallError(err);
    stop({ outcome: String(failure.status) });
    const message = failure.timedOut && unconfirmed ? unconfirmed : failure.message;
    throw failure.retryAfterSeconds === undefined
      ? new HttpException(message, failure.status)
      : new HttpException({ message: failure.message, retryAfterSeconds: failure.retryAfterSeconds }, failure.status);
  }
}
