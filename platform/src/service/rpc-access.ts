import { applyDecorators, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import type { Principal, RpcRequest } from '@kukki/contracts';
import { forbidden, unauthorized } from '../errors';

/** Who may call a handler: any signed-in user, an admin, or the user named by a field of `data` (or an admin). */
export type Access =
  { kind: 'user' } | { kind: 'admin' } | { kind: 'self-or-admin'; field: string } | { kind: 'user-when'; field: string; value: unknown };

const ACCESS = 'kukki:rpc-access';

/** The caller's principal as the gateway (or a calling service) sent it; null for guests. */
export function principalOf(ctx: ExecutionContext): Principal | null {
  return ctx.switchToRpc().getData<RpcRequest | undefined>()?.principal ?? null;
}

/** The principal a service's own calls carry: trusted with internal subjects, never a signed-in user. */
export function servicePrincipal(service: string): Principal {
  return { userId: `service:${service}`, isAdmin: false, service };
}

/** A signed-in user (401 for a guest or a service acting on its own behalf). */
export function requireUser(principal: Principal | null): Principal {
  if (!principal || principal.service) throw unauthorized();
  return principal;
}

export function requireAdmin(principal: Principal | null): Principal {
  const p = requireUser(principal);
  if (!p.isAdmin) throw forbidden();
  return p;
}

/** The user named in the request, an admin, or a service on its own behalf; anyone else is refused (401/403). */
export function requireSelfOrAdmin(principal: Principal | null, userId: unknown): Principal {
  if (principal?.service) return principal;
  const p = requireUser(principal);
  if (p.isAdmin) return p;
  if (typeof userId !== 'string' || userId.toLowerCase() !== p.userId.toLowerCase()) throw forbidden();
  return p;
}

/**
 * Applies a handler's `@RequireUser()` / `@RequireAdmin()` / `@RequireSelfOrAdmin(field)` before it
 * runs, failing with the same 401/403 `{ status, message }` the services always answered.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(ctx: ExecutionContext): boolean {
    const access = this.reflector.get<Access | undefined>(ACCESS, ctx.getHandler());
    if (!access) return true;
    const principal = principalOf(ctx);
    const data = ctx.switchToRpc().getData<RpcRequest | undefined>()?.data as Record<string, unknown> | null | undefined;
    if (access.kind === 'user') requireUser(principal);
    else if (access.kind === 'admin') requireAdmin(principal);
    else if (access.kind === 'self-or-admin') requireSelfOrAdmin(principal, data?.[access.field]);
    else if (data?.[access.field] === access.value) requireUser(principal);
    return true;
  }
}

const allow = (access: Access) => applyDecorators(SetMetadata(ACCESS, access), UseGuards(AccessGuard));

/** Only a signed-in caller (401 otherwise). */
export const RequireUser = () => allow({ kind: 'user' });
/** Only an admin (401 without a principal, 403 for a customer). */
export const RequireAdmin = () => allow({ kind: 'admin' });
/** Only the user whose id is `data[field]`, an admin or a service (401 without a principal, 403 for anyone else). */
export const RequireSelfOrAdmin = (field: string) => allow({ kind: 'self-or-admin', field });
/** A signed-in caller only when `data[field]` is `value` (a member's order, not a guest's). */
export const RequireUserWhen = (field: string, value: unknown) => allow({ kind: 'user-when', field, value });

/** An admin's request/reply subject: `@MessagePattern(subject)` and `@RequireAdmin()` in one. */
export const AdminPattern = (subject: string) => applyDecorators(MessagePattern(subject), RequireAdmin());
