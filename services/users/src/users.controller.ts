import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  adminSetActiveRequest,
  callerSessionRequest,
  firstPurchaseRequest,
  logoutRequest,
  forgotPasswordRequest,
  loginRequest,
  objectId,
  resetPasswordRequest,
  signupRequest,
  updateMeRequest,
  updatePasswordRequest,
  userIdRequest,
  USERS_SUBJECTS,
  verifySessionRequest,
  type FirstPurchaseRequest,
  type LoginRequest,
  type Principal,
  type ResetPasswordRequest,
  type SignupRequest,
  type UpdateMeRequest,
  type UpdatePasswordRequest,
} from '@kukki/contracts';
import { AdminPattern, Caller, Data, RequireSelfOrAdmin, RequireUser } from '@kukki/platform';
import type { z } from 'zod';
import { AccountsService } from './accounts.service';
import { FirstPurchaseService } from './first-purchase.service';
import { PasswordResetService } from './password-reset.service';

const firstPurchaseStatusRequest = firstPurchaseRequest.pick({ userId: true });

/** Request/reply subjects of the users service (ARCHITECTURE §4). */
@Controller()
export class UsersController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly resets: PasswordResetService,
    private readonly firstPurchase: FirstPurchaseService,
  ) {}

  @MessagePattern(USERS_SUBJECTS.signup)
  signup(@Data(signupRequest) input: SignupRequest, @Data(objectId.optional(), 'attemptId') attemptId: string | undefined) {
    return this.accounts.signup(input, attemptId);
  }

  @MessagePattern(USERS_SUBJECTS.login)
  login(@Data(loginRequest) input: LoginRequest) {
    return this.accounts.login(input);
  }

  @MessagePattern(USERS_SUBJECTS.verifySession)
  async verifySession(@Data(verifySessionRequest) { userId, issuedAt, sessionId }: z.infer<typeof verifySessionRequest>) {
    return { principal: await this.accounts.verifySession(userId, issuedAt, sessionId) };
  }

  /** From the gateway's logout route, with the claims of a token whose signature it verified. */
  @MessagePattern(USERS_SUBJECTS.logout)
  logout(@Data(logoutRequest) { userId, sessionId, expiresAt }: z.infer<typeof logoutRequest>) {
    return this.accounts.logout(userId, sessionId, expiresAt);
  }

  @MessagePattern(USERS_SUBJECTS.profile)
  @RequireUser()
  profile(@Caller() caller: Principal) {
    return this.accounts.profile(caller);
  }

  @MessagePattern(USERS_SUBJECTS.updateMe)
  @RequireUser()
  updateMe(
    @Caller() caller: Principal,
    @Data([updateMeRequest, callerSessionRequest]) [input, { sessionId }]: [UpdateMeRequest, z.infer<typeof callerSessionRequest>],
  ) {
    return this.accounts.updateMe(caller, input, sessionId);
  }

  @MessagePattern(USERS_SUBJECTS.updatePassword)
  @RequireUser()
  updatePassword(@Caller() caller: Principal, @Data(updatePasswordRequest) input: UpdatePasswordRequest) {
    return this.accounts.updatePassword(caller, input);
  }

  @MessagePattern(USERS_SUBJECTS.forgotPassword)
  forgotPassword(@Data(forgotPasswordRequest) { email }: z.infer<typeof forgotPasswordRequest>) {
    return this.resets.requestReset(email);
  }

  @MessagePattern(USERS_SUBJECTS.resetPassword)
  resetPassword(@Data(resetPasswordRequest) input: ResetPasswordRequest) {
    return this.resets.reset(input);
  }

  @AdminPattern(USERS_SUBJECTS.adminList)
  async adminList() {
    return { users: await this.accounts.listForAdmin() };
  }

  @AdminPattern(USERS_SUBJECTS.adminGet)
  adminGet(@Caller() admin: Principal, @Data(userIdRequest) { id }: z.infer<typeof userIdRequest>) {
    return this.accounts.detailForAdmin(admin, id);
  }

  @AdminPattern(USERS_SUBJECTS.adminSetActive)
  adminSetActive(@Data(adminSetActiveRequest) { id, active }: z.infer<typeof adminSetActiveRequest>) {
    return this.accounts.setActiveForAdmin(id, active);
  }

  /** From the orders service on behalf of the buyer: only that user (or an admin) may hold their discount. */
  @MessagePattern(USERS_SUBJECTS.reserveFirstPurchase)
  @RequireSelfOrAdmin('userId')
  reserveFirstPurchase(@Data(firstPurchaseRequest) { userId, orderId }: FirstPurchaseRequest) {
    return this.firstPurchase.reserve(userId, orderId);
  }

  @MessagePattern(USERS_SUBJECTS.firstPurchaseStatus)
  @RequireSelfOrAdmin('userId')
  firstPurchaseStatus(@Data(firstPurchaseStatusRequest) { userId }: z.infer<typeof firstPurchaseStatusRequest>) {
    return this.firstPurchase.status(userId);
  }

  @MessagePattern(USERS_SUBJECTS.releaseFirstPurchase)
  @RequireSelfOrAdmin('userId')
  releaseFirstPurchase(@Data(firstPurchaseRequest) { userId, orderId }: FirstPurchaseRequest) {
    return this.firstPurchase.release(userId, orderId);
  }
}
