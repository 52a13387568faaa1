import { Body, Get, HttpCode, Inject, Param, Patch, Post } from '@nestjs/common';
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
import { CsvDownload, type CsvFile } from '../http/file-reply';
import { QueryFields } from '../http/query-fields';
import { call } from '../http/rpc-proxy';
import { RPC } from '../tokens';

/** The filters of the orders list and of its CSV export (creation dates `from`/`to`, delivery dates). */
const ORDER_FILTERS = ['status', 'q', 'from', 'to', 'deliveryFrom', 'deliveryTo'] as const;
type OrderFilters = Partial<Record<(typeof ORDER_FILTERS)[number], string>>;
type OrderListQuery = OrderFilters & { page?: string; limit?: string };

@AdminRoutes('api/admin')
export class AdminOrderRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Get('orders')
  @ApiOperation({
    summary: 'Órdenes, la más reciente primero; ?status=&q=&from=&to= (creación)&deliveryFrom=&deliveryTo= (entrega)&page=&limit=',
  })
  list(
    @QueryFields(...ORDER_FILTERS, 'page', 'limit') query: OrderListQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AdminOrdersReply> {
    return call(this.rpc, ORDERS_SUBJECTS.adminList, query, principal);
  }

  /** Declared before `orders/:id`; Fastify also prefers the static path over the parameter. */
  @Get('orders/export.csv')
  @CsvDownload()
  @ApiOperation({ summary: 'Órdenes en CSV (mismos filtros que la lista: ?status=&q=&from=&to=&deliveryFrom=&deliveryTo=)' })
  async exportCsv(@QueryFields(...ORDER_FILTERS) filters: OrderFilters, @CurrentPrincipal() principal: Principal): Promise<CsvFile> {
    const { csv } = await call(this.rpc, ORDERS_SUBJECTS.adminExport, filters, principal, { timeoutMs: 30_000 });
    return { csv, filename: 'ordenes.csv' };
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
