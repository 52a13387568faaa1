import { Inject, Injectable } from '@nestjs/common';
import { EVENTS, USER_MESSAGES, type ResetPasswordReply, type ResetPasswordRequest } from '@kukki/contracts';
import {
  badRequest,
  emitEvent,
  hashToken,
  newCapability,
  SERVICE_RUNTIME,
  SERVICE_SEALER,
  ServiceStore,
  type Runtime,
  type Sealer,
} from '@kukki/platform';
import { USERS_CONFIG, type UsersOptions } from './config';
import { hashPassword } from './passwords';
import { announceRevocation, emitPasswordChanged, EVENT_TABLES, passwordChanges } from './accounts.service';
import { userInfo } from './sessions';
import { UsersRepository } from './users.repository';

/** The owner of the throw-away reset row written for an address without an account. */
const NO_ACCOUNT = 'no-account';
/** A reset link sent this recently is not sent again (a flood of requests makes one e-mail). */
export const RESET_RESEND_AFTER_MS = 10 * 60_000;

/** "Forgot my password": a single-use link valid for an hour, e-mailed by notifications from an event. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly store: ServiceStore,
    private readonly repo: UsersRepository,
    @Inject(USERS_CONFIG) private readonly options: UsersOptions,
    @Inject(SERVICE_RUNTIME) private readonly runtime: Runtime,
    @Inject(SERVICE_SEALER) private readonly sealer: Sealer,
  ) {}

  /**
   * Always the same answer, after the same work, so nobody learns which addresses have an account
   * from the reply or from its timing: a capability is made and a transaction of two writes runs in
   * both cases (for an unknown or inactive address the reset row is written and taken back at once).
   * A link already sent in the last 10 minutes is not sent again (the answer stays the same); the
   * reset e-mail also counts toward the recipient's hourly limit in notifications.
   */
  async requestReset(email: string): Promise<{ message: string }> {
    const account = await this.repo.findByEmail(email);
    const { token, hash } = newCapability();
    const expiresAt = new Date(Date.now() + this.options.resetTokenTtlMs);
    // The relay looks at the outbox in both cases (it finds the event, or nothing).
    await this.store.write(async (tx) => {
      const repo = new UsersRepository(tx);
      const recentlySent = account?.active ? await repo.resetSentSince(account.id, new Date(Date.now() - RESET_RESEND_AFTER_MS)) : false;
      if (account?.active && !recentlySent) {
        await repo.insertReset(hash, account.id, expiresAt);
        await emitEvent(tx, EVENT_TABLES, EVENTS.passwordResetRequested, {
          userId: account.id,
          name: account.name,
          email: account.email,
          // Sealed: the outbox row and the event never hold a usable link (notifications opens it).
          resetUrl: this.sealer.seal(`${this.options.publicUrl}/resetpassword/${token}`),
          expiresAt: expiresAt.toISOString(),
        });
      } else {
        await repo.insertReset(hash, NO_ACCOUNT, expiresAt);
        await repo.takeReset(hash);
      }
    });
    return { message: USER_MESSAGES.forgotPasswordSent };
  }

  /** Uses the link once, sets the password, revokes every earlier session and logs the user in. */
  async reset(input: ResetPasswordRequest): Promise<ResetPasswordReply> {
    const passwordHash = await hashPassword(input.password);
    const changed = await this.store.db.transaction(async (tx) => {
      const repo = new UsersRepository(tx);
      const taken = await repo.takeReset(hashToken(input.token));
      if (!taken) return null;
      const current = await repo.findById(taken.userId);
      if (!current?.active) return null;
      const row = (await repo.update(current.id, passwordChanges(passwordHash)))!;
      await repo.deleteResetsOf(current.id);
      return { row, revoked: await emitPasswordChanged(tx, row) };
    });
    if (!changed) throw badRequest(USER_MESSAGES.resetTokenInvalid);
    this.store.publish();
    await announceRevocation(this.runtime, changed.revoked);
    const account = changed.row;
    return { message: USER_MESSAGES.passwordReset, ...userInfo(account, this.options.jwtSecret) };
  }
}
