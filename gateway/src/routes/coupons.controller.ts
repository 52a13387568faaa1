import { Body, Controller, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { COUPONS_SUBJECTS, type CouponReply, type Principal } from '@kukki/contracts';
import { CurrentPrincipal } from '../http/auth';
import type { RpcClient } from '@kukki/platform';
import { GuestAction } from '../http/guest-action';
import { call } from '../http/rpc-proxy';
import { RPC } from '../tokens';

@ApiTags('Cupones')
@Controller('api/orders')
export class CouponRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  /** A check, not a creation: 200. Limited per address so codes cannot be guessed in bulk. */
  @GuestAction('coupon', {
    status: 200,
    limit: { bucket: 'coupon', limit: 'COUPON_RATE_LIMIT', windowMs: 60_000 },
    summary:
      'Valida un cupón (activo, vigente y con usos disponibles); con `orderAmount` (o `itemsPrice`: productos en pesos, sin envío) revisa la compra mínima',
  })
  validate(
    @Body() body: { couponCode?: unknown; code?: unknown; orderAmount?: unknown; itemsPrice?: unknown; email?: unknown } | undefined,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<CouponReply> {
    return call(this.rpc, COUPONS_SUBJECTS.validate, {
      code: body?.couponCode ?? body?.code,
      orderAmount: body?.orderAmount ?? body?.itemsPrice ?? undefined,
      userId: principal?.userId ?? null,
      email: typeof body?.email === 'string' ? body.email : null,
    });
  }
}
