import { Body, Get, Inject, Param, Patch, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { RECEIPTS_SUBJECTS, type FacturaReply, type FacturasReply, type Principal } from '@kukki/contracts';
import type { RpcClient } from '@kukki/platform';
import { AdminRoutes } from '../http/admin-routes';
import { CurrentPrincipal } from '../http/auth';
import { ObjectBodyPipe } from '../http/object-body.pipe';
import { call } from '../http/rpc-proxy';
import { RPC } from '../tokens';

@AdminRoutes('api/admin/facturas')
export class AdminFacturaRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Solicitudes de factura, la más reciente primero; ?status=pendiente|emitida' })
  list(@Query('status') status: string | undefined, @CurrentPrincipal() principal: Principal): Promise<FacturasReply> {
    return call(this.rpc, RECEIPTS_SUBJECTS.adminList, { status }, principal);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Marca una solicitud de factura como emitida: { "status": "emitida" }' })
  update(
    @Param('id') id: string,
    @Body(new ObjectBodyPipe({ required: true })) body: { status?: unknown },
    @CurrentPrincipal() principal: Principal,
  ): Promise<FacturaReply> {
    return call(this.rpc, RECEIPTS_SUBJECTS.adminUpdate, { id, status: body.status }, principal);
  }
}
