import { Inject, Injectable } from '@nestjs/common';
import {
  deliveryCoverageError,
  EMPTY_DELIVERY_INFO,
  EVENTS,
  SESSION_EVENTS,
  USER_MESSAGES,
  type AdminSetActiveReply,
  type AdminUserDetailReply,
  type EventEnvelope,
  type SessionRevoked,
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
} from '@kukki/contracts';
import {
  badRequest,
  conflict,
  emitEvent,
  forbidden,
  conflictOnDuplicate,
  newId,
  notFound,
  SERVICE_RUNTIME,
  ServiceFailure,
  ServiceStore,
  unauthorized,
  type Executor,
  type Runtime,
} from '@kukki/platform';
import { USERS_CONFIG, type UsersOptions } from './config';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './passwords';
import { RelatedRecords } from './related-records';
import { revokeAllBeforeNow, userInfo } from './sessions';
import { outbox, processedEvents } from './db/schema';
import { toUserDto, UsersRepository, type AccountRow } from './users.repository';

export const EVENT_TABLES = { outbox, processedEvents };

/** The counter of failed password tries of one address (login and current-password checks alike). */
const loginFailedKey = (email: string) => `login-failed:${email.trim().toLowerCase()}`;

/** Sign-up, log-in, session checks, profile and password of one's own account, and the admin's view. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly store: ServiceStore,
    private readonly repo: UsersRepository,
    private readonly related: RelatedRecords,
    @Inject(USERS_CONFIG) private readonly options: UsersOptions,
    @Inject(SERVICE_RUNTIME) private readonly runtime: Runtime,
  ) {}

  /**
   * `attemptId`: the account's id as the gateway named it for this request. A repeat of the same call
   * (its first answer was lost with the replica that made the account) finds that account and answers
   * as the first did; any other sign-up with the e-mail finds it taken.
   */
  async signup(input: SignupRequest, attemptId?: string): Promise<UserInfoDto> {
    const existing = await this.repo.findByEmail(input.email);
    if (existing && attemptId && existing.id === attemptId) return userInfo(existing, this.options.jwtSecret);
    if (existing) throw conflict(USER_MESSAGES.emailTaken);
    const passwordHash = await hashPassword(input.password);
    const account = await conflictOnDuplicate(
      () =>
        this.store.write(async (tx) => {
          const row = await new UsersRepository(tx).insert({
            id: attemptId ?? newId(),
            name: input.name,
            lastname: input.lastname ?? '',
            email: input.email,
            passwordHash,
          });
          await emitEvent(tx, EVENT_TABLES, EVENTS.userSignedUp, { userId: row.id, name: row.name, email: row.email });
          return row;
        }),
      USER_MESSAGES.emailTaken,
    ).catch(async (err: unknown) => {
      // Two tries of this very call at once: the other one made the account.
      const made = attemptId ? await this.repo.findByEmail(input.email) : null;
      if (made && made.id === attemptId) return made;
      throw err;
    });
    return userInfo(account, this.options.jwtSecret);
  }

  /** Wrong e-mail or password look the same; after too many failures the account is locked for the window. */
  async login(input: LoginRequest): Promise<UserInfoDto> {
    const key = loginFailedKey(input.email);
    const limiter = this.runtime.rateLimiter;
    // Counted atomically (INCR) before the password is checked: parallel guesses cannot slip past the
    // limit between a read and a write. Known and unknown addresses get the same lock, the same answer.
    await this.countPasswordTry(key);
    const account = await this.repo.findByEmail(input.email);
    const ok = account ? await verifyPassword(account.passwordHash, input.password) : await verifyAgainstNothing(input.password);
    if (!account || !ok) throw unauthorized(USER_MESSAGES.wrongCredentials);
    // A right password is not a failure: the attempt is given back.
    await limiter.release(key);
    if (!account.active) throw forbidden(USER_MESSAGES.accountDeactivated);
    // An account imported from the original shop still has its bcrypt hash: argon2id from now on.
    if (needsRehash(account.passwordHash)) await this.repo.update(account.id, { passwordHash: await hashPassword(input.password) });
    return userInfo(account, this.options.jwtSecret);
  }

  /** One more password try against the account's lockout (shared by login and every current-password check): 429 past the limit. */
  private async countPasswordTry(key: string): Promise<void> {
    const { loginMaxFailedPerAccount: limit, rateLimitWindowMs: windowMs } = this.options;
    const { allowed, retryAfterMs } = await this.runtime.rateLimiter.hit(key, limit, windowMs);
    if (!allowed) throw new ServiceFailure(429, USER_MESSAGES.tooManyLogins, Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }

  /**
   * The signed-in user's current password, checked under the same lockout as the login: guesses on
   * «contraseña actual» count with wrong logins, and past the limit both answer 429.
   */
  private async checkCurrentPassword(account: AccountRow, password: string): Promise<void> {
    const key = loginFailedKey(account.email);
    await this.countPasswordTry(key);
    if (!(await verifyPassword(account.passwordHash, password))) throw badRequest(USER_MESSAGES.passwordCurrentWrong);
    await this.runtime.rateLimiter.release(key);
  }

  /**
   * The gateway's second check of a signed token, on every authenticated request: the account is
   * active, the token was not issued before the last password change (or e-mail change, except the
   * session that made it) and it was not logged out.
   */
  async verifySession(userId: string, issuedAt: number, sessionId?: string): Promise<Principal | null> {
    const [account, revoked] = await Promise.all([
      this.repo.findById(userId),
      sessionId ? this.repo.isRevoked(sessionId) : Promise.resolve(false),
    ]);
    if (!account || !account.active || revoked) return null;
    if (issuedAt < account.tokensValidAfter && !(sessionId && sessionId === account.keptSessionId)) return null;
    return { userId: account.id, isAdmin: account.isAdmin };
  }

  /** Logout: the presented token stops working at once, wherever it is used. */
  async logout(userId: string, sessionId: string, expiresAtSeconds: number): Promise<{ revoked: boolean }> {
    const revoked = await this.store.write(async (tx) => {
      await new UsersRepository(tx).revokeSession(sessionId, userId, new Date(expiresAtSeconds * 1000));
      return emitSessionRevoked(tx, { userId, sessionId });
    });
    await announceRevocation(this.runtime, revoked);
    return { revoked: true };
  }

  async profile(principal: Principal): Promise<ProfileDto> {
    const account = await this.mustFind(principal.userId);
    const [orders, subscriptions] = await Promise.all([
      this.related.ordersOf(account.id, principal),
      this.related.subscriptionsOf(account.id, principal),
    ]);
    // The account as its owner sees it: everything but the admin's bookkeeping.
    const { active, createdAt, ...user } = toUserDto(account);
    return { ...user, orders, subscriptions };
  }

  /**
   * A new e-mail needs the current password; the old address is told, every other session ends
   * (the caller's, `sessionId`, stays valid) and pending password-reset links stop working.
   */
  async updateMe(principal: Principal, input: UpdateMeRequest, sessionId?: string): Promise<UpdateMeReply> {
    for (const id of [input.id, input._id]) if (id && id !== principal.userId) throw forbidden(USER_MESSAGES.notYourself);
    const current = await this.mustFind(principal.userId);
    const emailChanges = input.email !== undefined && input.email !== current.email;
    if (emailChanges) {
      if (!input.passwordCurrent) throw badRequest(USER_MESSAGES.passwordCurrentForEmail);
      await this.checkCurrentPassword(current, input.passwordCurrent);
      if (await this.repo.findByEmail(input.email!)) throw conflict(USER_MESSAGES.emailTaken);
    }
    const changes: Partial<AccountRow> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.lastname !== undefined) changes.lastname = input.lastname;
    if (emailChanges) {
      changes.email = input.email;
      changes.tokensValidAfter = revokeAllBeforeNow();
      changes.keptSessionId = sessionId ?? null;
    }
    if (input.deliveryInfo) {
      const deliveryInfo = mergeDeliveryInfo(current.deliveryInfo, input.deliveryInfo);
      // An address saved outside the delivery area would be offered at checkout and refused there.
      const touchesArea = input.deliveryInfo.zip_code !== undefined || input.deliveryInfo.city !== undefined;
      const outside = touchesArea ? deliveryCoverageError(deliveryInfo.zip_code, deliveryInfo.city) : null;
      if (outside) throw badRequest(outside);
      changes.deliveryInfo = deliveryInfo;
    }
    let revoked: EventEnvelope<SessionRevoked> | undefined;
    const updated = await conflictOnDuplicate(
      () =>
        this.store.write(async (tx) => {
          const repo = new UsersRepository(tx);
          const row = (await repo.update(current.id, changes))!;
          if (emailChanges) {
            // A reset link sent to the old address must not open the account that now answers to the new one.
            await repo.deleteResetsOf(row.id);
            revoked = await emitSessionRevoked(tx, { userId: row.id });
          }
          await emitEvent(tx, EVENT_TABLES, EVENTS.userUpdated, { userId: row.id, name: row.name, email: row.email });
          if (emailChanges)
            await emitEvent(tx, EVENT_TABLES, EVENTS.emailChanged, {
              userId: row.id,
              name: row.name,
              previousEmail: current.email,
              email: row.email,
              changedAt: new Date().toISOString(),
            });
          return row;
        }),
      USER_MESSAGES.emailTaken,
    );
    if (revoked) await announceRevocation(this.runtime, revoked);
    return { message: USER_MESSAGES.updatedMe, user: toUserDto(updated) };
  }

  /** A new password revokes every earlier session; the answer carries the one fresh token. */
  async updatePassword(principal: Principal, input: UpdatePasswordRequest): Promise<UpdatePasswordReply> {
    const current = await this.mustFind(principal.userId);
    await this.checkCurrentPassword(current, input.passwordCurrent);
    const updated = await this.setPassword(current.id, input.password);
    return { message: USER_MESSAGES.updatedPassword, ...userInfo(updated, this.options.jwtSecret) };
  }

  /** Stores a new hash, revokes earlier tokens and pending reset links, and says so by e-mail. */
  async setPassword(userId: string, password: string): Promise<AccountRow> {
    const passwordHash = await hashPassword(password);
    const { row, revoked } = await this.store.write(async (tx) => {
      const repo = new UsersRepository(tx);
      const row = await repo.update(userId, passwordChanges(passwordHash));
      if (!row) throw notFound(USER_MESSAGES.userNotFound);
      await repo.deleteResetsOf(userId);
      return { row, revoked: await emitPasswordChanged(tx, row) };
    });
    await announceRevocation(this.runtime, revoked);
    return row;
  }

  /**
   * Deactivates or reactivates an account. A deactivated account cannot log in and its sessions
   * stop at once (and stay dead after a reactivation); the last active administrator is kept.
   */
  async setActiveForAdmin(id: string, active: boolean): Promise<AdminSetActiveReply> {
    let revoked: EventEnvelope<SessionRevoked> | undefined;
    const row = await this.store.write(async (tx) => {
      const repo = new UsersRepository(tx);
      const current = await repo.findById(id);
      if (!current) throw notFound(USER_MESSAGES.userNotFound);
      if (current.active === active) return current;
      if (!active && current.isAdmin) {
        const admins = await repo.activeAdminIdsForUpdate();
        if (admins.length <= 1 && admins.includes(current.id)) throw conflict(USER_MESSAGES.lastAdmin);
      }
      const changes: Partial<AccountRow> = active ? { active } : { active, tokensValidAfter: revokeAllBeforeNow(), keptSessionId: null };
      const row = (await repo.update(id, changes))!;
      if (!active) {
        await repo.deleteResetsOf(id);
        revoked = await emitSessionRevoked(tx, { userId: id });
      }
      return row;
    });
    if (revoked) await announceRevocation(this.runtime, revoked);
    return {
      message: row.active ? USER_MESSAGES.accountReactivated : USER_MESSAGES.accountDeactivatedByAdmin,
      user: toUserDto(row),
    };
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

/** The columns a new password changes: every earlier session ends, the kept one too. */
export const passwordChanges = (passwordHash: string): Partial<AccountRow> => ({
  passwordHash,
  tokensValidAfter: revokeAllBeforeNow(),
  keptSessionId: null,
  passwordChangedAt: new Date(),
});

/** «Tu contraseña cambió» and the end of every earlier session; returns the revocation to announce after the commit. */
export async function emitPasswordChanged(tx: Executor, row: AccountRow): Promise<EventEnvelope<SessionRevoked>> {
  await emitEvent(tx, EVENT_TABLES, EVENTS.passwordChanged, {
    userId: row.id,
    name: row.name,
    email: row.email,
    changedAt: (row.passwordChangedAt ?? new Date()).toISOString(),
  });
  return emitSessionRevoked(tx, { userId: row.id });
}

/** One session, or every session of the account, ended: written with the change that ended it. */
export function emitSessionRevoked(tx: Executor, data: SessionRevoked): Promise<EventEnvelope<SessionRevoked>> {
  return emitEvent(tx, EVENT_TABLES, SESSION_EVENTS.sessionRevoked, data);
}

/**
 * After the commit, the revocation goes on the bus straight away rather than after the relay's
 * gathering pause, so every gateway drops the session before the caller has its answer. The
 * outbox copy follows with the same id (JetStream drops it as a duplicate); if this publish fails
 * the outbox copy still goes, and the gateways' cache TTL bounds the wait meanwhile.
 */
export async function announceRevocation(runtime: Runtime, revoked: EventEnvelope<SessionRevoked>): Promise<void> {
  try {
    await runtime.events.publish(revoked);
  } catch (err) {
    runtime.logger('users').warn({ err }, 'session revocation not announced; the outbox will publish it');
  }
}

function mergeDeliveryInfo(current: DeliveryInfoDto | null, patch: Partial<DeliveryInfoDto>): DeliveryInfoDto {
  const merged = { ...(current ?? EMPTY_DELIVERY_INFO) };
  for (const [key, value] of Object.entries(patch) as Array<[keyof DeliveryInfoDto, string | undefined]>) {
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}
