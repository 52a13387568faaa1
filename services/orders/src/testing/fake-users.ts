// Test double of the users service (only what orders and the gateway ask of it); under src/testing, so never built.
import { Controller, Module, type DynamicModule } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { USERS_SUBJECTS, type RpcRequest } from '@kukki/contracts';

export const fakeUsers = {
  admins: new Set<string>(),
  /** userId → orderId holding the first-purchase discount. */
  held: new Map<string, string>(),
  reserveCalls: 0,
  releaseCalls: [] as Array<{ userId: string; orderId: string }>,
  /** What users.accounts.list answers (the admin customers list). */
  accounts: [] as Array<{ _id: string; name: string; email: string; isAdmin: boolean; phone?: string }>,
};

@Controller()
class FakeUsersController {
  @MessagePattern(USERS_SUBJECTS.verifySession)
  verify(@Payload() msg: RpcRequest<{ userId: string }>) {
    return { principal: { userId: msg.data.userId, isAdmin: fakeUsers.admins.has(msg.data.userId) } };
  }

  @MessagePattern(USERS_SUBJECTS.reserveFirstPurchase)
  reserve(@Payload() msg: RpcRequest<{ userId: string; orderId: string }>) {
    fakeUsers.reserveCalls++;
    if (fakeUsers.held.has(msg.data.userId)) return { granted: false };
    fakeUsers.held.set(msg.data.userId, msg.data.orderId);
    return { granted: true };
  }

  @MessagePattern(USERS_SUBJECTS.firstPurchaseStatus)
  status(@Payload() msg: RpcRequest<{ userId: string }>) {
    return { eligible: !fakeUsers.held.has(msg.data.userId) };
  }

  @MessagePattern(USERS_SUBJECTS.adminList)
  list() {
    return { users: fakeUsers.accounts };
  }

  @MessagePattern(USERS_SUBJECTS.releaseFirstPurchase)
  release(@Payload() msg: RpcRequest<{ userId: string; orderId: string }>) {
    fakeUsers.releaseCalls.push(msg.data);
    const released = fakeUsers.held.get(msg.data.userId) === msg.data.orderId;
    if (released) fakeUsers.held.delete(msg.data.userId);
    return { released };
  }
}

@Module({})
export class FakeUsersModule {
  static forRoot(): DynamicModule {
    return { module: FakeUsersModule, controllers: [FakeUsersController] };
  }
}
