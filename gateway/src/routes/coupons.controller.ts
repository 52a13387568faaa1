import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { COUPONS_SUBJECTS, type CouponReply } from '@kukki/contracts';
import type { RpcClient } from '@kukki/platform';
import { envNumber, RateLimit } from '../http/rate-limit';
import { call } from '../http/rpc-proxy';
import { RPC } from '../tokens';

@ApiTags('Cupones')
@Controller('api/orders')
export class CouponRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  /** A check, not a creation: 200. Limited per address so codes cannot be guessed in bulk. */
  @Post('coupon')
  @HttpCode(200)
  @RateLimit({ bucket: 'coupon', limit: envNumber('COUPON_RATE_LIMIT', 60), windowMs: 60_000 })
  @ApiOperation({ summary: 'Valida un cupón (activo y vigente)' })
  validate(@Body() body: { couponCode?: unknown; code?: unknown } | undefined): Promise<CouponReply> {
    return call(this.rpc, COUPONS_SUBJECTS.validate, { code: body?.couponCode ?? body?.code });
  }
}
