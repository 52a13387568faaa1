import { HttpException, HttpStatus, Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { HttpAdapterHost, Reflector } from '@nestjs/core';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { ERRORS } from '@kukki/contracts';
import type { RateLimiter } from '@kukki/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';
import { GATEWAY_CONFIG } from '../tokens';
import type { RateLimitSetting } from './rate-limit.config';

export interface RateLimitPolicy {
  /** Counter name, e.g. 'login'; the key is `<bucket>:<client address>`. */
  bucket: string;
  /** Calls per window: a number, or the name of the setting (validated at start) that holds it. */
  limit: number | RateLimitSetting;
  windowMs: number | RateLimitSetting;
}

const RATE_LIMIT_KEY = 'kukki:rate-limit';
/** Limits calls per client address; state is in Redis in the distributed composition. */
export const RateLimit = (policy: RateLimitPolicy) => SetMetadata(RATE_LIMIT_KEY, policy);

/** The 429's text with the wait its Retry-After gives: «unos minutos» would mislead for an hourly limit. */
export function waitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  if (minutes <= 5) return ERRORS.tooManyRequests;
  if (minutes >= 50) return 'Demasiados intentos, por favor inténtalo de nuevo en una hora';
  return `Demasiados intentos, por favor inténtalo de nuevo en ${minutes} minutos`;
}

export class TooManyRequests extends HttpException {
  constructor(message: string = ERRORS.tooManyRequests) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * @fastify/rate-limit counting in the runtime's limiter (memory embedded, atomic Redis distributed), so
 * a composition keeps one set of counters: `runtime.rateLimiter.reset('<bucket>:<address>')` clears an
 * address. Every policy shares the store as is — the library's own stores prefix each route, which
 * would split a bucket that several routes share ('orders').
 */
export function runtimeRateLimitStore(limiter: RateLimiter): FastifyRateLimitStoreCtor {
  return class RuntimeRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow = 60_000, max = 1) {
      limiter.hit(key, max, timeWindow).then(
        (result) => done(null, { current: result.count, ttl: result.retryAfterMs }),
        (err: Error) => done(err),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** Installs the library for the guard below (no route is limited by it directly). */
export async function registerRateLimit(fastify: FastifyInstance, limiter: RateLimiter): Promise<void> {
  // A counter that cannot be read lets the request through rather than failing the shop.
  await fastify.register(rateLimit, { global: false, store: runtimeRateLimitStore(limiter), skipOnError: true });
}

type LimitCheck = ReturnType<FastifyInstance['createRateLimit']>;

@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly checks = new Map<RateLimitPolicy, LimitCheck>();

  constructor(
    private readonly reflector: Reflector,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.get<RateLimitPolicy | undefined>(RATE_LIMIT_KEY, context.getHandler());
    if (!policy) return true;
    const outcome = await this.checkFor(policy)(context.switchToHttp().getRequest<FastifyRequest>());
    if (outcome.isAllowed || !outcome.isExceeded) return true;
    context.switchToHttp().getResponse<FastifyReply>().header('retry-after', outcome.ttlInSeconds);
    throw new TooManyRequests(waitMessage(outcome.ttlInSeconds));
  }

  private checkFor(policy: RateLimitPolicy): LimitCheck {
    let check = this.checks.get(policy);
    if (!check) {
      check = this.adapterHost.httpAdapter.getInstance<FastifyInstance>().createRateLimit({
        keyGenerator: (request) => `${policy.bucket}:${request.ip}`,
        max: this.setting(policy.limit),
        timeWindow: this.setting(policy.windowMs),
      });
      this.checks.set(policy, check);
    }
    return check;
  }

  private setting(value: number | RateLimitSetting): number {
    return typeof value === 'number' ? value : this.config.env[value];
  }
}
