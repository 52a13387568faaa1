import { ForbiddenException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERRORS, type Principal } from '@kukki/contracts';
import { verifySession, type RpcClient } from '@kukki/platform';
import { GATEWAY_CONFIG, RPC } from '../tokens';
import type { GatewayConfig } from '../config';
import { ACCESS_KEY, bearerToken, type Access, type AuthedRequest } from './auth';

/** Subject the users service answers to confirm a session is still valid (active user, token not revoked). */
export const VERIFY_SESSION_SUBJECT = 'users.sessions.verify';

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
    const principal = await this.resolve(token);
    if (!principal) {
      if (access === 'optional') return true;
      throw new UnauthorizedException(ERRORS.invalidToken);
    }
    request.principal = principal;
    if (access === 'admin' && !principal.isAdmin) throw new ForbiddenException(ERRORS.forbidden);
    return true;
  }

  private async resolve(token: string): Promise<Principal | null> {
    const claims = verifySession(token, this.config.jwtSecret);
    if (!claims) return null;
    const reply = await this.rpc.request<{ principal: Principal | null }>(VERIFY_SESSION_SUBJECT, {
      userId: claims.sub,
      issuedAt: claims.iat,
    });
    return reply.principal;
  }
}
