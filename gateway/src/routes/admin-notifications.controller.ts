import { Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { NOTIFICATIONS_SUBJECTS, objectId, type EmailRecordDto, type Principal } from '@kukki/contracts';
import type { RpcClient } from '@kukki/platform';
import { z } from 'zod';
import { AdminRoutes } from '../http/admin-routes';
import { CurrentPrincipal } from '../http/auth';
import { call } from '../http/rpc-proxy';
import { ZodPipe } from '../http/zod-body.pipe';
import { RPC } from '../tokens';

const emailIdParams = z.object({ id: objectId });

/** E-mails that could not be delivered, for an operator to see and send again. */
@AdminRoutes('api/admin/notifications')
export class AdminNotificationsRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Get('failed')
  @ApiOperation({ summary: 'Correos que fallaron definitivamente' })
  failed(@CurrentPrincipal() principal: Principal): Promise<{ emails: EmailRecordDto[] }> {
    return call(this.rpc, NOTIFICATIONS_SUBJECTS.listFailed, {}, principal);
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Vuelve a intentar el envío de un correo' })
  retry(
    @Param(new ZodPipe(emailIdParams)) params: { id: string },
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ email: EmailRecordDto }> {
    return call(this.rpc, NOTIFICATIONS_SUBJECTS.retryEmail, params, principal);
  }
}
