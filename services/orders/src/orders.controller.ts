import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  adminListOrdersRequest,
  adminOrdersFilter,
  cancelOrderRequest,
  createOrderRequest,
  healthSubject,
  orderAccessRequest,
  orderIdRequest,
  ordersByUserRequest,
  ORDERS_SUBJECTS,
  updateOrderStatusRequest,
  type AdminOrdersCsvReply,
  type AdminOrdersReply,
  type AdminStatsReply,
  type CreateOrderCommand,
  type CreateOrderReply,
  type OrderDetailReply,
  type OrderReply,
  type OrdersByUserReply,
  type OrderQuoteReply,
  type RpcRequest,
  type UpdatedOrderReply,
} from '@kukki/contracts';
import { parseOrFail, requireAdmin, requireUser, withRequest } from '@kukki/platform';
import { AdminOrdersService } from './admin-orders.service';
import { OrdersService, paymentInfo } from './orders.service';

@Controller()
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly admin: AdminOrdersService,
  ) {}

  @MessagePattern(healthSubject('orders'))
  health() {
    return { status: 'ok' };
  }

  /** `guest` orders have no owner and get a capability token; user orders need a principal. */
  @MessagePattern(ORDERS_SUBJECTS.create)
  create(@Payload() msg: RpcRequest<CreateOrderCommand>): Promise<CreateOrderReply> {
    return withRequest(msg, async (data, principal) => {
      const owner = data?.guest === false ? requireUser(principal) : null;
      return this.orders.create(parseOrFail(createOrderRequest, data?.order), owner);
    });
  }

  /** Same body and owner rule as create; nothing is stored or reserved. */
  @MessagePattern(ORDERS_SUBJECTS.quote)
  quote(@Payload() msg: RpcRequest<CreateOrderCommand>): Promise<OrderQuoteReply> {
    return withRequest(msg, async (data, principal) => {
      const owner = data?.guest === false ? requireUser(principal) : null;
      return this.orders.quote(parseOrFail(createOrderRequest, data?.order), owner);
    });
  }

  @MessagePattern(ORDERS_SUBJECTS.get)
  get(@Payload() msg: RpcRequest): Promise<OrderDetailReply> {
    return withRequest(msg, async (data, principal) => {
      const { id, token } = parseOrFail(orderAccessRequest, data);
      return { order: await this.orders.get(id, principal, token), payment: paymentInfo() };
    });
  }

  @MessagePattern(ORDERS_SUBJECTS.cancel)
  cancel(@Payload() msg: RpcRequest): Promise<OrderReply> {
    return withRequest(msg, async (data, principal) => {
      const { id, token, cancelReason } = parseOrFail(cancelOrderRequest, data);
      return { order: await this.orders.cancel(id, principal, token, cancelReason) };
    });
  }

  @MessagePattern(ORDERS_SUBJECTS.listByUser)
  listByUser(@Payload() msg: RpcRequest): Promise<OrdersByUserReply> {
    return withRequest(msg, async (data) => ({ orders: await this.orders.listByUser(parseOrFail(ordersByUserRequest, data).userId) }));
  }

  @MessagePattern(ORDERS_SUBJECTS.adminList)
  adminList(@Payload() msg: RpcRequest): Promise<AdminOrdersReply> {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      return this.admin.list(parseOrFail(adminListOrdersRequest, data));
    });
  }

  @MessagePattern(ORDERS_SUBJECTS.adminExport)
  adminExport(@Payload() msg: RpcRequest): Promise<AdminOrdersCsvReply> {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      return this.admin.exportCsv(parseOrFail(adminOrdersFilter, data));
    });
  }

  @MessagePattern(ORDERS_SUBJECTS.adminGet)
  adminGet(@Payload() msg: RpcRequest): Promise<OrderReply> {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      return { order: await this.admin.get(parseOrFail(orderIdRequest, data).id) };
    });
  }

  @MessagePattern(ORDERS_SUBJECTS.adminUpdateStatus)
  adminUpdateStatus(@Payload() msg: RpcRequest): Promise<UpdatedOrderReply> {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      const { id, status } = parseOrFail(updateOrderStatusRequest, data);
      return { updatedOrder: await this.admin.updateStatus(id, status) };
    });
  }

  @MessagePattern(ORDERS_SUBJECTS.adminStats)
  adminStats(@Payload() msg: RpcRequest): Promise<AdminStatsReply> {
    return withRequest(msg, async (_data, principal) => {
      requireAdmin(principal);
      return this.admin.stats();
    });
  }
}
