import { Body, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  BAKERY_SUBJECTS,
  type CreateOrderReply,
  type CustomersReply,
  type PdfReply,
  type Principal,
  type ProductionReply,
  type RoutesReply,
  type SalesReportReply,
  SALES_CSV_FILES,
  type SalesCsvTable,
} from '@kukki/contracts';
import type { RpcClient } from '@kukki/platform';
import { AdminRoutes } from '../http/admin-routes';
import { CurrentPrincipal } from '../http/auth';
import { CsvDownload, InlinePdf, type CsvFile } from '../http/file-reply';
import { QueryFields } from '../http/query-fields';
import { call } from '../http/rpc-proxy';
import { RPC } from '../tokens';

const PDF_TIMEOUT_MS = 30_000;

/** Payment days `from` and `to` (AAAA-MM-DD) of the sales reports. */
type ReportRange = { from?: string; to?: string };

/** The bakery's morning: production list, route sheet, packing slips, reports, customers, orders entered by the shop. */
@AdminRoutes('api/admin', 'Administración: producción y reportes')
export class AdminBakeryRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Get('production')
  @ApiOperation({
    summary:
      'Lista de producción de un día de entrega (?date=AAAA-MM-DD): { date, products, boxes, orders }, sólo órdenes pagadas y cajas de suscripción',
  })
  production(@Query('date') date: string | undefined, @CurrentPrincipal() principal: Principal): Promise<ProductionReply> {
    return call(this.rpc, BAKERY_SUBJECTS.production, { date }, principal);
  }

  @Get('routes')
  @ApiOperation({ summary: 'Hoja de ruta de un día (?date=AAAA-MM-DD): { date, stops } por alcaldía y código postal' })
  routes(@Query('date') date: string | undefined, @CurrentPrincipal() principal: Principal): Promise<RoutesReply> {
    return call(this.rpc, BAKERY_SUBJECTS.routes, { date }, principal);
  }

  @Get('orders/:id/packing-slip.pdf')
  @InlinePdf()
  @ApiOperation({ summary: 'Hoja de empaque de una orden (PDF carta, sin precios)' })
  packingSlip(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<PdfReply> {
    return call(this.rpc, BAKERY_SUBJECTS.packingSlip, { id }, principal, { timeoutMs: PDF_TIMEOUT_MS });
  }

  @Get('packing-slips.pdf')
  @InlinePdf()
  @ApiOperation({ summary: 'Hojas de empaque de las órdenes pagadas de un día (?date=AAAA-MM-DD), una por página' })
  packingSlips(@Query('date') date: string | undefined, @CurrentPrincipal() principal: Principal): Promise<PdfReply> {
    return call(this.rpc, BAKERY_SUBJECTS.packingSlips, { date }, principal, { timeoutMs: PDF_TIMEOUT_MS });
  }

  @Get('reports/sales')
  @ApiOperation({ summary: 'Reporte de ventas (?from=&to=, días de pago): totales, por producto, medio de pago, cupón y día' })
  sales(@QueryFields('from', 'to') range: ReportRange, @CurrentPrincipal() principal: Principal): Promise<SalesReportReply> {
    return call(this.rpc, BAKERY_SUBJECTS.salesReport, range, principal);
  }

  @Get('reports/sales.csv')
  @CsvDownload()
  @ApiOperation({
    summary:
      'Reporte de ventas en CSV (UTF-8 con BOM), una tabla por archivo: ?table=orders (una fila por venta, por omisión) | products | payments | coupons | days',
  })
  async salesCsv(
    @QueryFields('from', 'to', 'table') query: ReportRange & { table?: string },
    @CurrentPrincipal() principal: Principal,
  ): Promise<CsvFile> {
    const { csv } = await call(this.rpc, BAKERY_SUBJECTS.salesCsv, query, principal, { timeoutMs: 30_000 });
    return { csv, filename: `ventas-${SALES_CSV_FILES[query.table as SalesCsvTable] ?? 'ordenes'}.csv` };
  }

  @Get('customers')
  @ApiOperation({ summary: 'Clientes (registrados e invitados, por correo): ?q=&page=' })
  customers(
    @QueryFields('q', 'page') query: { q?: string; page?: string },
    @CurrentPrincipal() principal: Principal,
  ): Promise<CustomersReply> {
    return call(this.rpc, BAKERY_SUBJECTS.customers, query, principal);
  }

  @Post('orders')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Orden capturada por la tienda: el cuerpo de una orden de invitado más channel (telefono | whatsapp | mostrador) y paid',
  })
  create(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<CreateOrderReply> {
    const order = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
    return call(this.rpc, BAKERY_SUBJECTS.adminCreate, order as never, principal);
  }
}
