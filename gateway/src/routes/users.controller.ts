import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Res } from '@nestjs/common';
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
  type Principal,
  type ProfileDto,
  type UpdateMeReply,
  type UserInfoDto,
} from '@kukki/contracts';
import { SESSION_TTL_SECONDS, type RpcClient, type Runtime } from '@kukki/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Authenticated, CurrentPrincipal, SESSION_COOKIE } from '../http/auth';
import { envNumber, RateLimit } from '../http/rate-limit';
import { call } from '../http/rpc-proxy';
import { ZodPipe } from '../http/zod-body.pipe';
import { RPC, RUNTIME } from '../tokens';

const WINDOW_MS = envNumber('RATE_LIMIT_WINDOW_MS', 15 * 60_000);
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
  ) {}

  @Post('signup')
  @HttpCode(201)
  @RateLimit({ bucket: 'signup', limit: envNumber('SIGNUP_MAX_PER_IP', 30), windowMs: WINDOW_MS })
  @ApiOperation({ summary: 'Crea una cuenta e inicia sesión' })
  async signup(@Body(new ZodPipe(signupRequest)) body: unknown, @Res({ passthrough: true }) reply: CookieReply): Promise<UserInfoDto> {
    return this.withSession(reply, await call<UserInfoDto>(this.rpc, USERS_SUBJECTS.signup, body));
  }

  @Post('login')
  @HttpCode(200)
  @RateLimit({ bucket: 'login', limit: envNumber('LOGIN_MAX_PER_IP', 100), windowMs: WINDOW_MS })
  @ApiOperation({ summary: 'Inicia sesión' })
  async login(@Body(new ZodPipe(loginRequest)) body: unknown, @Res({ passthrough: true }) reply: CookieReply): Promise<UserInfoDto> {
    return this.withSession(reply, await call<UserInfoDto>(this.rpc, USERS_SUBJECTS.login, body));
  }

  @Get('logout')
  @ApiOperation({ summary: 'Cierra la sesión (borra la cookie)' })
  logout(@Res({ passthrough: true }) reply: CookieReply): { message: string } {
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
  @ApiOperation({ summary: 'Actualiza nombre, correo y dirección de entrega' })
  updateMe(@Body(new ZodPipe(updateMeRequest)) body: unknown, @CurrentPrincipal() principal: Principal): Promise<UpdateMeReply> {
    return call(this.rpc, USERS_SUBJECTS.updateMe, body, principal);
  }

  @Patch('updateMyPassword')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Cambia la contraseña; las sesiones anteriores dejan de valer' })
  async updateMyPassword(
    @Body(new ZodPipe(updatePasswordRequest)) body: unknown,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) reply: CookieReply,
  ): Promise<UserInfoDto & { message: string }> {
    return this.withSession(reply, await call<UserInfoDto & { message: string }>(this.rpc, USERS_SUBJECTS.updatePassword, body, principal));
  }

  @Post('forgotPassword')
  @HttpCode(200)
  @RateLimit({ bucket: 'forgot-password', limit: envNumber('FORGOT_MAX_PER_IP', 10), windowMs: WINDOW_MS })
  @ApiOperation({ summary: 'Envía un enlace para restablecer la contraseña' })
  forgotPassword(@Body(new ZodPipe(forgotPasswordRequest)) body: unknown): Promise<{ message: string }> {
    return call(this.rpc, USERS_SUBJECTS.forgotPassword, body);
  }

  @Patch('resetPassword/:token')
  @ApiOperation({ summary: 'Restablece la contraseña con el enlace recibido e inicia sesión' })
  async resetPassword(
    @Param(new ZodPipe(resetTokenParam)) params: { token: string },
    @Body(new ZodPipe(resetPasswordBody)) body: { password: string; passwordConfirm: string },
    @Res({ passthrough: true }) reply: CookieReply,
  ): Promise<UserInfoDto & { message: string }> {
    const answer = await call<UserInfoDto & { message: string }>(this.rpc, USERS_SUBJECTS.resetPassword, { ...body, token: params.token });
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
