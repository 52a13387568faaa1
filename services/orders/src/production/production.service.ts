import { Inject, Injectable } from '@nestjs/common';
import {
  SUBSCRIPTIONS_SUBJECTS,
  type Principal,
  type ProductionReply,
  type RoutesReply,
  type SubscriptionDeliveryDto,
} from '@kukki/contracts';
import { RPC_CLIENT, SERVICE_LOGGER, ServiceFailure, toRpcCallError, type RpcClient } from '@kukki/platform';
import type { Logger } from 'pino';
import type { OrderRow } from '../db/schema';
import { productionOf, routeStopsOf } from './day-sheets';
import { PaidOrdersRepository } from './paid-orders.repository';

/** How long the production list waits for the subscription boxes before listing the orders alone. */
const SUBSCRIPTIONS_TIMEOUT_MS = 2_500;

/** The day's work: production list and route sheet from the paid orders and the subscription boxes of a delivery day. */
@Injectable()
export class ProductionService {
  constructor(
    private readonly repo: PaidOrdersRepository,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  /** `subscriptions: null` when the subscriptions service could not be asked (the orders are listed anyway). */
  async production(day: string, admin: Principal): Promise<ProductionReply> {
    const [orders, boxes] = await this.ofDay(day, admin);
    const reply = productionOf(day, orders, boxes ?? []);
    return boxes ? reply : { ...reply, subscriptions: null };
  }

  async routes(day: string, admin: Principal): Promise<RoutesReply> {
    const [orders, boxes] = await this.ofDay(day, admin);
    return { date: day, stops: routeStopsOf(orders, boxes ?? []), ...(boxes ? {} : { subscriptionsUnavailable: true }) };
  }

  ordersOf(day: string): Promise<OrderRow[]> {
    return this.repo.deliveringOn(day);
  }

  private ofDay(day: string, admin: Principal): Promise<[OrderRow[], SubscriptionDeliveryDto[] | null]> {
    return Promise.all([this.repo.deliveringOn(day), this.subscriptionBoxes(day, admin)]);
  }

  /**
   * The subscription boxes delivering on `day`, asked of the subscriptions service with the admin's own
   * principal; null when that service does not answer (the day's orders still make the list).
   */
  async subscriptionBoxes(day: string, admin: Principal): Promise<SubscriptionDeliveryDto[] | null> {
    try {
      const reply = await this.rpc.request(
        SUBSCRIPTIONS_SUBJECTS.adminDeliveries,
        { month: day.slice(0, 7) },
        { principal: admin, timeoutMs: SUBSCRIPTIONS_TIMEOUT_MS },
      );
      return reply.deliveries.filter((d) => d.deliveryDate === day);
    } catch (err) {
      const failure = toRpcCallError(err);
      if (failure.status >= 500) {
        this.logger.warn({ err, day }, 'subscriptions did not answer; production without subscription boxes');
        return null;
      }
      throw new ServiceFailure(failure.status, failure.message);
    }
  }
}
