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
import type { Logger, RpcClient } from '@kukki/platform';

/**
 * A user's orders and subscriptions, asked on behalf of the caller of the services that own them.
 * A profile must still open when one of them is down or not deployed yet: an empty list and a warning.
 */
export class RelatedRecords {
  constructor(
    private readonly rpc: RpcClient,
    private readonly logger: Logger,
    private readonly timeoutMs: number,
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
    }));
  }

  async subscriptionsOf(userId: string, caller: Principal | null): Promise<UserSubscriptionDto[]> {
    const reply = await this.soft(SUBSCRIPTIONS_SUBJECTS.byUser, { userId }, caller);
    return reply?.subscriptions ?? [];
  }

  private async soft<S extends RpcSubject>(subject: S, data: RpcData<S>, caller: Principal | null): Promise<RpcReply<S> | null> {
    try {
      return await this.rpc.request(subject, data, { principal: caller, timeoutMs: this.timeoutMs });
    } catch (err) {
      this.logger.warn({ subject, status: (err as { status?: number }).status }, 'related records unavailable; answering none');
      return null;
    }
  }
}
