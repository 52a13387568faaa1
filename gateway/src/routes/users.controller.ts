import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  forgotPasswordRequest,
  loginRequest,
  resetPasswordBody,
  signupRequest,
  updateMeRequest,
  updatePasswordRequest,
  USER_MESSAGES,
  USERS_SUBJECTS,
  type LoginRequest,
  type Principal,
  type ProfileDto,
  type SignupRequest,
  type UpdatePasswordRequest,
  type UpdateMeReply,
  type UserInfoDto,
} from '@kukki/contracts';
import { newId, SESSION_TTL_SECONDS, verifySession, type RpcClient, type Runtime } from '@kukki/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Authenticated, bearerToken, CurrentPrincipal, CurrentSessionId, SESSION_COOKIE } from '../http/auth';
import { RateLimit } from '../http/rate-limit';
import { call } from '../http/rpc-proxy';
import { ZodPipe } from '../http/zod-body.pipe';
import type { GatewayConfig } from '../config';
import type { SessionCache } from '../http/session-cache';
import { GATEWAY_CONFIG, RPC, RUNTIME, SESSION_CACHE } from '../tokens';

const resetTokenParam = z.object({ token: z.string().min(1).max(200, USER_MESSAGES.resetTokenInvalid) });

type CookieReply = FastifyReply & {
  setCookie(name: string, value: string, options: Record<string, unknown>): FastifyReply;
  clearCookie(name: string, options: Record<string, unknown>): FastifyReply;
};

/** Accounts and sessions (spec §7 /api/usuarios, plus forgotten-password links). */
@ApiTags('Usuarios')
@Controller('api/usuarios')
export class UsersRoutes {
  constructor(
    @Inject(RPC) private readonly rpc: RpcClient,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(SESSION_CACHE) private readonly sessions: SessionCache,
  ) {}

  @Post('signup')
  @HttpCode(201)
  @RateLimit({ bucket: 'signup', limit: 'SIGNUP_MAX_PER_IP', windowMs: 'RATE_LIMIT_WINDOW_MS' })
  @ApiOperation({ summary: 'Crea una cuenta e inicia sesión' })
  async signup(
    @Body(new ZodPipe(signupRequest)) body: SignupRequest,
    @Res({ passthrough: true }) reply: CookieReply,
  ): Promise<UserInfoDto> {
    // The account's id is named here, so a repeat of the call (its replica died with it) finds the account it made.
    const user = await call(this.rpc, USERS_SUBJECTS.signup, { ...body, attemptId: newId() }, null, {
      unconfirmed: USER_MESSAGES.signupUnconfirmed,
    });
    return this.withSession(reply, user);
  }

  @Post('login')
  @HttpCode(200)
  @RateLimit({ bucket: 'login', limit: 'LOGIN_MAX_PER_IP', windowMs: 'RATE_LIMIT_WINDOW_MS' })
  @ApiOperation({ summary: 'Inicia sesión' })
  async login(@Body(new ZodPipe(loginRequest)) body: LoginRequest, @Res({ passthrough: true }) reply: CookieReply): Promise<UserInfoDto> {
    return this.withSession(reply, await call(this.rpc, USERS_SUBJECTS.login, body, null, { unconfirmed: USER_MESSAGES.loginUnconfirmed }));
  }

  /**
   * The presented token (bearer header or cookie) is revoked on the server: it answers 401 from the
   * next request on, as bearer or as cookie. Without a valid token it only clears the cookie.
   */
  @Get('logout')
  @ApiOperation({ summary: 'Cierra la sesión: el token deja de valer y se borra la cookie' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: CookieReply): Promise<{ message: string }> {
    const token = bearerToken(request);
    const claims = token ? verifySession(token, this.config.jwtSecret) : null;
    if (claims) {
      await call(this.rpc, USERS_SUBJECTS.logout, { userId: claims.sub, sessionId: claims.sessionId, expiresAt: claims.exp });
      // This gateway forgets it without waiting for the revocation event (the others wait for it).
      this.sessions.revoke({ userId: claims.sub, sessionId: claims.sessionId });
    }
    reply.clearCookie(SESSION_COOKIE, this.cookieOptions());
    return { message: USER_MESSAGES.loggedOut };
  }

  @Get('profile')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Perfil del usuario con sus órdenes' })
  profile(@CurrentPrincipal() principal: Principal): Promise<ProfileDto> {
    return call(this.rpc, USERS_SUBJECTS.profile, {}, principal);
  }

  @Patch('updateMe')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Actualiza nombre, apellido, correo y dirección de entrega (un correo nuevo pide passwordCurrent y cierra las demás sesiones)',
  })
  updateMe(
    @Body(new ZodPipe(updateMeRequest)) body: Record<string, unknown>,
    @CurrentPrincipal() principal: Principal,
    @CurrentSessionId() sessionId: string | undefined,
  ): Promise<UpdateMeReply> {
    return call(this.rpc, USERS_SUBJECTS.updateMe, { ...body, sessionId }, principal);
  }

  @Patch('updateMyPassword')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Cambia la contraseña; las sesiones anteriores dejan de valer' })
  async updateMyPassword(
    @Body(new ZodPipe(updatePasswordRequest)) body: UpdatePasswordRequest,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) reply: CookieReply,
  ): Promise<UserInfoDto & { message: string }> {
    return this.withSession(reply, await call(this.rpc, USERS_SUBJECTS.updatePassword, body, principal));
  }

  @Post('forgotPassword')
  @HttpCode(200)
  @RateLimit({ bucket: 'forgot-password', limit: 'FORGOT_MAX_PER_IP', windowMs: 'RATE_LIMIT_WINDOW_MS' })
  @ApiOperation({ summary: 'Envía un enlace para restablecer la contraseña' })
  forgotPassword(@Body(new ZodPipe(forgotPasswordRequest)) body: { email: string }): Promise<{ message: string }> {
    return call(this.rpc, USERS_SUBJECTS.forgotPassword, body);
  }

  @Patch('resetPassword/:token')
  @ApiOperation({ summary: 'Restablece la contraseña con el enlace recibido e inicia sesión' })
  async resetPassword(
    @Param(new ZodPipe(resetTokenParam)) params: { token: string },
    @Body(new ZodPipe(resetPasswordBody)) body: { password: string; passwordConfirm: string },
    @Res({ passthrough: true }) reply: CookieReply,
  ): Promise<UserInfoDto & { message: string }> {
    const answer = await call(this.rpc, USERS_SUBJECTS.resetPassword, { ...body, token: params.token });
    return this.withSession(reply, answer);
  }

  /** The token travels in the body (the storefront keeps it) and as an httpOnly cookie. */
  private withSession<T extends { token: string }>(reply: CookieReply, answer: T): T {
    reply.setCookie(SESSION_COOKIE, answer.token, { ...this.cookieOptions(), maxAge: SESSION_TTL_SECONDS });
    return answer;
  }

  private cookieOptions() {
    return { path: '/', httpOnly: true, sameSite: 'lax', secure: this.runtime.production };
  }
}
