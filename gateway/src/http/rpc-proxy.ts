import { HttpException } from '@nestjs/common';
import { toRpcCallError, type RpcCallOptions, type RpcClient } from '@kukki/platform';
import type { Principal, RpcData, RpcForwarded, RpcReply, RpcSubject } from '@kukki/contracts';
import { rpcDuration } from '@kukki/platform';

/**
 * Calls a subject and turns a service failure into the HTTP status and Spanish message it carries.
 * `data` holds the contract's fields; their values may be the client's, unchecked: the service validates them.
 */
export async function call<S extends RpcSubject>(
  rpc: RpcClient,
  subject: S,
  data: RpcForwarded<S>,
  principal?: Principal | null,
  options: RpcCallOptions = {},
): Promise<RpcReply<S>> {
  const stop = rpcDuration.startTimer({ subject });
  try {
    const reply = await rpc.request(subject, data as RpcData<S>, { ...options, principal: principal ?? null });
    stop({ outcome: 'ok' });
    return reply;
  } catch (err) {
    const failure = toRpcCallError(err);
    stop({ outcome: String(failure.status) });
    throw failure.retryAfterSeconds === undefined
      ? new HttpException(failure.message, failure.status)
      : new HttpException({ message: failure.message, retryAfterSeconds: failure.retryAfterSeconds }, failure.status);
  }
}
