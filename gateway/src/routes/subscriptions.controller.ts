import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  PAYMENTS_SERVICE_SUBJECTS,
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
import type { RpcClient } from '@kukki/platform';
import { CurrentPrincipal, OptionalAuth } from '../http/auth';
import { firstToken, GuestCapability } from '../http/capability';
import { IdempotencyKey } from '../http/idempotency-key';
import { SignedByMercadoPago, VerifiedNotification, type MercadoPagoNotification } from '../http/mercadopago-notification';
import { ObjectBodyPipe } from '../http/object-body.pipe';
import { GuestAction } from '../http/guest-action';
import { call } from '../http/rpc-proxy';
import { ZodPipe } from '../http/zod-body.pipe';
import { RPC } from '../tokens';

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
    @GuestCapability('x-subscription-token', 'x-order-token') token: string | undefined,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<{ subscription: UserSubscriptionDto }> {
    return call(this.rpc, SUBSCRIPTIONS_SUBJECTS.get, { id: params.id, token }, principal);
  }

  @GuestAction(':id/cancel', {
    status: 200,
    limit: { bucket: 'enrroll-cancel', limit: 'RATE_LIMIT_ENROLL', windowMs: 60_000 },
    summary: 'Cancela una suscripción activa o pendiente (dueño, invitado con su token o administrador)',
  })
  cancel(
    @Param(new ZodPipe(getSubscriptionPlanRequest)) params: { id: string },
    @Body(new ObjectBodyPipe()) body: { token?: unknown } | undefined,
    @GuestCapability('x-subscription-token', 'x-order-token') token: string | undefined,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<CancelEnrolmentReply> {
    // A guest's token may also come in the body.
    return call(this.rpc, SUBSCRIPTIONS_SUBJECTS.cancel, { id: params.id, token: firstToken(token, body?.token) }, principal);
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

  @GuestAction('enrroll', {
    status: 201,
    limit: { bucket: 'enrroll', limit: 'RATE_LIMIT_ENROLL', windowMs: 60_000 },
    summary: 'Inscripción a un plan: devuelve el enlace de pago de Mercado Pago (init_point)',
  })
  enrol(
    @Body(new ZodPipe(enrolRequestSchema)) body: EnrolRequest,
    @CurrentPrincipal() principal: Principal | null,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ): Promise<EnrolReply> {
    const subscription = { _id: body.subscription.id, name: body.subscription.name, period: body.subscription.period };
    return call(this.rpc, SUBSCRIPTIONS_SUBJECTS.enrol, { payer: body.payer, subscription, idempotencyKey }, principal);
  }
}

/**
 * The former notification URL of subscriptions' preferences, kept for notifications Mercado Pago
 * still sends to it (checkouts created before the single route): every topic goes to the payments
 * service, as on `POST /api/webhooks/mercadopago`. Same verification (`SignedByMercadoPago`; the id
 * may also come as query `id`); a bad signature is 401 and changes nothing. The payments service
 * fetches the state from the API: the body is never trusted.
 */
@ApiTags('Webhooks')
@Controller('api/webhooks/mercadopago/subscriptions')
export class SubscriptionWebhookRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(200)
  @SignedByMercadoPago(['data.id', 'id'])
  @ApiOperation({ summary: 'Notificaciones de Mercado Pago de suscripciones (firmadas)' })
  async notify(@VerifiedNotification() { dataId, type, action }: MercadoPagoNotification) {
    if (!type || !dataId) return { received: true, handled: false };
    const { accepted } = await call(this.rpc, PAYMENTS_SERVICE_SUBJECTS.webhook, { type, action: action ?? null, dataId });
    return { received: true, handled: accepted };
  }
}
