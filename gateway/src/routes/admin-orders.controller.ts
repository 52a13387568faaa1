import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ORDERS_SUBJECTS,
  PAYMENTS_SUBJECTS,
  type AdminOrdersReply,
  type AdminStatsReply,
  type OrderReply,
  type Principal,
  type UpdatedOrderReply,
} from '@kukki/contracts';
import type { RpcClient } from '@kukki/platform';
import { AdminOnly, CurrentPrincipal } from '../http/auth';
import { call } from '../http/rpc-proxy';
import { RPC } from '../tokens';

@ApiTags('Administración')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin')
export class AdminOrderRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Get('orders')
  @AdminOnly()
  @ApiOperation({ summary: 'Órdenes, la más reciente primero; ?status=&page=&limit=' })
  list(
    @Query('status') status: string | undefined,
    @Query('page') page: string | undefined,
    @Query('limit') limit: string | undefined,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AdminOrdersReply> {
    return call(this.rpc, ORDERS_SUBJECTS.adminList, { status, page, limit }, principal);
  }

  @Get('orders/:id')
  @AdminOnly()
  @ApiOperation({ summary: 'Detalle de una orden' })
  get(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<OrderReply> {
    return call(this.rpc, ORDERS_SUBJECTS.adminGet, { id }, principal);
  }

  @Patch('orders/:id')
  @AdminOnly()
  @ApiOperation({ summary: 'Cambia el estado de una orden' })
  update(
    @Param('id') id: string,
    @Body() body: { status?: unknown } | undefined,
    @CurrentPrincipal() principal: Principal,
  ): Promise<UpdatedOrderReply> {
    return call(this.rpc, ORDERS_SUBJECTS.adminUpdateStatus, { id, status: body?.status }, principal);
  }

  @Post('orders/:id/refund')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Reembolsa por completo una orden pagada (Mercado Pago); queda como reembolsada' })
  refund(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<OrderReply> {
    return call(this.rpc, PAYMENTS_SUBJECTS.refund, { id }, principal);
  }

  @Get('stats')
  @AdminOnly()
  @ApiOperation({ summary: 'Tablero: órdenes e ingresos de 30 días, órdenes por estado, productos más vendidos' })
  stats(@CurrentPrincipal() principal: Principal): Promise<AdminStatsReply> {
    return call(this.rpc, ORDERS_SUBJECTS.adminStats, {}, principal);
  }
}
