import { USERS_SUBJECTS, type Principal, type UserInfoDto } from '@kukki/contracts';
import { newId } from '@kukki/platform';
import { COMPOSITIONS, startComposition, type TestComposition } from '@kukki/platform/testing';
import { freshEmail, signUp } from './testing/accounts';
import { UsersModule } from './users.module';

const S = USERS_SUBJECTS;

describe.each(COMPOSITIONS)('first-purchase subjects authorise on the principal (%s)', (kind) => {
  let c: TestComposition;
  let owner: UserInfoDto;
  let other: UserInfoDto;
  const as = (u: UserInfoDto): Principal => ({ userId: u._id, isAdmin: false });
  const admin: Principal = { userId: newId(), isAdmin: true };

  beforeAll(async () => {
    c = await startComposition(kind, [['users', (rt) => UsersModule.forRoot(rt, { jwtSecret: 'k'.repeat(48) })]]);
    [owner, other] = await Promise.all([signUp(c, freshEmail(), 'Ana'), signUp(c, freshEmail(), 'Ana')]);
  });
  afterAll(() => c?.close());

  it("refuses another user's hold: reserve, status and release are 403 and change nothing", async () => {
    const orderId = newId();
    const mine = { userId: owner._id, orderId };
    const forbidden = { status: 403, message: expect.any(String) };
    await expect(c.rpc.request(S.reserveFirstPurchase, mine, { principal: as(other) })).rejects.toMatchObject(forbidden);
    await expect(c.rpc.request(S.firstPurchaseStatus, { userId: owner._id }, { principal: as(other) })).rejects.toMatchObject(forbidden);

    // The owner holds it; the other user cannot hand it back on the owner's behalf.
    expect(await c.rpc.request(S.reserveFirstPurchase, mine, { principal: as(owner) })).toEqual({ granted: true });
    await expect(c.rpc.request(S.releaseFirstPurchase, mine, { principal: as(other) })).rejects.toMatchObject(forbidden);
    expect(await c.rpc.request(S.reserveFirstPurchase, { userId: owner._id, orderId: newId() }, { principal: as(owner) })).toEqual({
      granted: false,
    });
    expect(await c.rpc.request(S.releaseFirstPurchase, mine, { principal: as(owner) })).toEqual({ released: true });
  });

  it('lets the user, an admin and a service act; a guest is 401', async () => {
    expect(await c.rpc.request(S.firstPurchaseStatus, { userId: other._id }, { principal: as(other) })).toEqual({ eligible: true });
    expect(await c.rpc.request(S.firstPurchaseStatus, { userId: other._id }, { principal: admin })).toEqual({ eligible: true });
    expect(await c.rpc.request(S.firstPurchaseStatus, { userId: other._id })).toEqual({ eligible: true });
    await expect(c.rpc.request(S.firstPurchaseStatus, { userId: other._id }, { principal: null })).rejects.toMatchObject({ status: 401 });
  });
});
