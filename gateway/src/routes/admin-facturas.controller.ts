import { BadRequestException, Body, Controller, Get, Inject, Param, Patch, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ERRORS, RECEIPTS_SUBJECTS, type FacturaReply, type FacturasReply, type Principal } from '@kukki/contracts';
import type { RpcClient } from '@kukki/platform';
import { AdminOnly, CurrentPrincipal } from '../http/auth';
import { call } from '../http/rpc-proxy';
import { RPC } from '../tokens';

@ApiTags('Administración')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin/facturas')
export class AdminFacturaRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'Solicitudes de factura, la más reciente primero; ?status=pendiente|emitida' })
  list(@Query('status') status: string | undefined, @CurrentPrincipal() principal: Principal): Promise<FacturasReply> {
    return call(this.rpc, RECEIPTS_SUBJECTS.adminList, { status }, principal);
  }

  @Patch(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Marca una solicitud de factura como emitida: { "status": "emitida" }' })
  update(@Param('id') id: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<FacturaReply> {
    if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body))
      throw new BadRequestException(ERRORS.validation);
    return call(this.rpc, RECEIPTS_SUBJECTS.adminUpdate, { id, status: (body as { status?: unknown }).status }, principal);
  }
}
