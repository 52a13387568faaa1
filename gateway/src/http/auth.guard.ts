import { ForbiddenException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERRORS, USERS_SUBJECTS } from '@kukki/contracts';
import { verifySession, type RpcClient } from '@kukki/platform';
import { GATEWAY_CONFIG, RPC, SESSION_CACHE } from '../tokens';
import type { GatewayConfig } from '../config';
import { ACCESS_KEY, bearerToken, type Access, type AuthedRequest } from './auth';
import { call } from './rpc-proxy';
import { sessionKey, type CachedSession, type SessionCache } from './session-cache';

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
    @Inject(SESSION_CACHE) private readonly sessions: SessionCache,
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

  private resolve(token: string): Promise<CachedSession | null> {
    return resolveSession(this.rpc, this.config.jwtSecret, token, this.sessions);
  }
}

/**
 * A token's session as the users service sees it: from the gateway's session cache when given and
 * the session is there (the users service's revocation events keep it current), otherwise asked.
 * Long-lived streams ask before each message, without the cache.
 */
export async function resolveSession(
  rpc: RpcClient,
  jwtSecret: string,
  token: string,
  cache?: SessionCache,
): Promise<CachedSession | null> {
  const claims = verifySession(token, jwtSecret);
  if (!claims) return null;
  const key = sessionKey(claims);
  const cached = cache?.get(key);
  if (cached) return cached;
  const startedAt = cache?.generation ?? 0;
  // Through the same call path as every route's call: users not answering is a 503, never a 500.
  const reply = await call(rpc, VERIFY_SESSION_SUBJECT, {
    userId: claims.sub,
    issuedAt: claims.iat,
    sessionId: claims.sessionId,
  });
  if (!reply.principal) return null;
  const session = { principal: reply.principal, sessionId: claims.sessionId };
  cache?.store(key, startedAt, session);
  return session;
}
