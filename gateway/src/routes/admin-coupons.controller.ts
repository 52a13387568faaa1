import { Body, Get, Inject, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { COUPONS_SUBJECTS, type CouponReply, type CouponsReply, type Principal } from '@kukki/contracts';
import type { RpcClient } from '@kukki/platform';
import { AdminRoutes } from '../http/admin-routes';
import { CurrentPrincipal } from '../http/auth';
import { ObjectBodyPipe, type JsonObject } from '../http/object-body.pipe';
import { call } from '../http/rpc-proxy';
import { RPC } from '../tokens';

@AdminRoutes('api/admin/coupons')
export class AdminCouponRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Cupones' })
  list(@CurrentPrincipal() principal: Principal): Promise<CouponsReply> {
    return call(this.rpc, COUPONS_SUBJECTS.adminList, {}, principal);
  }

  @Post()
  @ApiOperation({ summary: 'Crea un cupón' })
  create(@Body(new ObjectBodyPipe()) body: JsonObject | undefined, @CurrentPrincipal() principal: Principal): Promise<CouponReply> {
    return call(this.rpc, COUPONS_SUBJECTS.adminCreate, body ?? {}, principal);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un cupón' })
  get(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<CouponReply> {
    return call(this.rpc, COUPONS_SUBJECTS.adminGet, { id }, principal);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Actualiza un cupón' })
  update(
    @Param('id') id: string,
    @Body(new ObjectBodyPipe()) body: JsonObject | undefined,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CouponReply> {
    return call(this.rpc, COUPONS_SUBJECTS.adminUpdate, { ...body, id }, principal);
  }
}
