import { Inject, Injectable } from '@nestjs/common';
import {
  EMPTY_DELIVERY_INFO,
  EVENTS,
  USER_MESSAGES,
  type AdminUserDetailReply,
  type DeliveryInfoDto,
  type LoginRequest,
  type Principal,
  type ProfileDto,
  type SignupRequest,
  type UpdateMeReply,
  type UpdateMeRequest,
  type UpdatePasswordReply,
  type UpdatePasswordRequest,
  type UserDto,
  type UserInfoDto,
  type UserSignedUp,
  type UserUpdated,
} from '@kukki/contracts';
import { badRequest, conflict, emitEvent, forbidden, newId, notFound, ServiceFailure, unauthorized } from '@kukki/platform';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './passwords';
import { RelatedRecords } from './related-records';
import { revokeAllBeforeNow, userInfo } from './sessions';
import { outbox, processedEvents } from './db/schema';
import { isUniqueViolation, toUserDto, UsersRepository, type AccountRow } from './users.repository';
import { USERS_CONTEXT } from './tokens';
import type { UsersContext } from './users-context';

export const EVENT_TABLES = { outbox, processedEvents };

/** Sign-up, log-in, session checks, profile and password of one's own account, and the admin's view. */
@Injectable()
export class AccountsService {
  private readonly repo: UsersRepository;
  private readonly related: RelatedRecords;

  constructor(@Inject(USERS_CONTEXT) private readonly ctx: UsersContext) {
    this.repo = new UsersRepository(ctx.handle.db);
    this.related = new RelatedRecords(ctx.runtime.rpcClient(), ctx.logger, ctx.options.softCallTimeoutMs);
  }

  async signup(input: SignupRequest): Promise<UserInfoDto> {
    if (await this.repo.findByEmail(input.email)) throw conflict(USER_MESSAGES.emailTaken);
    const passwordHash = await hashPassword(input.password);
    let account: AccountRow;
    try {
      account = await this.ctx.handle.db.transaction(async (tx) => {
        const row = await new UsersRepository(tx).insert({ id: newId(), name: input.name, email: input.email, passwordHash });
        await emitEvent<UserSignedUp>(tx, EVENT_TABLES, EVENTS.userSignedUp, { userId: row.id, name: row.name, email: row.email });
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(USER_MESSAGES.emailTaken);
      throw err;
    }
    this.ctx.relay.poke();
    return userInfo(account, this.ctx.options.jwtSecret);
  }

  /** Wrong e-mail or password look the same; after too many failures the account is locked for the window. */
  async login(input: LoginRequest): Promise<UserInfoDto> {
    const { loginMaxFailedPerAccount: limit, rateLimitWindowMs: windowMs } = this.ctx.options;
    const key = `login-failed:${input.email}`;
    const limiter = this.ctx.runtime.rateLimiter;
    if (!(await limiter.peek(key, limit)).allowed) throw new ServiceFailure(429, USER_MESSAGES.tooManyLogins);
    const account = await this.repo.findByEmail(input.email);
    const ok = account ? await verifyPassword(account.passwordHash, input.password) : await verifyAgainstNothing(input.password);
    if (!account || !ok) {
      await limiter.hit(key, limit, windowMs);
      throw unauthorized(USER_MESSAGES.wrongCredentials);
    }
    if (!account.active) throw forbidden(USER_MESSAGES.accountDeactivated);
    // An account imported from the original shop still has its bcrypt hash: argon2id from now on.
    if (needsRehash(account.passwordHash)) await this.repo.update(account.id, { passwordHash: await hashPassword(input.password) });
    return userInfo(account, this.ctx.options.jwtSecret);
  }

  /** The gateway's second check of a signed token: the account is active and the token not revoked. */
  async verifySession(userId: string, issuedAt: number): Promise<Principal | null> {
    const account = await this.repo.findById(userId);
    if (!account || !account.active || issuedAt < account.tokensValidAfter) return null;
    return { userId: account.id, isAdmin: account.isAdmin };
  }

  async profile(principal: Principal): Promise<ProfileDto> {
    const account = await this.mustFind(principal.userId);
    const [orders, subscriptions] = await Promise.all([
      this.related.ordersOf(account.id, principal),
      this.related.subscriptionsOf(account.id, principal),
    ]);
    const user = toUserDto(account);
    return {
      _id: user._id,
      name: user.name,
      email: user.email,
      ...(user.phone ? { phone: user.phone } : {}),
      isAdmin: user.isAdmin,
      firstPurchase: user.firstPurchase,
      deliveryInfo: user.deliveryInfo,
      orders,
      subscriptions,
    };
  }

  async updateMe(principal: Principal, input: UpdateMeRequest): Promise<UpdateMeReply> {
    for (const id of [input.id, input._id]) if (id && id !== principal.userId) throw forbidden(USER_MESSAGES.notYourself);
    const current = await this.mustFind(principal.userId);
    if (input.email && input.email !== current.email && (await this.repo.findByEmail(input.email)))
      throw conflict(USER_MESSAGES.emailTaken);
    const changes: Partial<AccountRow> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.email !== undefined) changes.email = input.email;
    if (input.deliveryInfo) changes.deliveryInfo = mergeDeliveryInfo(current.deliveryInfo, input.deliveryInfo);
    let updated: AccountRow;
    try {
      updated = await this.ctx.handle.db.transaction(async (tx) => {
        const row = (await new UsersRepository(tx).update(current.id, changes))!;
        await emitEvent<UserUpdated>(tx, EVENT_TABLES, EVENTS.userUpdated, { userId: row.id, name: row.name, email: row.email });
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(USER_MESSAGES.emailTaken);
      throw err;
    }
    this.ctx.relay.poke();
    return { message: USER_MESSAGES.updatedMe, user: toUserDto(updated) };
  }

  /** A new password revokes every earlier session; the answer carries the one fresh token. */
  async updatePassword(principal: Principal, input: UpdatePasswordRequest): Promise<UpdatePasswordReply> {
    const current = await this.mustFind(principal.userId);
    if (!(await verifyPassword(current.passwordHash, input.passwordCurrent))) throw badRequest(USER_MESSAGES.passwordCurrentWrong);
    const updated = await this.setPassword(current.id, input.password);
    return { message: USER_MESSAGES.updatedPassword, ...userInfo(updated, this.ctx.options.jwtSecret) };
  }

  /** Stores a new hash, revokes earlier tokens and pending reset links. */
  async setPassword(userId: string, password: string): Promise<AccountRow> {
    const passwordHash = await hashPassword(password);
    return this.ctx.handle.db.transaction(async (tx) => {
      const repo = new UsersRepository(tx);
      const row = await repo.update(userId, { passwordHash, tokensValidAfter: revokeAllBeforeNow(), passwordChangedAt: new Date() });
      if (!row) throw notFound(USER_MESSAGES.userNotFound);
      await repo.deleteResetsOf(userId);
      return row;
    });
  }

  async listForAdmin(): Promise<UserDto[]> {
    return (await this.repo.list()).map(toUserDto);
  }

  async detailForAdmin(admin: Principal, id: string): Promise<AdminUserDetailReply> {
    const account = await this.mustFind(id);
    return { ...toUserDto(account), orders: await this.related.ordersOf(account.id, admin) };
  }

  private async mustFind(id: string): Promise<AccountRow> {
    const account = await this.repo.findById(id);
    if (!account) throw notFound(USER_MESSAGES.userNotFound);
    return account;
  }
}

function mergeDeliveryInfo(current: DeliveryInfoDto | null, patch: Partial<DeliveryInfoDto>): DeliveryInfoDto {
  const merged = { ...(current ?? EMPTY_DELIVERY_INFO) };
  for (const [key, value] of Object.entries(patch) as Array<[keyof DeliveryInfoDto, string | undefined]>) {
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}
