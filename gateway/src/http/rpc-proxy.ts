import { HttpException } from '@nestjs/common';
import { toRpcCallError, type RpcCallOptions, type RpcClient } from '@kukki/platform';
import type { Principal } from '@kukki/contracts';
import { rpcDuration } from '@kukki/platform';

/** Calls a subject and turns a service failure into the HTTP status and Spanish message it carries. */
export async function call<T>(
  rpc: RpcClient,
  subject: string,
  data: unknown,
  principal?: Principal | null,
  options: RpcCallOptions = {},
): Promise<T> {
  const stop = rpcDuration.startTimer({ subject });
  try {
    const reply = await rpc.request<T>(subject, data, { ...options, principal: principal ?? null });
    stop({ outcome: 'ok' });
    return reply;
  } catch (err) {
    const failure = toRpcCallError(err);
    stop({ outcome: String(failure.status) });
    throw new HttpException(failure.message, failure.status);
  }
}
