import {
  ORDERS_SUBJECTS,
  SUBSCRIPTIONS_SUBJECTS,
  type OrderSummaryDto,
  type Principal,
  type RpcData,
  type RpcReply,
  type RpcSubject,
  type UserSubscriptionDto,
} from '@kukki/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { RPC_CLIENT, SERVICE_LOGGER, type Logger, type RpcClient } from '@kukki/platform';
import { USERS_CONFIG, type UsersOptions } from './config';

/**
 * A user's orders and subscriptions, asked on behalf of the caller of the services that own them.
 * A profile must still open when one of them is down or not deployed yet: an empty list and a warning.
 */
@Injectable()
export class RelatedRecords {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    @Inject(USERS_CONFIG) private readonly options: Pick<UsersOptions, 'softCallTimeoutMs'>,
  ) {}

  async ordersOf(userId: string, caller: Principal | null): Promise<OrderSummaryDto[]> {
    const reply = await this.soft(ORDERS_SUBJECTS.listByUser, { userId }, caller);
    return (reply?.orders ?? []).map((o) => ({
      _id: o._id,
      orderNumber: o.orderNumber,
      createdAt: o.createdAt,
      totalPrice: o.totalPrice,
      isPaid: o.isPaid,
      status: o.status,
      deliveryDate: o.deliveryDate ?? null,
    }));
  }

  async subscriptionsOf(userId: string, caller: Principal | null): Promise<UserSubscriptionDto[]> {
    const reply = await this.soft(SUBSCRIPTIONS_SUBJECTS.byUser, { userId }, caller);
    return reply?.subscriptions ?? [];
  }

  private async soft<S extends RpcSubject>(subject: S, data: RpcData<S>, caller: Principal | null): Promise<RpcReply<S> | null> {
    try {
      return await this.rpc.request(subject, data, { principal: caller, timeoutMs: this.options.softCallTimeoutMs });
    } catch (err) {
      this.logger.warn({ subject, status: (err as { status?: number }).status }, 'related records unavailable; answering none');
      return null;
    }
  }
}
