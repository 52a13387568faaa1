import { Body, Controller, Headers, HttpCode, Inject, Post, Query, UnauthorizedException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PAYMENT_MESSAGES, PAYMENTS_SUBJECTS, SUBSCRIPTIONS_SUBJECTS } from '@kukki/contracts';
import { paymentsConfigFromEnv, verifyWebhookSignature, type RpcClient } from '@kukki/platform';
import { call } from '../http/rpc-proxy';
import { RPC } from '../tokens';

type NotificationBody = { type?: string; topic?: string; action?: string; data?: { id?: string | number } } | undefined;

/** Which service handles a notification type (Mercado Pago may send every type to this one URL). */
const TARGETS: Array<{
  matches: (type: string) => boolean;
  subject: typeof PAYMENTS_SUBJECTS.notify | typeof SUBSCRIPTIONS_SUBJECTS.webhook;
}> = [
  { matches: (t) => t === 'payment', subject: PAYMENTS_SUBJECTS.notify },
  { matches: (t) => t.startsWith('subscription_') || t === 'preapproval', subject: SUBSCRIPTIONS_SUBJECTS.webhook },
];

/**
 * Mercado Pago's notification URL (the preferences' `notification_url`). The `x-signature` is
 * verified first — HMAC-SHA256 with MERCADOPAGO_WEBHOOK_SECRET over
 * `id:{data.id};request-id:{x-request-id};ts:{ts};`, constant-time, stale timestamps refused —
 * and a bad or missing one is 401 with nothing changed. A verified payment is only queued by the
 * orders service (it fetches the payment from the API: the body is never trusted), so this answers
 * 200 at once.
 */
@ApiTags('Webhooks')
@Controller('api/webhooks/mercadopago')
export class MercadoPagoWebhookRoutes {
  private secret?: string;

  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Notificaciones de Mercado Pago (firmadas con x-signature)' })
  async notify(
    @Body() body: NotificationBody,
    @Query() query: Record<string, string | undefined>,
    @Headers('x-signature') xSignature: string | undefined,
    @Headers('x-request-id') xRequestId: string | undefined,
  ) {
    const fromBody = body?.data?.id !== undefined && body?.data?.id !== null ? String(body.data.id) : undefined;
    const fromQuery = query['data.id'] ?? undefined;
    // The signed id must be the id we act on: a query and a body that disagree are refused.
    if (fromBody && fromQuery && fromBody !== fromQuery) throw new UnauthorizedException(PAYMENT_MESSAGES.badSignature);
    const dataId = fromQuery ?? fromBody;
    this.secret ??= paymentsConfigFromEnv().webhookSecret;
    const check = verifyWebhookSignature({ xSignature, xRequestId, dataId, secret: this.secret });
    if (!check.valid) throw new UnauthorizedException(PAYMENT_MESSAGES.badSignature);

    const type = query.type ?? query.topic ?? body?.type ?? body?.topic ?? body?.action?.split('.')[0] ?? '';
    const target = TARGETS.find((t) => t.matches(type));
    if (!target || !dataId) return { received: true, handled: false };
    if (target.subject === PAYMENTS_SUBJECTS.notify) await call(this.rpc, target.subject, { type, action: body?.action ?? null, dataId });
    else await call(this.rpc, target.subject, { type, dataId });
    return { received: true, handled: true };
  }
}
