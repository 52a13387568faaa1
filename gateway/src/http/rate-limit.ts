import { HttpException, HttpStatus, Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERRORS } from '@kukki/contracts';
import type { Runtime } from '@kukki/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RUNTIME } from '../tokens';

export interface RateLimitPolicy {
  /** Counter name, e.g. 'login'; the key is `<bucket>:<client address>`. */
  bucket: string;
  limit: number;
  windowMs: number;
}

const RATE_LIMIT_KEY = 'kukki:rate-limit';
/** Limits calls per client address; state is in Redis in the distributed composition. */
export const RateLimit = (policy: RateLimitPolicy) => SetMetadata(RATE_LIMIT_KEY, policy);

export const envNumber = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export class TooManyRequests extends HttpException {
  constructor(message: string = ERRORS.tooManyRequests) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.get<RateLimitPolicy | undefined>(RATE_LIMIT_KEY, context.getHandler());
    if (!policy) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const result = await this.runtime.rateLimiter.hit(`${policy.bucket}:${request.ip}`, policy.limit, policy.windowMs);
    if (!result.allowed) {
      context
        .switchToHttp()
        .getResponse<FastifyReply>()
        .header('retry-after', Math.ceil(result.retryAfterMs / 1000));
      throw new TooManyRequests();
    }
    return true;
  }
}
