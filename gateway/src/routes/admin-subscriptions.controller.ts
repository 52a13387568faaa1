import { Get, Inject, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  SUBSCRIPTIONS_SUBJECTS,
  adminDeliveriesRequest,
  adminEnrolmentsRequest,
  type SubscriptionDeliveryDto,
  type EnrolmentDto,
  type Principal,
} from '@kukki/contracts';
import type { RpcClient } from '@kukki/platform';
import { AdminRoutes } from '../http/admin-routes';
import { CurrentPrincipal } from '../http/auth';
import { call } from '../http/rpc-proxy';
import { ZodPipe } from '../http/zod-body.pipe';
import { RPC } from '../tokens';

@AdminRoutes('api/admin/subscriptions', 'Admin · Suscripciones')
export class AdminSubscriptionsRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Inscripciones con plan, cliente, dirección, estado y próxima entrega (?status=)' })
  list(
    @Query(new ZodPipe(adminEnrolmentsRequest)) query: { status?: string },
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<{ enrollments: EnrolmentDto[] }> {
    return call(this.rpc, SUBSCRIPTIONS_SUBJECTS.adminList, query, principal);
  }

  @Get('deliveries')
  @ApiOperation({ summary: 'Entregas de un mes (?month=AAAA-MM): qué hornear y a dónde enviarlo' })
  deliveries(
    @Query(new ZodPipe(adminDeliveriesRequest)) query: { month?: string },
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<{ month: string; deliveries: SubscriptionDeliveryDto[] }> {
    return call(this.rpc, SUBSCRIPTIONS_SUBJECTS.adminDeliveries, query, principal);
  }
}
