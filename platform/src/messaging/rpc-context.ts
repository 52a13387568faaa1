import type { RpcRequest, Principal } from '@kukki/contracts';
import { asServiceFailure, forbidden, unauthorized } from '../errors';
import { runWithRequestId } from '../logging';

/** Runs a message handler inside the caller's request id, so its logs line up with the gateway's. */
export function withRequest<T, R>(message: RpcRequest<T>, fn: (data: T, principal: Principal | null) => Promise<R> | R): Promise<R> {
  return runWithRequestId(message?.requestId ?? 'internal', async () => {
    try {
      return await fn(message?.data, message?.principal ?? null);
    } catch (err) {
      throw asServiceFailure(err);
    }
  });
}

export function requireUser(principal: Principal | null): Principal {
  if (!principal) throw unauthorized();
  return principal;
}

export function requireAdmin(principal: Principal | null): Principal {
  const p = requireUser(principal);
  if (!p.isAdmin) throw forbidden();
  return p;
}
