import { Controller, createParamDecorator, Inject, type ExecutionContext } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  adminListOrdersRequest,
  adminOrdersFilter,
  cancelOrderRequest,
  createOrderRequest,
  orderAccessRequest,
  orderIdRequest,
  ordersByUserRequest,
  ORDERS_SUBJECTS,
  updateOrderStatusRequest,
  type AdminListOrdersRequest,
  type AdminOrdersCsvReply,
  type AdminOrdersFilter,
  type AdminOrdersReply,
  idempotencyKey,
  objectId,
  type AdminStatsReply,
  type CancelOrderRequest,
  type CreateOrderReply,
  type CreateOrderRequest,
  type OrderAccessRequest,
  type OrderDetailReply,
  type OrderReply,
  type OrdersByUserReply,
  type OrderQuoteReply,
  type Principal,
  type RpcRequest,
  type UpdatedOrderReply,
} from '@kukki/contracts';
import { AdminPattern, Caller, Data, principalOf, RequireSelfOrAdmin, RequireUserWhen } from '@kukki/platform';
import { z } from 'zod';
import { AdminOrdersService } from './admin-orders.service';
import { ORDERS_CONFIG, type OrdersConfig } from './config';
import { IdempotentCheckout } from './idempotent-checkout';
import { OrdersService } from './orders.service';

/** The client address the gateway saw (the unpaid-orders limit); absent for internal callers. */
const clientAddress = z.string().max(200).optional();

/** `guest: false` orders belong to the caller (signed in: `RequireUserWhen`); guest orders have no owner. */
const OrderOwner = createParamDecorator((_: unknown, ctx: ExecutionContext): Principal | null => {
  const data = ctx.switchToRpc().getData<RpcRequest | undefined>()?.data as { guest?: unknown } | undefined;
  return data?.guest === false ? principalOf(ctx) : null;
});

@Controller()
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly checkout: IdempotentCheckout,
    private readonly admin: AdminOrdersService,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
  ) {}

  /** `guest` orders have no owner and get a capability token; user orders need a principal. */
  @MessagePattern(ORDERS_SUBJECTS.create)
  @RequireUserWhen('guest', false)
  create(
    @OrderOwner() owner: Principal | null,
    @Data(createOrderRequest, 'order') order: CreateOrderRequest,
    @Data(clientAddress, 'client') client: string | undefined,
    @Data(idempotencyKey.optional(), 'idempotencyKey') key: string | undefined,
    @Data(objectId.optional(), 'attemptId') attemptId: string | undefined,
  ): Promise<CreateOrderReply> {
    return this.checkout.create(order, owner, key, client, attemptId);
  }

  /** Same body and owner rule as create; nothing is stored or reserved. */
  @MessagePattern(ORDERS_SUBJECTS.quote)
  @RequireUserWhen('guest', false)
  quote(@OrderOwner() owner: Principal | null, @Data(createOrderRequest, 'order') order: CreateOrderRequest): Promise<OrderQuoteReply> {
    return this.orders.quote(order, owner);
  }

  @MessagePattern(ORDERS_SUBJECTS.get)
  async get(@Data(orderAccessRequest) { id, token }: OrderAccessRequest, @Caller() caller: Principal | null): Promise<OrderDetailReply> {
    const order = await this.orders.get(id, caller, token);
    return { order, payment: this.config.paymentPage, history: order.history ?? [] };
  }

  @MessagePattern(ORDERS_SUBJECTS.cancel)
  async cancel(
    @Data(cancelOrderRequest) { id, token, cancelReason }: CancelOrderRequest,
    @Caller() caller: Principal | null,
  ): Promise<OrderReply> {
    return { order: await this.orders.cancel(id, caller, token, cancelReason) };
  }

  /** A user's own orders (their profile), or any user's for an admin. */
  @MessagePattern(ORDERS_SUBJECTS.listByUser)
  @RequireSelfOrAdmin('userId')
  async listByUser(@Data(ordersByUserRequest) { userId }: z.infer<typeof ordersByUserRequest>): Promise<OrdersByUserReply> {
    return { orders: await this.orders.listByUser(userId) };
  }

  @AdminPattern(ORDERS_SUBJECTS.adminList)
  adminList(@Data(adminListOrdersRequest) query: AdminListOrdersRequest): Promise<AdminOrdersReply> {
    return this.admin.list(query);
  }

  @AdminPattern(ORDERS_SUBJECTS.adminExport)
  adminExport(@Data(adminOrdersFilter) filter: AdminOrdersFilter): Promise<AdminOrdersCsvReply> {
    return this.admin.exportCsv(filter);
  }

  @AdminPattern(ORDERS_SUBJECTS.adminGet)
  async adminGet(@Data(orderIdRequest) { id }: z.infer<typeof orderIdRequest>): Promise<OrderReply> {
    return { order: await this.admin.get(id) };
  }

  @AdminPattern(ORDERS_SUBJECTS.adminUpdateStatus)
  async adminUpdateStatus(
    @Data(updateOrderStatusRequest) { id, status }: z.infer<typeof updateOrderStatusRequest>,
  ): Promise<UpdatedOrderReply> {
    return { updatedOrder: await this.admin.updateStatus(id, status) };
  }

  @AdminPattern(ORDERS_SUBJECTS.adminStats)
  adminStats(): Promise<AdminStatsReply> {
    return this.admin.stats();
  }
}
