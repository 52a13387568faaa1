import { Body, Controller, Headers, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PAYMENTS_SUBJECTS, SUBSCRIPTIONS_SUBJECTS } from '@kukki/contracts';
import type { RpcClient } from '@kukki/platform';
import { NotificationSignature, notificationType, type NotificationBody, type NotificationQuery } from '../http/mercadopago-notification';
import { call } from '../http/rpc-proxy';
import { RPC } from '../tokens';

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
 * verified first (`NotificationSignature`) and a bad or missing one is 401 with nothing changed. A verified payment is only queued by the
 * orders service (it fetches the payment from the API: the body is never trusted), so this answers
 * 200 at once.
 */
@ApiTags('Webhooks')
@Controller('api/webhooks/mercadopago')
export class MercadoPagoWebhookRoutes {
  private readonly signature = new NotificationSignature(['data.id']);

  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Notificaciones de Mercado Pago (firmadas con x-signature)' })
  async notify(
    @Body() body: NotificationBody,
    @Query() query: NotificationQuery,
    @Headers('x-signature') xSignature: string | undefined,
    @Headers('x-request-id') xRequestId: string | undefined,
  ) {
    const dataId = this.signature.verifiedDataId(body, query, { xSignature, xRequestId });
    const type = notificationType(body, query) ?? '';
    const target = TARGETS.find((t) => t.matches(type));
    if (!target || !dataId) return { received: true, handled: false };
    if (target.subject === PAYMENTS_SUBJECTS.notify) await call(this.rpc, target.subject, { type, action: body?.action ?? null, dataId });
    else await call(this.rpc, target.subject, { type, dataId });
    return { received: true, handled: true };
  }
}
