import { Body, Get, HttpCode, Inject, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiOperation } from '@nestjs/swagger';
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
import { AdminRoutes } from '../http/admin-routes';
import { CurrentPrincipal } from '../http/auth';
import { call } from '../http/rpc-proxy';
import { RPC } from '../tokens';

@AdminRoutes('api/admin')
export class AdminOrderRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Get('orders')
  @ApiOperation({
    summary: 'Órdenes, la más reciente primero; ?status=&q=&from=&to= (creación)&deliveryFrom=&deliveryTo= (entrega)&page=&limit=',
  })
  list(
    @Query('status') status: string | undefined,
    @Query('q') q: string | undefined,
    @Query('from') from: string | undefined,
    @Query('to') to: string | undefined,
    @Query('deliveryFrom') deliveryFrom: string | undefined,
    @Query('deliveryTo') deliveryTo: string | undefined,
    @Query('page') page: string | undefined,
    @Query('limit') limit: string | undefined,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AdminOrdersReply> {
    return call(this.rpc, ORDERS_SUBJECTS.adminList, { status, q, from, to, deliveryFrom, deliveryTo, page, limit }, principal);
  }

  /** Declared before `orders/:id`; Fastify also prefers the static path over the parameter. */
  @Get('orders/export.csv')
  @ApiOperation({ summary: 'Órdenes en CSV (mismos filtros que la lista: ?status=&q=&from=&to=&deliveryFrom=&deliveryTo=)' })
  async exportCsv(
    @Query('status') status: string | undefined,
    @Query('q') q: string | undefined,
    @Query('from') from: string | undefined,
    @Query('to') to: string | undefined,
    @Query('deliveryFrom') deliveryFrom: string | undefined,
    @Query('deliveryTo') deliveryTo: string | undefined,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { csv } = await call(this.rpc, ORDERS_SUBJECTS.adminExport, { status, q, from, to, deliveryFrom, deliveryTo }, principal, {
      timeoutMs: 30_000,
    });
    // Headers only on success: a refusal stays JSON { message }.
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="ordenes.csv"')
      .header('cache-control', 'no-store');
    return `\uFEFF${csv}`;
  }

  @Get('orders/:id')
  @ApiOperation({ summary: 'Detalle de una orden' })
  get(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<OrderReply> {
    return call(this.rpc, ORDERS_SUBJECTS.adminGet, { id }, principal);
  }

  @Patch('orders/:id')
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
  @ApiOperation({
    summary: 'Reembolsa una orden pagada (Mercado Pago): { amount } en pesos para un reembolso parcial; sin cuerpo, lo que falta',
  })
  refund(
    @Param('id') id: string,
    @Body() body: { amount?: unknown } | undefined,
    @CurrentPrincipal() principal: Principal,
  ): Promise<OrderReply> {
    return call(this.rpc, PAYMENTS_SUBJECTS.refund, { id, amount: body?.amount }, principal);
  }

  @Get('stats')
  @ApiOperation({ summary: 'Tablero: órdenes e ingresos de 30 días, órdenes por estado, productos más vendidos' })
  stats(@CurrentPrincipal() principal: Principal): Promise<AdminStatsReply> {
    return call(this.rpc, ORDERS_SUBJECTS.adminStats, {}, principal);
  }
}
