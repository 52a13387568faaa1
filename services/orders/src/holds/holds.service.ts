import { Inject, Injectable } from '@nestjs/common';
import { ORDER_HOLD_EVENTS, ORDER_MESSAGES as OM, type HoldReleaseReason } from '@kukki/contracts';
import {
  emitEvent,
  hashToken,
  SERVICE_RUNTIME,
  ServiceFailure,
  ServiceStore,
  type Executor,
  type Runtime,
  type StatementPart,
} from '@kukki/platform';
import type { Logger } from 'pino';
import { CapacityService } from '../capacity/capacity.service';
import { ORDERS_CONFIG, type OrdersConfig } from '../config';
import { outbox, processedEvents, type OrderRow } from '../db/schema';
import { orderUrl } from '../order-url';
import { OrdersRepository, toOrderDto } from '../orders.repository';
import { HoldsRepository, slotLimitValues, underSlotLimitsSql } from './holds.repository';

const EVENT_TABLES = { outbox, processedEvents };

/** Who the unpaid-order limits count: the payer's e-mail and the stored key of the client address. */
export interface UnpaidBuyer {
  email: string;
  clientKey: string | null;
}
const SWEEP_BATCH = 200;

/**
 * Loopback is nobody's address: it is what every customer looks like behind a proxy on the same host
 * without TRUST_PROXY, and what the shop's own tools send from. Orders from it are limited per e-mail only.
 */
const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;

/**
 * What an unpaid order holds — its coupon use (coupons service), its delivery slot (capacity) and
 * its daily stock — is held at most UNPAID_HOLD_MINUTES. It is given back in ONE place,
 * `releaseHolds`: when the hold expires (`releaseExpired`), when the order is cancelled, when its
 * payment is rejected, and when its payment is refunded in full. A paid order keeps them (`keepHolds`);
 * a payment approved after the holds were given back takes them again, even past the day's limit
 * (the customer paid).
 * The coupons service follows `orders.order.holds-released` and `orders.order.paid`.
 */
@Injectable()
export class HoldsService {
  private readonly logger: Logger;

  constructor(
    private readonly store: ServiceStore,
    private readonly holdsRepo: HoldsRepository,
    private readonly capacity: CapacityService,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
    @Inject(SERVICE_RUNTIME) private readonly runtime: Runtime,
  ) {
    this.logger = runtime.logger('orders-holds');
  }

  /** When the holds of an order placed at `createdAt` end. */
  expiryFor(createdAt: Date): Date {
    return new Date(createdAt.getTime() + this.config.unpaidHoldMinutes * 60_000);
  }

  /** The stored key of a client address (never the address itself); none for loopback. */
  clientKey(address: string | null | undefined): string | null {
    return address && !LOOPBACK.test(address) ? hashToken(`client:${address}`) : null;
  }

  /**
   * An e-mail may hold at most UNPAID_ORDERS_PER_EMAIL_PER_DAY delivery slots with unpaid orders at
   * once, a client address UNPAID_ORDERS_PER_ADDRESS_PER_DAY: a condition of the statement that stores
   * the order (one statement fewer on the checkout path).
   */
  underUnpaidLimit(who: UnpaidBuyer, now: Date): StatementPart {
    const { unpaidOrdersPerEmail: email, unpaidOrdersPerAddress: address } = this.config;
    const withAddress = who.clientKey !== null;
    return {
      key: withAddress ? 'unpaid-limits-by-email-and-address' : 'unpaid-limits-by-email',
      build: () => underSlotLimitsSql(withAddress),
      values: slotLimitValues(who, now, { email, address }),
    };
  }

  /** Why an order was refused by `underUnpaidLimit`: the 429 with the Spanish message of the limit reached. */
  async unpaidLimitRefusal(tx: Executor, who: UnpaidBuyer, now: Date): Promise<Error> {
    const { byEmail, byAddress } = await new HoldsRepository(tx).slotHoldersOf(who, now);
    const { unpaidOrdersPerEmail, unpaidOrdersPerAddress } = this.config;
    if (byEmail >= unpaidOrdersPerEmail) return new ServiceFailure(429, OM.unpaidLimit(unpaidOrdersPerEmail));
    if (byAddress >= unpaidOrdersPerAddress) return new ServiceFailure(429, OM.unpaidLimitAddress);
    return new Error('an order was refused by the unpaid-order limits, which its buyer is under');
  }

  /**
   * THE release of an unpaid order's holds, inside the transaction that locked it: the delivery
   * slot here, the coupon use (and anything else held elsewhere) from the event. Once per order;
   * a paid order keeps its holds. Answers the updated row, or null when nothing was held.
   */
  async releaseHolds(tx: Executor, order: OrderRow, reason: HoldReleaseReason, now: Date = new Date()): Promise<OrderRow | null> {
    if (order.isPaid || order.holdsReleasedAt) return null;
    await this.capacity.releaseDayHolds(tx, order);
    const updated = await new OrdersRepository(tx).update(order.id, { holdsReleasedAt: now, holdExpiresAt: null });
    await emitEvent(tx, EVENT_TABLES, ORDER_HOLD_EVENTS.holdsReleased, {
      order: toOrderDto(updated),
      orderUrl: orderUrl(this.runtime.publicUrl, updated.id),
      reason,
    });
    return updated;
  }

  /**
   * A paid order keeps its holds for good. When they had been given back (expired, rejected),
   * the slot is taken again even past the day's limit; the coupons service takes the use again
   * from `orders.order.paid`.
   */
  async keepHolds(tx: Executor, order: OrderRow): Promise<void> {
    if (order.holdsReleasedAt) await this.capacity.retakeDayHolds(tx, order);
    await new OrdersRepository(tx).update(order.id, { holdsReleasedAt: null, holdExpiresAt: null });
  }

  /**
   * How the holds follow a payment (called where a payment is applied, in its transaction):
   * paid keeps them; a rejection gives them back, and so does a full refund (the order will not be
   * baked: its day's slot and stock go to other customers). True when an event was written.
   */
  async followPayment(tx: Executor, before: OrderRow, after: OrderRow): Promise<boolean> {
    if (after.isPaid && !before.isPaid && !after.cancelled) {
      await this.keepHolds(tx, after);
      return false;
    }
    for (const [status, reason] of [
      ['rechazada', 'rejected'],
      ['reembolsada', 'refunded'],
    ] as const) {
      if (after.status === status && before.status !== status) return (await this.releaseHolds(tx, after, reason)) !== null;
    }
    return false;
  }

  /** Gives back the holds of every unpaid order whose hold ended at `now` (the sweep; tests pass their own clock). */
  async releaseExpired(now: Date = new Date()): Promise<number> {
    let released = 0;
    for (;;) {
      const ids = await this.holdsRepo.expired(now, SWEEP_BATCH);
      let batch = 0;
      for (const id of ids) {
        const done = await this.store.db.transaction(async (tx) => {
          const order = await new OrdersRepository(tx).lockById(id);
          if (!order || order.cancelled || !order.holdExpiresAt || order.holdExpiresAt > now) return false;
          return (await this.releaseHolds(tx, order, 'expired', now)) !== null;
        });
        if (done) batch++;
      }
      released += batch;
      if (ids.length < SWEEP_BATCH || batch === 0) break;
    }
    if (released) {
      this.store.publish();
      this.logger.info({ released }, 'expired unpaid-order holds given back');
    }
    return released;
  }
}
