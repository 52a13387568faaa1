import { Inject, Injectable } from '@nestjs/common';
import {
  SUBSCRIPTIONS_SUBJECTS,
  type Principal,
  type ProductionReply,
  type RoutesReply,
  type SubscriptionDeliveryDto,
} from '@kukki/contracts';
import { RPC_CLIENT, SERVICE_DATABASE, ServiceFailure, toRpcCallError, type DatabaseHandle, type RpcClient } from '@kukki/platform';
import type { OrderRow } from '../db/schema';
import { productionOf, routeStopsOf } from './day-sheets';
import { PaidOrdersRepository } from './paid-orders.repository';

/** The day's work: production list and route sheet from the paid orders and the subscription boxes of a delivery day. */
@Injectable()
export class ProductionService {
  private readonly repo: PaidOrdersRepository;

  constructor(
    @Inject(SERVICE_DATABASE) handle: DatabaseHandle,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
  ) {
    this.repo = new PaidOrdersRepository(handle.db);
  }

  async production(day: string, admin: Principal): Promise<ProductionReply> {
    const [orders, boxes] = await this.ofDay(day, admin);
    return productionOf(day, orders, boxes);
  }

  async routes(day: string, admin: Principal): Promise<RoutesReply> {
    const [orders, boxes] = await this.ofDay(day, admin);
    return { date: day, stops: routeStopsOf(orders, boxes) };
  }

  ordersOf(day: string): Promise<OrderRow[]> {
    return this.repo.deliveringOn(day);
  }

  private ofDay(day: string, admin: Principal): Promise<[OrderRow[], SubscriptionDeliveryDto[]]> {
    return Promise.all([this.repo.deliveringOn(day), this.subscriptionBoxes(day, admin)]);
  }

  /** The subscription boxes delivering on `day`, asked of the subscriptions service with the admin's own principal. */
  async subscriptionBoxes(day: string, admin: Principal): Promise<SubscriptionDeliveryDto[]> {
    try {
      const reply = await this.rpc.request(SUBSCRIPTIONS_SUBJECTS.adminDeliveries, { month: day.slice(0, 7) }, { principal: admin });
      return reply.deliveries.filter((d) => d.deliveryDate === day);
    } catch (err) {
      const failure = toRpcCallError(err);
      throw new ServiceFailure(failure.status, failure.message);
    }
  }
}
