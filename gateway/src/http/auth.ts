import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Principal } from '@kukki/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * Who may call a route. Every route is `public` unless it says otherwise; every /api/admin route
 * must be `admin` (a test enumerates them).
 */
export type Access = 'public' | 'optional' | 'user' | 'admin';
export const ACCESS_KEY = 'kukki:access';
export const Access = (access: Access) => SetMetadata(ACCESS_KEY, access);
export const Authenticated = () => Access('user');
export const AdminOnly = () => Access('admin');
export const OptionalAuth = () => Access('optional');

/** `sessionId`: the id of the verified token (its `jti`, or its hash), what logout revokes. */
export type AuthedRequest = FastifyRequest & { principal?: Principal | null; sessionId?: string };

/** The caller's `{ userId, isAdmin }` (null for anonymous callers of public/optional routes). */
export const CurrentPrincipal = createParamDecorator((_: unknown, ctx: ExecutionContext): Principal | null => {
  return ctx.switchToHttp().getRequest<AuthedRequest>().principal ?? null;
});

/** The verified session id of the caller (undefined for anonymous callers). */
export const CurrentSessionId = createParamDecorator((_: unknown, ctx: ExecutionContext): string | undefined => {
  return ctx.switchToHttp().getRequest<AuthedRequest>().sessionId;
});

export const SESSION_COOKIE = 'kukki_session';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token && token !== 'undefined' && token !== 'null') return token;
  }
  const cookies = (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies;
  return cookies?.[SESSION_COOKIE] || undefined;
}
