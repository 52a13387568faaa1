import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PAYMENTS_SERVICE_SUBJECTS, PAYMENTS_SUBJECTS } from '@kukki/contracts';
import type { RpcClient } from '@kukki/platform';
import { SignedByMercadoPago, VerifiedNotification, type MercadoPagoNotification } from '../http/mercadopago-notification';
import { call } from '../http/rpc-proxy';
import { RPC } from '../tokens';

/** Which service handles a notification type (Mercado Pago may send every type to this one URL). */
const TARGETS: Array<{
  matches: (type: string) => boolean;
  subject: typeof PAYMENTS_SUBJECTS.notify | typeof PAYMENTS_SERVICE_SUBJECTS.webhook;
}> = [
  { matches: (t) => t === 'payment', subject: PAYMENTS_SUBJECTS.notify },
  // Preapprovals and their recurring charges: the payments service (it emits what subscriptions consumes).
  {
    matches: (t) => t.startsWith('subscription_') || t === 'preapproval' || t === 'authorized_payment',
    subject: PAYMENTS_SERVICE_SUBJECTS.webhook,
  },
];

/**
 * Mercado Pago's notification URL (the preferences' `notification_url`). The `x-signature` is
 * verified first (`SignedByMercadoPago`): a bad or missing one is 401 with nothing changed. A verified
 * payment is only queued by the orders service (it fetches the payment from the API: the body is
 * never trusted), so this answers 200 at once.
 */
@ApiTags('Webhooks')
@Controller('api/webhooks/mercadopago')
export class MercadoPagoWebhookRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(200)
  @SignedByMercadoPago(['data.id'])
  @ApiOperation({ summary: 'Notificaciones de Mercado Pago (firmadas con x-signature)' })
  async notify(@VerifiedNotification() notification: MercadoPagoNotification) {
    const { dataId, action } = notification;
    const type = notification.type ?? '';
    const target = TARGETS.find((t) => t.matches(type));
    if (!target || !dataId) return { received: true, handled: false };
    await call(this.rpc, target.subject, { type, action: action ?? null, dataId });
    return { received: true, handled: true };
  }
}
