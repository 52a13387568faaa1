import type { RpcCallOptions, RpcClient } from '../messaging';

type UntypedRequest = <T>(subject: string, data: unknown, options?: RpcCallOptions) => Promise<T>;

/**
 * A call on a subject outside `RPC_CONTRACTS` (a test's own probe handlers), so data and reply are not typed
 * by a contract. The client's implementation takes any subject; only its typed overload is public.
 */
export function probeRequest<T = unknown>(client: RpcClient, subject: string, data: unknown, options?: RpcCallOptions): Promise<T> {
  return (client.request as unknown as UntypedRequest).call(client, subject, data, options) as Promise<T>;
}
