import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PAYMENTS_SUBJECTS, preferenceRequest, type Principal, type PreferenceReply } from '@kukki/contracts';
import type { RpcClient } from '@kukki/platform';
import { CurrentPrincipal, OptionalAuth } from '../http/auth';
import { GuestCapability } from '../http/capability';
import { RateLimit } from '../http/rate-limit';
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
  @Post('mercadopago')
  @HttpCode(200)
  @OptionalAuth()
  @RateLimit({ bucket: 'payments', limit: 'RATE_LIMIT_PAYMENTS', windowMs: 60_000 })
  @ApiOperation({ summary: 'Preferencia de Mercado Pago de una orden → { preferenceId, init_point }' })
  preference(
    @Body(new ZodPipe(preferenceRequest)) body: { orderId: string },
    @GuestCapability('x-order-token') token: string | undefined,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<PreferenceReply> {
    return call(this.rpc, PAYMENTS_SUBJECTS.preference, { orderId: body.orderId, token: token ?? null }, principal);
  }
}
