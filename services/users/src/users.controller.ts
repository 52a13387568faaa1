import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  adminSetActiveRequest,
  callerSessionRequest,
  firstPurchaseRequest,
  logoutRequest,
  forgotPasswordRequest,
  healthSubject,
  loginRequest,
  resetPasswordRequest,
  signupRequest,
  updateMeRequest,
  updatePasswordRequest,
  userIdRequest,
  USERS_SUBJECTS,
  verifySessionRequest,
  type RpcRequest,
} from '@kukki/contracts';
import { parseOrFail, requireAdmin, requireUser, withRequest } from '@kukki/platform';
import { AccountsService } from './accounts.service';
import { FirstPurchaseService } from './first-purchase.service';
import { PasswordResetService } from './password-reset.service';

/** Request/reply subjects of the users service (ARCHITECTURE §4). */
@Controller()
export class UsersController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly resets: PasswordResetService,
    private readonly firstPurchase: FirstPurchaseService,
  ) {}

  @MessagePattern(healthSubject('users'))
  health() {
    return { status: 'ok' };
  }

  @MessagePattern(USERS_SUBJECTS.signup)
  signup(@Payload() msg: RpcRequest) {
    return withRequest(msg, (data) => this.accounts.signup(parseOrFail(signupRequest, data)));
  }

  @MessagePattern(USERS_SUBJECTS.login)
  login(@Payload() msg: RpcRequest) {
    return withRequest(msg, (data) => this.accounts.login(parseOrFail(loginRequest, data)));
  }

  @MessagePattern(USERS_SUBJECTS.verifySession)
  verifySession(@Payload() msg: RpcRequest) {
    return withRequest(msg, async (data) => {
      const { userId, issuedAt, sessionId } = parseOrFail(verifySessionRequest, data);
      return { principal: await this.accounts.verifySession(userId, issuedAt, sessionId) };
    });
  }

  /** From the gateway's logout route, with the claims of a token whose signature it verified. */
  @MessagePattern(USERS_SUBJECTS.logout)
  logout(@Payload() msg: RpcRequest) {
    return withRequest(msg, (data) => {
      const { userId, sessionId, expiresAt } = parseOrFail(logoutRequest, data);
      return this.accounts.logout(userId, sessionId, expiresAt);
    });
  }

  @MessagePattern(USERS_SUBJECTS.profile)
  profile(@Payload() msg: RpcRequest) {
    return withRequest(msg, (_data, principal) => this.accounts.profile(requireUser(principal)));
  }

  @MessagePattern(USERS_SUBJECTS.updateMe)
  updateMe(@Payload() msg: RpcRequest) {
    return withRequest(msg, (data, principal) =>
      this.accounts.updateMe(requireUser(principal), parseOrFail(updateMeRequest, data), parseOrFail(callerSessionRequest, data).sessionId),
    );
  }

  @MessagePattern(USERS_SUBJECTS.updatePassword)
  updatePassword(@Payload() msg: RpcRequest) {
    return withRequest(msg, (data, principal) =>
      this.accounts.updatePassword(requireUser(principal), parseOrFail(updatePasswordRequest, data)),
    );
  }

  @MessagePattern(USERS_SUBJECTS.forgotPassword)
  forgotPassword(@Payload() msg: RpcRequest) {
    return withRequest(msg, (data) => this.resets.requestReset(parseOrFail(forgotPasswordRequest, data).email));
  }

  @MessagePattern(USERS_SUBJECTS.resetPassword)
  resetPassword(@Payload() msg: RpcRequest) {
    return withRequest(msg, (data) => this.resets.reset(parseOrFail(resetPasswordRequest, data)));
  }

  @MessagePattern(USERS_SUBJECTS.adminList)
  adminList(@Payload() msg: RpcRequest) {
    return withRequest(msg, async (_data, principal) => {
      requireAdmin(principal);
      return { users: await this.accounts.listForAdmin() };
    });
  }

  @MessagePattern(USERS_SUBJECTS.adminGet)
  adminGet(@Payload() msg: RpcRequest) {
    return withRequest(msg, (data, principal) =>
      this.accounts.detailForAdmin(requireAdmin(principal), parseOrFail(userIdRequest, data).id),
    );
  }

  @MessagePattern(USERS_SUBJECTS.adminSetActive)
  adminSetActive(@Payload() msg: RpcRequest) {
    return withRequest(msg, (data, principal) => {
      requireAdmin(principal);
      const { id, active } = parseOrFail(adminSetActiveRequest, data);
      return this.accounts.setActiveForAdmin(id, active);
    });
  }

  @MessagePattern(USERS_SUBJECTS.reserveFirstPurchase)
  reserveFirstPurchase(@Payload() msg: RpcRequest) {
    return withRequest(msg, (data) => {
      const { userId, orderId } = parseOrFail(firstPurchaseRequest, data);
      return this.firstPurchase.reserve(userId, orderId);
    });
  }

  @MessagePattern(USERS_SUBJECTS.firstPurchaseStatus)
  firstPurchaseStatus(@Payload() msg: RpcRequest) {
    return withRequest(msg, (data) =>
      this.firstPurchase.status(parseOrFail(userIdRequest, { id: (data as { userId?: unknown })?.userId }).id),
    );
  }

  @MessagePattern(USERS_SUBJECTS.releaseFirstPurchase)
  releaseFirstPurchase(@Payload() msg: RpcRequest) {
    return withRequest(msg, (data) => {
      const { userId, orderId } = parseOrFail(firstPurchaseRequest, data);
      return this.firstPurchase.release(userId, orderId);
    });
  }
}
