import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { Runtime } from '@kukki/platform';
import type { GatewayConfig } from './config';
import { AuthGuard } from './http/auth.guard';
import { RateLimitGuard } from './http/rate-limit';
import { SESSION_CACHE_TTL_MS, SessionCache } from './http/session-cache';
import { SessionRevocations } from './http/session-revocations';
import { ROUTES } from './routes';
import { GATEWAY_CONFIG, RPC, RUNTIME, SESSION_CACHE } from './tokens';

@Module({})
export class GatewayModule {
  static forRoot(runtime: Runtime, config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      controllers: ROUTES,
      providers: [
        { provide: RUNTIME, useValue: runtime },
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: RPC, useFactory: () => runtime.rpcClient() },
        { provide: SESSION_CACHE, useValue: new SessionCache(config.env.SESSION_CACHE_TTL_MS ?? SESSION_CACHE_TTL_MS) },
        SessionRevocations,
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_GUARD, useClass: AuthGuard },
      ],
    };
  }
}
