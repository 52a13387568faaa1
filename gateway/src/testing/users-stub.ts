import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { USERS_SUBJECTS, type Principal, type RpcRequest } from '@kukki/contracts';
import type { ModuleEntry } from '@kukki/platform/testing';

/**
 * Stands in for the users service where a suite needs no accounts: it answers only the session check,
 * with the principal `principalOf` gives the token's user (null: no session is valid).
 */
function sessionsOnly(principalOf: (userId: string) => Principal | null): ModuleEntry {
  @Controller()
  class SessionsStub {
    @MessagePattern(USERS_SUBJECTS.verifySession)
    verify(@Payload() msg: RpcRequest<{ userId: string }>) {
      return { principal: principalOf(msg.data.userId) };
    }
  }
  @Module({ controllers: [SessionsStub] })
  class SessionsStubModule {}
  return ['users', () => ({ module: SessionsStubModule })];
}

/** Every correctly signed session is valid; its user is an administrator when `isAdmin` says so. */
export const signedSessionsValid = (isAdmin: (userId: string) => boolean = () => false): ModuleEntry =>
  sessionsOnly((userId) => ({ userId, isAdmin: isAdmin(userId) }));

/** No session is ever valid (pages that never ask for one). */
export const noSessions = (): ModuleEntry => sessionsOnly(() => null);
