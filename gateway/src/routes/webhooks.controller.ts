import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PAYMENTS_SERVICE_SUBJECTS } from '@kukki/contracts';
import type { RpcClient } from '@kukki/platform';
import { SignedByMercadoPago, VerifiedNotification, type MercadoPagoNotification } from '../http/mercadopago-notification';
import { call } from '../http/rpc-proxy';
import { RPC } from '../tokens';

/** The topics the payments service handles: payments, preapprovals and their recurring charges. */
const HANDLED = (type: string) =>
  type === 'payment' || type.startsWith('subscription_') || type === 'preapproval' || type === 'authorized_payment';

/**
 * Mercado Pago's notification URL (the preferences' `notification_url`). The `x-signature` is
 * verified first (`SignedByMercadoPago`): a bad or missing one is 401 with nothing changed. A verified
 * notification goes to the payments service, which fetches the payment or preapproval from the API
 * (the body is never trusted), records it and emits what orders and subscriptions consume.
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
    if (!HANDLED(type) || !dataId) return { received: true, handled: false };
    await call(this.rpc, PAYMENTS_SERVICE_SUBJECTS.webhook, { type, action: action ?? null, dataId });
    return { received: true, handled: true };
  }
}
