import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ERRORS,
  PAYMENT_MESSAGES,
  SUBSCRIPTIONS_SUBJECTS,
  enrolRequestSchema,
  getSubscriptionPlanRequest,
  type CancelEnrolmentReply,
  type EnrolReply,
  type EnrolRequest,
  type MonthDessertsReply,
  type Principal,
  type SubscriptionPlanDto,
  type UserSubscriptionDto,
} from '@kukki/contracts';
import { paymentsConfigFromEnv, verifyWebhookSignature, type RpcClient } from '@kukki/platform';
import { CurrentPrincipal, OptionalAuth } from '../http/auth';
import { RateLimit } from '../http/rate-limit';
import { call } from '../http/rpc-proxy';
import { ZodPipe } from '../http/zod-body.pipe';
import { RPC } from '../tokens';

/** A guest's enrolment capability: header X-Subscription-Token, query `token` (links in e-mails) or body `token`. */
const capability = (...candidates: unknown[]) => candidates.find((c): c is string => typeof c === 'string' && c.length > 0);

/** Spanish answer to a Mercado Pago notification whose signature does not verify (same as the payments webhook). */
export const INVALID_WEBHOOK_SIGNATURE = PAYMENT_MESSAGES.badSignature;

@ApiTags('Suscripciones')
@Controller('api/suscripciones')
export class SubscriptionsRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Planes de suscripción, del más barato al más caro' })
  async list(): Promise<{ data: { subscriptions: SubscriptionPlanDto[] } }> {
    return { data: await call(this.rpc, SUBSCRIPTIONS_SUBJECTS.listPlans, {}) };
  }

  /** One enrolment for /misuscripcion: its owner, a guest with the token of its e-mails, or an admin. */
  @Get('inscripciones/:id')
  @OptionalAuth()
  @ApiOperation({ summary: 'Una inscripción (dueño, invitado con el token de sus correos o administrador)' })
  enrolment(
    @Param(new ZodPipe(getSubscriptionPlanRequest)) params: { id: string },
    @Headers('x-subscription-token') header: string | undefined,
    @Query('token') token: string | undefined,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<{ subscription: UserSubscriptionDto }> {
    return call(this.rpc, SUBSCRIPTIONS_SUBJECTS.get, { id: params.id, token: capability(header, token) }, principal);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @OptionalAuth()
  @RateLimit({ bucket: 'enrroll-cancel', limit: 'RATE_LIMIT_ENROLL', windowMs: 60_000 })
  @ApiOperation({ summary: 'Cancela una suscripción activa o pendiente (dueño, invitado con su token o administrador)' })
  cancel(
    @Param(new ZodPipe(getSubscriptionPlanRequest)) params: { id: string },
    @Body() body: { token?: unknown } | undefined,
    @Headers('x-subscription-token') header: string | undefined,
    @Query('token') token: string | undefined,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<CancelEnrolmentReply> {
    if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body)))
      throw new BadRequestException(ERRORS.validation);
    return call(this.rpc, SUBSCRIPTIONS_SUBJECTS.cancel, { id: params.id, token: capability(header, token, body?.token) }, principal);
  }

  /** Registered before `:id`. */
  @Get('month')
  @ApiOperation({ summary: 'Los dos postres del mes' })
  async month(): Promise<{ data: MonthDessertsReply }> {
    return { data: await call(this.rpc, SUBSCRIPTIONS_SUBJECTS.monthDesserts, {}) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'Detalle de un plan' })
  async detail(
    @Param(new ZodPipe(getSubscriptionPlanRequest)) params: { id: string },
  ): Promise<{ data: { subscription: SubscriptionPlanDto } }> {
    return { data: await call(this.rpc, SUBSCRIPTIONS_SUBJECTS.getPlan, params) };
  }

  @Post('enrroll')
  @HttpCode(201)
  @OptionalAuth()
  @RateLimit({ bucket: 'enrroll', limit: 'RATE_LIMIT_ENROLL', windowMs: 60_000 })
  @ApiOperation({ summary: 'Inscripción a un plan: devuelve el enlace de pago de Mercado Pago (init_point)' })
  enrol(@Body(new ZodPipe(enrolRequestSchema)) body: EnrolRequest, @CurrentPrincipal() principal: Principal | null): Promise<EnrolReply> {
    const subscription = { _id: body.subscription.id, name: body.subscription.name, period: body.subscription.period };
    return call(this.rpc, SUBSCRIPTIONS_SUBJECTS.enrol, { payer: body.payer, subscription }, principal);
  }
}

/**
 * Mercado Pago notifications about subscriptions: the preferences this service creates point
 * their notification_url here. Same verification as the payments webhook (x-signature HMAC over
 * data.id, x-request-id and ts, stale timestamps refused); a bad signature is 401 and changes
 * nothing. The service fetches the state from the API: the body is never trusted.
 */
@ApiTags('Webhooks')
@Controller('api/webhooks/mercadopago/subscriptions')
export class SubscriptionWebhookRoutes {
  private secret?: string;

  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Notificaciones de Mercado Pago de suscripciones (firmadas)' })
  async notify(
    @Body() body: { type?: string; topic?: string; action?: string; data?: { id?: string | number } } | undefined,
    @Query() query: Record<string, string | undefined>,
    @Headers('x-signature') xSignature: string | undefined,
    @Headers('x-request-id') xRequestId: string | undefined,
  ) {
    const fromBody = body?.data?.id !== undefined && body?.data?.id !== null ? String(body.data.id) : undefined;
    const fromQuery = query['data.id'] ?? query.id ?? undefined;
    // The signed id must be the id we act on: a query and a body that disagree are refused.
    if (fromBody && fromQuery && fromBody !== fromQuery) throw new UnauthorizedException(INVALID_WEBHOOK_SIGNATURE);
    const dataId = fromQuery ?? fromBody;
    const type = query.type ?? query.topic ?? body?.type ?? body?.topic ?? body?.action?.split('.')[0];
    this.secret ??= paymentsConfigFromEnv().webhookSecret;
    const check = verifyWebhookSignature({ xSignature, xRequestId, dataId, secret: this.secret });
    if (!check.valid) throw new UnauthorizedException(INVALID_WEBHOOK_SIGNATURE);
    if (!type || !dataId) return { received: true, handled: false };
    const outcome = await call(this.rpc, SUBSCRIPTIONS_SUBJECTS.webhook, { type, dataId });
    return { received: true, handled: outcome.handled };
  }
}
