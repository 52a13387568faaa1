import { BadRequestException, Body, Controller, Get, Inject, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { COUPONS_SUBJECTS, ERRORS, type CouponReply, type CouponsReply, type Principal } from '@kukki/contracts';
import type { RpcClient } from '@kukki/platform';
import { AdminOnly, CurrentPrincipal } from '../http/auth';
import { call } from '../http/rpc-proxy';
import { RPC } from '../tokens';

type Json = Record<string, unknown>;
/** No body is an empty one; an array or a bare value is not a coupon (400, never a silent no-op). */
const asObject = (body: unknown): Json => {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new BadRequestException(ERRORS.validation);
  return body as Json;
};

@ApiTags('Administración')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin/coupons')
export class AdminCouponRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'Cupones' })
  list(@CurrentPrincipal() principal: Principal): Promise<CouponsReply> {
    return call(this.rpc, COUPONS_SUBJECTS.adminList, {}, principal);
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Crea un cupón' })
  create(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<CouponReply> {
    return call(this.rpc, COUPONS_SUBJECTS.adminCreate, asObject(body), principal);
  }

  @Get(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Un cupón' })
  get(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<CouponReply> {
    return call(this.rpc, COUPONS_SUBJECTS.adminGet, { id }, principal);
  }

  @Patch(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Actualiza un cupón' })
  update(@Param('id') id: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<CouponReply> {
    return call(this.rpc, COUPONS_SUBJECTS.adminUpdate, { ...asObject(body), id }, principal);
  }
}
