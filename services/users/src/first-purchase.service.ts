import { Injectable } from '@nestjs/common';
import type { EventEnvelope, OrderEvent } from '@kukki/contracts';
import type { Executor } from '@kukki/platform';
import { FIRST_PURCHASE_HOLD_MS, firstPurchaseOpen } from './first-purchase-hold';
import { UsersRepository } from './users.repository';

// The account's state derives from the customer's recorded orders (`customer_orders`), so the created
// and cancelled events of one order may be applied in any order, by any replica, any number of times.

/** The 25 % first-purchase discount: held by one order at a time, used up by the user's first order. */
@Injectable()
export class FirstPurchaseService {
  constructor(private readonly repo: UsersRepository) {}

  async reserve(userId: string, orderId: string): Promise<{ granted: boolean }> {
    const staleBefore = new Date(Date.now() - FIRST_PURCHASE_HOLD_MS);
    return { granted: await this.repo.reserveFirstPurchase(userId, orderId, staleBefore) };
  }

  /** Read-only: the discount is unused and not held by another order (a stale hold does not count). */
  async status(userId: string): Promise<{ eligible: boolean }> {
    const row = await this.repo.findById(userId);
    return { eligible: Boolean(row?.active && firstPurchaseOpen(row)) };
  }

  async release(userId: string, orderId: string): Promise<{ released: boolean }> {
    return { released: await this.repo.releaseFirstPurchase(userId, orderId) };
  }

  /** An order event of a signed-in customer (guest orders never touch an account). */
  static hasAccount(this: void, event: EventEnvelope<OrderEvent>): boolean {
    return Boolean(event.data?.order?.user);
  }

  /** Spec §4: after any order of a logged-in user, firstPurchase is false — with or without the discount. */
  static async onOrderCreated(this: void, event: EventEnvelope<OrderEvent>, tx: Executor): Promise<void> {
    const order = event.data?.order;
    if (order?.user) await new UsersRepository(tx).recordOrder(order.user, order._id, true);
  }

  /**
   * An unpaid order that had the discount is cancelled: the user may use it on another order. Final for
   * that order, even when this event is applied before its created event (another replica, a redelivery).
   */
  static async onOrderCancelled(this: void, event: EventEnvelope<OrderEvent>, tx: Executor): Promise<void> {
    const order = event.data?.order;
    if (!order?.user) return;
    const givesBack = !order.isPaid && order.discountDescription?.type === 'FP';
    await new UsersRepository(tx).recordOrder(order.user, order._id, !givesBack);
  }
}
