import { ForbiddenException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERRORS, USERS_SUBJECTS, type Principal } from '@kukki/contracts';
import { verifySession, type RpcClient } from '@kukki/platform';
import { GATEWAY_CONFIG, RPC } from '../tokens';
import type { GatewayConfig } from '../config';
import { ACCESS_KEY, bearerToken, type Access, type AuthedRequest } from './auth';
import { call } from './rpc-proxy';

/** Subject the users service answers to confirm a session is still valid (active user, token not revoked). */
export const VERIFY_SESSION_SUBJECT = USERS_SUBJECTS.verifySession;

/**
 * Authenticates every request: a bearer token or the session cookie, signature checked here, then
 * confirmed by the users service (deactivated accounts and tokens issued before a password change
 * are refused). Services receive only the resulting principal.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RPC) private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<Access>(ACCESS_KEY, [context.getHandler(), context.getClass()]) ?? 'public';
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    request.principal = null;
    if (access === 'public') return true;

    const token = bearerToken(request);
    if (!token) {
      if (access === 'optional') return true;
      throw new UnauthorizedException(ERRORS.unauthenticated);
    }
    const session = await this.resolve(token);
    if (!session) {
      if (access === 'optional') return true;
      throw new UnauthorizedException(ERRORS.invalidToken);
    }
    const { principal, sessionId } = session;
    request.principal = principal;
    request.sessionId = sessionId;
    if (access === 'admin' && !principal.isAdmin) throw new ForbiddenException(ERRORS.forbidden);
    return true;
  }

  private resolve(token: string): Promise<{ principal: Principal; sessionId: string } | null> {
    return resolveSession(this.rpc, this.config.jwtSecret, token);
  }
}

/**
 * A token's session as the users service sees it now; asked on every request (and by long-lived
 * streams before each message), never cached: a logout holds from the very next request.
 */
export async function resolveSession(
  rpc: RpcClient,
  jwtSecret: string,
  token: string,
): Promise<{ principal: Principal; sessionId: string } | null> {
  const claims = verifySession(token, jwtSecret);
  if (!claims) return null;
  // Through the same call path as every route's call: users not answering is a 503, never a 500.
  const reply = await call(rpc, VERIFY_SESSION_SUBJECT, {
    userId: claims.sub,
    issuedAt: claims.iat,
    sessionId: claims.sessionId,
  });
  return reply.principal ? { principal: reply.principal, sessionId: claims.sessionId } : null;
}
