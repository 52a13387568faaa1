import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Runtime } from '@kukki/platform';
import { RUNTIME, SESSION_CACHE } from '../tokens';
import type { SessionCache } from './session-cache';

/**
 * Feeds the session cache with the users service's revocations through the bus's live tap: every
 * gateway replica hears every revocation (no shared consumer), the embedded one in process.
 */
@Injectable()
export class SessionRevocations implements OnModuleInit, OnModuleDestroy {
  private untap?: () => void;

  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(SESSION_CACHE) private readonly sessions: SessionCache,
  ) {}

  onModuleInit(): void {
    this.untap = this.runtime.events.tap(this.sessions.onEvent);
  }

  onModuleDestroy(): void {
    this.untap?.();
  }
}
