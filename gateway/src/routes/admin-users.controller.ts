import { Body, Get, Inject, Param, Patch } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  adminSetActiveBody,
  userIdRequest,
  USERS_SUBJECTS,
  type AdminSetActiveReply,
  type AdminUserDetailReply,
  type AdminUsersReply,
  type Principal,
} from '@kukki/contracts';
import type { RpcClient } from '@kukki/platform';
import { AdminRoutes } from '../http/admin-routes';
import { CurrentPrincipal } from '../http/auth';
import { call } from '../http/rpc-proxy';
import { ZodPipe } from '../http/zod-body.pipe';
import { RPC } from '../tokens';

/** Spec §2 /admin/dash/usuarios screens. */
@AdminRoutes('api/admin/users')
export class AdminUsersRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Todos los usuarios' })
  list(@CurrentPrincipal() principal: Principal): Promise<AdminUsersReply> {
    return call(this.rpc, USERS_SUBJECTS.adminList, {}, principal);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un usuario con sus órdenes' })
  detail(
    @Param(new ZodPipe(userIdRequest)) params: { id: string },
    @CurrentPrincipal() principal: Principal,
  ): Promise<AdminUserDetailReply> {
    return call(this.rpc, USERS_SUBJECTS.adminGet, params, principal);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Desactiva o reactiva una cuenta ({ active }); nunca el último administrador activo' })
  setActive(
    @Param(new ZodPipe(userIdRequest)) params: { id: string },
    @Body(new ZodPipe(adminSetActiveBody)) body: { active: boolean },
    @CurrentPrincipal() principal: Principal,
  ): Promise<AdminSetActiveReply> {
    return call(this.rpc, USERS_SUBJECTS.adminSetActive, { id: params.id, active: body.active }, principal);
  }
}
