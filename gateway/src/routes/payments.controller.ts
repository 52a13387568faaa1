import { Body, Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DEFERRED_PAYMENT_METHODS,
  PAYMENTS_SUBJECTS,
  preferenceRequest,
  type Principal,
  type PreferenceReply,
  type PublicPaymentsConfig,
} from '@kukki/contracts';
import { installmentsMaxOf, type RpcClient } from '@kukki/platform';
import { CurrentPrincipal } from '../http/auth';
import { GuestCapability } from '../http/capability';
import { GuestAction } from '../http/guest-action';
import { call } from '../http/rpc-proxy';
import { ZodPipe } from '../http/zod-body.pipe';
import { RPC } from '../tokens';

@ApiTags('Pagos')
@Controller('api/orders/payments')
export class OrderPaymentRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  /**
   * The order's Mercado Pago Checkout Pro preference, built from the stored order (the client's
   * items, payer and shipments are ignored). Body `{ orderId }` or the spec's `{ items, payer,
   * external_reference, shipments }`. Owner (bearer), admin, or a guest's capability (header
   * X-Order-Token or query token). Asking again for an unpaid order answers the same preference.
   */
  @GuestAction('mercadopago', {
    status: 200,
    limit: { bucket: 'payments', limit: 'RATE_LIMIT_PAYMENTS', windowMs: 60_000 },
    summary: 'Preferencia de Mercado Pago de una orden → { preferenceId, init_point }',
  })
  preference(
    @Body(new ZodPipe(preferenceRequest)) body: { orderId: string },
    @GuestCapability('x-order-token') token: string | undefined,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<PreferenceReply> {
    return call(this.rpc, PAYMENTS_SUBJECTS.preference, { orderId: body.orderId, token: token ?? null }, principal);
  }
}

/** Public payment settings the storefront shows on product and cart pages (meses sin intereses). */
@ApiTags('Pagos')
@Controller('api/payments')
export class PublicPaymentsConfigRoutes {
  private readonly config: PublicPaymentsConfig = {
    installmentsMax: installmentsMaxOf(),
    deferredMethods: [...DEFERRED_PAYMENT_METHODS],
  };

  @Get('config')
  @ApiOperation({ summary: 'Meses sin intereses y medios de pago en efectivo y transferencia que ofrece la tienda' })
  get(): PublicPaymentsConfig {
    return this.config;
  }
}
