import { Body, Controller, Get, Inject, Param, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CAPACITY_SUBJECTS, type CapacityReply, type DeliveryDatesReply, type Principal } from '@kukki/contracts';
import type { RpcClient } from '@kukki/platform';
import { AdminRoutes } from '../http/admin-routes';
import { CurrentPrincipal } from '../http/auth';
import { call } from '../http/rpc-proxy';
import { RPC } from '../tokens';

/** Daily capacity of the kitchen: a default per delivery day and per-date overrides. */
@AdminRoutes('api/admin/capacity', 'Administración: capacidad')
export class AdminCapacityRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary: 'Capacidad diaria: { defaultPerDay, overrides: [{ date, capacity, used }] }',
    description: 'Cada orden no cancelada con fecha de entrega ocupa un lugar de ese día; las órdenes sin fecha de entrega no ocupan cupo.',
  })
  get(@CurrentPrincipal() principal: Principal): Promise<CapacityReply> {
    return call(this.rpc, CAPACITY_SUBJECTS.get, {}, principal);
  }

  @Put()
  @ApiOperation({
    summary:
      'Ajustes de capacidad: {"defaultPerDay": n | null, "closedWeekdays": [0], "capacityUnit": "orders" | "items"} (cualquiera de ellos)',
  })
  setDefault(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<CapacityReply> {
    return call(this.rpc, CAPACITY_SUBJECTS.setDefault, body ?? {}, principal);
  }

  @Put(':date')
  @ApiOperation({ summary: 'Capacidad de una fecha: {"capacity": n} (0 la cierra, null quita el ajuste)' })
  setDay(@Param('date') date: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<CapacityReply> {
    const capacity =
      body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as { capacity?: unknown }).capacity : undefined;
    return call(this.rpc, CAPACITY_SUBJECTS.setDay, { date, capacity }, principal);
  }
}

/** Public: the selectable delivery days and whether each still takes orders. */
@ApiTags('Órdenes')
@Controller('api')
export class DeliveryDatesRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Get('delivery-dates')
  @ApiOperation({
    summary: 'Fechas de entrega seleccionables (corte de las 12:00) y si tienen cupo; ?productIds=a,b marca los días sin existencias',
  })
  dates(@Query('productIds') productIds: string | undefined): Promise<DeliveryDatesReply> {
    const ids = productIds
      ?.split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    return call(this.rpc, CAPACITY_SUBJECTS.deliveryDates, ids?.length ? { productIds: ids } : {}, null);
  }
}
